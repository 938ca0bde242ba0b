// Indian digit grouping written out by hand. The first `new Intl.NumberFormat('en-IN')` in a
// page loads the locale's ICU data: a long task on a slow phone (docs/performance.md, "Figures
// behind code comments"), in the middle of hydration (the rates ticker formats
// during its first render). The result is the same as the platform's (a property test checks it).

/** Digits grouped the Indian way, like Intl.NumberFormat('en-IN'): 1234567.5 -> '12,34,567.5' (up to three decimals). */
export function indianDigits(value: number): string {
  const sign = value < 0 ? '-' : '';
  const [whole = '', fraction = ''] = Math.abs(value).toFixed(3).split('.');
  // Thousands first, then every two digits above them.
  const lakhsAndCrores = whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  const grouped = lakhsAndCrores ? `${lakhsAndCrores},${whole.slice(-3)}` : whole;
  const decimals = fraction.replace(/0+$/, '');
  return `${sign}${grouped}${decimals ? `.${decimals}` : ''}`;
}

/**
 * Rupees as prices are written, the same in every language of the site: the rupee sign, Indian
 * digit grouping, whole rupees bare and any paise as two digits. formatRupees(123456) ->
 * '₹1,23,456', formatRupees(92.5) -> '₹92.50'.
 */
export function formatRupees(value: number): string {
  const [whole, paise = ''] = indianDigits(Math.round(value * 100) / 100).split('.');
  return `₹${whole}${paise ? `.${paise.padEnd(2, '0')}` : ''}`;
}
