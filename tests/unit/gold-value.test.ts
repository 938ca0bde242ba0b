import { describe, expect, it } from 'vitest';
import {
  estimateGold,
  estimateRelease,
  finenessOfKarat,
  GOLD_WEIGHT_LIMITS,
  goldValueRupees,
  HALLMARKS,
  readAmount,
  readPurity,
  wholeRupees,
} from '../../shared/gold-value';
import { indiaClockTime } from '../../client/lib/india-time';
import { asOfText } from '../../client/content/rates';
import { parseRates } from '../../shared/schemas/rates';

// Decision 034: one rule for what gold is worth, net weight x hallmark purity x today's 24K rate,
// used by the value estimator, the release calculator and the gold lead's indicative value.

describe('hallmarks', () => {
  it.each([
    [24, 999],
    [22, 916],
    [20, 833],
    [18, 750],
    [14, 585],
    [9, 375],
  ])('%iK is hallmarked %i', (karat, fineness) => {
    expect(finenessOfKarat(karat)).toBe(fineness);
    expect(HALLMARKS).toContainEqual({ karat, fineness });
  });

  it('has no fineness for a karat without a hallmark', () => {
    expect(finenessOfKarat(21)).toBeNull();
    expect(finenessOfKarat(0)).toBeNull();
  });
});

describe('goldValueRupees', () => {
  it.each([
    // net grams, fineness, rate, whole rupees
    [10, 999, 7345, 73_377], // 73,376.55
    [10, 916, 7345, 67_280], // 67,280.2
    [10, 833, 7345, 61_184], // 61,183.85
    [10, 750, 7345, 55_088], // 55,087.5, half up
    [10, 585, 7345, 42_968], // 42,968.25
    [10, 375, 7345, 27_544], // 27,543.75
    [1, 750, 1, 1], // 0.75
    [0.5, 750, 1, 0], // 0.375
    [0.01, 375, 6000, 23], // 22.5, half up
    [10_000, 999, 7345.5, 73_381_545], // the top of the weight range
  ])('%s g at %i/1000 and ₹%s a gram is ₹%i', (grams, fineness, rate, rupees) => {
    expect(goldValueRupees(grams, fineness, rate)).toBe(rupees);
  });

  it('rounds halves up even where binary floating point falls a hair short', () => {
    expect(1.005 * 1000).toBeLessThan(1005); // 1004.9999999999999 in binary
    expect(wholeRupees(1.005 * 1000 + 0.5)).toBe(1006); // 1005.5 as a person reads it
    expect(goldValueRupees(2.5, 750, 1.4)).toBe(3); // 2.625
    expect(wholeRupees(0.5)).toBe(1);
    expect(wholeRupees(1.4999)).toBe(1);
  });
});

describe('estimateGold', () => {
  it('goes line by line: gross, less stones, net, fine gold, value, deduction, amount', () => {
    expect(estimateGold({ grossGrams: 12.5, stoneGrams: 0.3, purity: 916, rate: 7345 })).toEqual({
      grossGrams: 12.5,
      stoneGrams: 0.3,
      netGrams: 12.2,
      fineness: { low: 916, high: 916 },
      fineGrams: { low: 11.175, high: 11.175 }, // 11.1752
      rupees: {
        rate: 7345,
        value: { low: 82_082, high: 82_082 }, // 82,081.844
        deduction: { low: 0, high: 0 },
        amount: { low: 82_082, high: 82_082 },
      },
    });
  });

  it('takes off a deduction the business sets, in whole rupees', () => {
    const estimate = estimateGold({
      grossGrams: 10,
      stoneGrams: 0,
      purity: 999,
      rate: 7345,
      deduction: { percent: 2 },
    });
    expect(estimate.rupees).toMatchObject({
      value: { low: 73_377, high: 73_377 },
      deduction: { low: 1_468, high: 1_468 }, // 1,467.54
      amount: { low: 71_909, high: 71_909 },
    });
  });

  it('gives the 18K to 22K range when the purity is unknown', () => {
    const estimate = estimateGold({ grossGrams: 10, stoneGrams: 0, purity: 'unknown', rate: 7345 });
    expect(estimate.fineness).toEqual({ low: 750, high: 916 });
    expect(estimate.fineGrams).toEqual({ low: 7.5, high: 9.16 });
    expect(estimate.rupees?.amount).toEqual({ low: 55_088, high: 67_280 });
  });

  it.each([null, undefined, 0, -5, Number.NaN])(
    'shows no rupees, never a guess, for a rate of %s',
    (rate) => {
      const estimate = estimateGold({ grossGrams: 10, stoneGrams: 1, purity: 916, rate });
      expect(estimate.netGrams).toBe(9);
      expect(estimate.fineGrams.low).toBe(8.244);
      expect(estimate.rupees).toBeNull();
    },
  );

  it('keeps weights to the hundredth of a gram', () => {
    expect(estimateGold({ grossGrams: 0.3, stoneGrams: 0.1, purity: 750, rate: 1 }).netGrams).toBe(0.2);
  });
});

