import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indianDigits } from '../../client/lib/indian-digits';
import { formatRupees } from '../../client/lib/indian-digits';
import { localeInfo, locales } from '../../shared/locales';

const platform = new Intl.NumberFormat('en-IN');

describe('indianDigits', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [7345, '7,345'],
    [99_999, '99,999'],
    [1_00_000, '1,00,000'],
    [12_34_567.5, '12,34,567.5'],
    [1_00_00_000, '1,00,00,000'],
    [95.25, '95.25'],
    [0.1 + 0.2, '0.3'],
    [-1_23_456.75, '-1,23,456.75'],
  ])('writes %s as %s', (value, expected) => {
    expect(indianDigits(value)).toBe(expected);
  });

  it("agrees with Intl.NumberFormat('en-IN') on whole rupees", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e14, max: 1e14 }),
        (value) => indianDigits(value) === platform.format(value),
      ),
      { numRuns: 2000 },
    );
  });

  it("agrees with Intl.NumberFormat('en-IN') on rupees and paise", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        (paise) => indianDigits(paise / 100) === platform.format(paise / 100),
      ),
      { numRuns: 2000 },
    );
  });

  // Every language of the site writes numbers the same way: Western digits, Indian grouping.
  // The platform's Kannada data groups in threes (10,000,000), so Kannada pages do not take
  // their grouping from it; for the others it is what Intl gives.
  it('keeps Indian grouping on Kannada pages, where the platform would group in threes', () => {
    expect(new Intl.NumberFormat('kn-IN').format(1_00_00_000)).toBe('10,000,000');
    expect(indianDigits(1_00_00_000)).toBe('1,00,00,000');
  });

  it.each(locales.filter((locale) => locale !== 'kn').map((locale) => localeInfo[locale].tag))(
    'agrees with Intl.NumberFormat(%s), the page language of that build',
    (tag) => {
      const inLanguage = new Intl.NumberFormat(tag, { maximumFractionDigits: 3 });
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 1e12 }),
          (paise) => indianDigits(paise / 100) === inLanguage.format(paise / 100),
        ),
        { numRuns: 500 },
      );
    },
  );

  it('puts the rupee sign in front for the ticker and the indicative value', () => {
    expect(formatRupees(672_802)).toBe('₹6,72,802');
  });

  it('writes paise as two digits, as prices are written, and rounds to the paisa', () => {
    expect(formatRupees(92.5)).toBe('₹92.50');
    expect(formatRupees(7100.05)).toBe('₹7,100.05');
    expect(formatRupees(123456.789)).toBe('₹1,23,456.79');
    expect(formatRupees(99.999)).toBe('₹100');
  });
});
