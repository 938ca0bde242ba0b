import { indianDigits } from '../lib/indian-digits';

export const rateTicker = {
  gold: 'Gold 24K',
  silver: 'Silver',
  perGram: 'per gram',
  todaysRate: "Today's rate",
  currencySymbol: '₹',
  play: 'Play',
  pause: 'Pause',
  /** Accessible name of the ticker region. */
  ariaLabel: "Today's gold and silver rates",
  /** The ticker text is repeated this many times for scrolling (docs/product-rules.md, "Rates and the ticker"). */
  repeat: 3,
};

/**
 * Indian digit grouping, whole rupees bare and any paise as two digits, as prices are written:
 * formatRupees(123456) -> '₹1,23,456', formatRupees(92.5) -> '₹92.50'.
 */
export function formatRupees(value: number): string {
  const [whole, paise = ''] = indianDigits(Math.round(value * 100) / 100).split('.');
  return `${rateTicker.currencySymbol}${whole}${paise ? `.${paise.padEnd(2, '0')}` : ''}`;
}