describe('estimateRelease', () => {
  it('is the gold amount less what the lender is owed', () => {
    expect(estimateRelease({ grams: 20, purity: 916, owed: 80_000.4, rate: 7345 })).toEqual({
      goldAmount: { low: 134_560, high: 134_560 }, // 1,34,560.4
      owed: 80_000,
      cashInHand: { low: 54_560, high: 54_560 },
    });
  });

  it('goes negative when the loan is worth more than the gold', () => {
    const release = estimateRelease({ grams: 5, purity: 750, owed: 40_000, rate: 7000 });
    expect(release.goldAmount).toEqual({ low: 26_250, high: 26_250 });
    expect(release.cashInHand).toEqual({ low: -13_750, high: -13_750 });
  });

  it('has no figures when the rate is unknown', () => {
    expect(estimateRelease({ grams: 5, purity: 750, owed: 1, rate: null })).toEqual({
      goldAmount: null,
      owed: 1,
      cashInHand: null,
    });
  });
});

describe('reading what a visitor typed', () => {
  it.each([
    ['12', 12],
    ['12.5', 12.5],
    ['12.50', 12.5],
    [' 1,250.25 ', 1250.25],
    ['.5', 0.5],
    ['12.', 12],
    ['0.01', 0.01],
    ['10000', 10_000],
    // A decimal comma, as the gold form reads it: a comma is grouping only before three digits.
    ['12,5', 12.5],
    ['0,5', 0.5],
    ['12,50', 12.5],
    ['1,250', 1250],
    ['12.5 g', 12.5],
    ['12,5gm', 12.5],
    ['8 grams', 8],
    // Digits as a Hindi, Tamil or Kannada keyboard may type them.
    ['१२.५', 12.5],
    ['௧௨,௫ g', 12.5],
    ['೧,೨೫೦', 1250],
  ])('reads %j as %s grams', (text, grams) => {
    expect(readAmount(text, GOLD_WEIGHT_LIMITS)).toEqual({ ok: true, value: grams });
  });

  it.each([
    ['', 'missing'],
    ['abc', 'not-a-number'],
    ['-1', 'not-a-number'],
    ['1e3', 'not-a-number'],
    ['12.345', 'too-precise'],
    ['0', 'too-small'],
    ['0.001', 'too-precise'],
    ['10000.01', 'too-large'],
    ['99999999999999999999999', 'too-large'],
    ['1,2,3', 'not-a-number'],
    ['12,555', 'too-large'],
    ['12 kg', 'not-a-number'],
  ])('refuses %j as %s', (text, problem) => {
    expect(readAmount(text, GOLD_WEIGHT_LIMITS)).toEqual({ ok: false, problem });
  });

  it('reads rupees with grouping, but no weight unit', () => {
    expect(readAmount('1,00,000', { min: 0, max: 1e8 })).toEqual({ ok: true, value: 100_000 });
    expect(readAmount('50,000.50', { min: 0, max: 1e8 })).toEqual({ ok: true, value: 50_000.5 });
    expect(readAmount('500 g', { min: 0, max: 1e8 })).toEqual({ ok: false, problem: 'not-a-number' });
  });

  it('reads an empty optional field as zero', () => {
    expect(readAmount('', { min: 0, max: 10, optional: true })).toEqual({ ok: true, value: 0 });
  });

  it('reads hallmark purities and "unknown", nothing else', () => {
    expect(readPurity('916')).toBe(916);
    expect(readPurity('unknown')).toBe('unknown');
    for (const text of ['', '917', '1000', '22', 'abc', undefined]) expect(readPurity(text)).toBeNull();
  });
});

