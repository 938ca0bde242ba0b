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
  /** The ticker text is repeated this many times for scrolling (spec section 4). */
  repeat: 3,
};

/** Indian digit grouping, e.g. formatRupees(7345) -> '₹7,345', formatRupees(123456) -> '₹1,23,456'. */
export const formatRupees = (value: number): string => `${rateTicker.currencySymbol}${indianDigits(value)}`;
