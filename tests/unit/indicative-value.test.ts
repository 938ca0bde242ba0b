import { describe, expect, it } from 'vitest';
import { indicativeValue } from '../../shared/gold-value';
import { formatRupees } from '../../client/lib/indian-digits';

describe('indicativeValue (docs/product-rules.md, "The indicative value")', () => {
  it.each([
    // grams, karat, rate, expected rupees
    ['10', 24, 7345, 73_377], // 73,376.55 (24K is 999)
    ['10', 22, 7345, 67_280], // 67,280.2
    ['10', 20, 7345, 61_184], // 61,183.85 rounds up
    ['10', 18, 7345, 55_088], // 55,087.5 rounds half up
    ['2.5', 22, 7000, 16_030],
    ['1', 18, 1, 1], // 0.75 -> 1
    ['0.5', 18, 1, 0], // 0.375 -> 0
    ['12,5', 24, 100, 1_249], // decimal comma; 1,248.75
    ['8 g', 22, 7345, 53_824], // 53,824.16
    [' 15 grams ', 24, 7000.5, 104_902], // 104,902.49
    [' 15 grams ', 22, 7000.5, 96_187], // 96,186.87
  ])('%s g of %sK at ₹%s per gram is ₹%s', (grams, karat, rate, expected) => {
    expect(indicativeValue({ grams, karat, gold24kPerGram: rate })).toBe(expected);
  });

  it('uses the hallmark finenesses 0.999, 0.916, 0.833 and 0.75', () => {
    expect(indicativeValue({ grams: 1000, karat: 24, gold24kPerGram: 1 })).toBe(999);
    expect(indicativeValue({ grams: 1000, karat: 22, gold24kPerGram: 1 })).toBe(916);
    expect(indicativeValue({ grams: 1000, karat: 20, gold24kPerGram: 1 })).toBe(833);
    expect(indicativeValue({ grams: 1000, karat: 18, gold24kPerGram: 1 })).toBe(750);
  });

  it('is absent for Other (0) and unknown karats', () => {
    expect(indicativeValue({ grams: '10', karat: 0, gold24kPerGram: 7345 })).toBeNull();
    expect(indicativeValue({ grams: '10', karat: 21, gold24kPerGram: 7345 })).toBeNull();
  });

  it.each(['', 'ten', '10 kg', '-5', '0', '1e3', '10..5', '5 / 10', 'NaN', 'Infinity', '1000001'])(
    'is absent for unreadable grams %j',
    (grams) => {
      expect(indicativeValue({ grams, karat: 22, gold24kPerGram: 7345 })).toBeNull();
    },
  );

  it.each([null, undefined, 0, -1, Number.NaN, Number.POSITIVE_INFINITY])(
    'is absent for an unknown rate %s',
    (rate) => {
      expect(indicativeValue({ grams: '10', karat: 22, gold24kPerGram: rate })).toBeNull();
    },
  );

  it('is shown in en-IN rupees', () => {
    expect(formatRupees(indicativeValue({ grams: '100', karat: 22, gold24kPerGram: 7345 })!)).toBe(
      '₹6,72,802',
    );
  });
});
