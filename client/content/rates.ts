import { indiaClockTime, indiaDateBefore } from '../lib/india-time';

export const rateTicker = {
  gold: 'Gold 24K',
  silver: 'Silver',
  perGram: 'per gram',
  todaysRate: "Today's rate",
  /** Said instead when the rates are from an earlier day (the backend could not be reached since). */
  earlierRate: 'Rate',
  play: 'Play',
  pause: 'Pause',
  /** Accessible name of the ticker region. */
  ariaLabel: "Today's gold and silver rates",
  /** The ticker text is repeated this many times for scrolling (docs/product-rules.md, "Rates and the ticker"). */
  repeat: 3,
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * When the rates were fetched, in India's time: 'as of 10:42 IST'; with the date when that was
 * an earlier day than `now` (rates kept through a backend outage): 'as of 25 Nov, 10:42 IST'.
 */
export function asOfText(fetchedAt: number, now: number | undefined): string {
  const date = indiaDateBefore(fetchedAt, now);
  return `as of ${date ? `${date.day} ${MONTHS[date.month]}, ` : ''}${indiaClockTime(fetchedAt)} IST`;
}
