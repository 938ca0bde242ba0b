// Rates are an answer we read, not a payload we validate for the backend, and the browser
// reads them too: a plain check keeps the zod runtime out of the page's JavaScript.

export interface Rates {
  /** Rupees per gram of 24k gold. */
  gold: number;
  /** Rupees per gram of silver. */
  silver: number;
  /**
   * When the site's server last fetched them from the backend (milliseconds since the epoch),
   * for the "as of" time visitors see; absent when unknown.
   */
  fetchedAt?: number;
}

/** The site's rates answer names the fetch time on the gold item, as an ISO 8601 timestamp. */
export const FETCHED_AT_FIELD = 'fetched_at';

const NUMERIC_TEXT = /^-?\d+(?:\.\d+)?$/;

/** Item 0 is gold 24k, item 1 silver, each `{ value: number | numeric string }` (extra fields allowed); null otherwise. */
export function parseRates(json: unknown): Rates | null {
  if (!Array.isArray(json) || json.length < 2) return null;
  const gold = priceOf(json[0]);
  const silver = priceOf(json[1]);
  if (gold === null || silver === null) return null;
  const fetchedAt = fetchedAtOf(json[0]);
  return fetchedAt === null ? { gold, silver } : { gold, silver, fetchedAt };
}

function fetchedAtOf(item: unknown): number | null {
  if (typeof item !== 'object' || item === null || !(FETCHED_AT_FIELD in item)) return null;
  const value = (item as Record<string, unknown>)[FETCHED_AT_FIELD];
  const time = typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isFinite(time) ? time : null;
}

function priceOf(item: unknown): number | null {
  if (typeof item !== 'object' || item === null || !('value' in item)) return null;
  const { value } = item;
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && NUMERIC_TEXT.test(value.trim())
        ? Number(value)
        : NaN;
  // A zero price would be shown to visitors as "Rs 0"; treat it as missing like a negative one.
  return Number.isFinite(number) && number > 0 ? number : null;
}