describe('the "as of" time', () => {
  it('is written in India Standard Time (UTC+05:30), 24-hour clock', () => {
    expect(indiaClockTime(Date.UTC(2026, 10, 26, 5, 12))).toBe('10:42');
    expect(indiaClockTime(Date.UTC(2026, 10, 26, 18, 45))).toBe('00:15');
    expect(asOfText(Date.UTC(2026, 10, 26, 5, 12), Date.UTC(2026, 10, 26, 9, 0))).toBe('as of 10:42 IST');
  });

  it('gives the date when the rates are from an earlier day in India, as after a backend outage', () => {
    // 25 Nov 23:50 IST is 18:20 UTC; India's next day starts at 18:30 UTC.
    const lastFetch = Date.UTC(2026, 10, 25, 18, 20);
    expect(asOfText(lastFetch, Date.UTC(2026, 10, 25, 18, 29))).toBe('as of 23:50 IST');
    expect(asOfText(lastFetch, Date.UTC(2026, 10, 25, 18, 30))).toBe('as of 25 Nov, 23:50 IST');
    expect(asOfText(Date.UTC(2026, 0, 31, 20, 0), Date.UTC(2026, 1, 3, 4, 0))).toBe('as of 1 Feb, 01:30 IST');
    // Rates newer than the page's clock (a refresh after the page was rendered) are today's.
    expect(asOfText(Date.UTC(2026, 10, 26, 5, 12), Date.UTC(2026, 10, 25, 5, 12))).toBe('as of 10:42 IST');
  });

  it("names the month as the platform does in each language's India locale", async () => {
    const lastFetch = Date.UTC(2026, 0, 14, 6, 0);
    for (const locale of ['kn', 'ta', 'te', 'hi'] as const) {
      const { asOfText: localAsOf } = (await import(`../../client/content/${locale}/rates.ts`)) as {
        asOfText: typeof asOfText;
      };
      const month = new Intl.DateTimeFormat(`${locale}-IN`, { month: 'long', timeZone: 'UTC' });
      for (let m = 0; m < 12; m += 1) {
        const fetched = lastFetch + m * 31 * 24 * 3600 * 1000;
        const text = localAsOf(fetched, fetched + 2 * 24 * 3600 * 1000);
        expect(text).toContain(`${new Date(fetched).getUTCDate()} ${month.format(fetched)}, `);
        expect(localAsOf(fetched, fetched + 60_000)).not.toContain(month.format(fetched));
      }
    }
  });

  it('matches the platform with the Asia/Kolkata time zone', () => {
    const format = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 7_919_000)
      expect(indiaClockTime(t)).toBe(format.format(t));
  });

  it('travels with the rates answer as fetched_at, and is absent when not given', () => {
    expect(parseRates([{ value: 7345, fetched_at: '2026-11-26T05:12:00.000Z' }, { value: 92.5 }])).toEqual({
      gold: 7345,
      silver: 92.5,
      fetchedAt: Date.UTC(2026, 10, 26, 5, 12),
    });
    expect(parseRates([{ value: 7345, fetched_at: 'yesterday' }, { value: 92.5 }])).toEqual({
      gold: 7345,
      silver: 92.5,
    });
  });
});
