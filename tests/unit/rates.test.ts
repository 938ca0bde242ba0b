import { describe, expect, it } from 'vitest';
import { parseRates } from '../../shared/schemas/rates';

describe('parseRates', () => {
  it('reads item 0 as gold and item 1 as silver', () => {
    expect(parseRates([{ value: 7345 }, { value: 92 }])).toEqual({ gold: 7345, silver: 92 });
  });

  it('accepts numeric strings and extra fields', () => {
    const json = [
      { key: 'gold_24k_per_gram', value: '7345.50', updatedAt: '2024-01-01' },
      { key: 'silver_per_gram', value: ' 92 ', unit: 'INR/g' },
    ];
    expect(parseRates(json)).toEqual({ gold: 7345.5, silver: 92 });
  });

  it('ignores further items when the first two are prices', () => {
    expect(parseRates([{ value: 1 }, { value: 2 }, { value: 3 }])).toEqual({ gold: 1, silver: 2 });
  });

  it.each([
    ['a single item', [{ value: 7345 }]],
    ['an empty list', []],
    ['an object instead of a list', { gold: 7345, silver: 92 }],
    ['null', null],
    ['a non-numeric string', [{ value: 'abc' }, { value: 92 }]],
    ['an empty string', [{ value: '' }, { value: 92 }]],
    ['NaN', [{ value: Number.NaN }, { value: 92 }]],
    ['Infinity', [{ value: 7345 }, { value: Number.POSITIVE_INFINITY }]],
    ['a negative price', [{ value: -1 }, { value: 92 }]],
    ['a negative numeric string', [{ value: '7345' }, { value: '-92' }]],
    ['a zero price', [{ value: 0 }, { value: 92 }]],
    ['a missing value', [{ key: 'gold' }, { value: 92 }]],
    ['a boolean value', [{ value: true }, { value: 92 }]],
  ])('returns null for %s', (_label, json) => {
    expect(parseRates(json)).toBeNull();
  });
});
