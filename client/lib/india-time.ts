// India Standard Time written out by hand, like indian-digits.ts: the first
// Intl.DateTimeFormat with a time zone loads the platform's time-zone data, a long task on a slow
// phone in the middle of hydration (the ticker formats its "as of" time during its first
// render; client/lib/opening-hours.ts reads the weekday the same way for "Open now"). IST has been UTC+05:30 all year since 1945, with no daylight saving, so the offset
// is a constant and the server and the browser write the same text.

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The 24-hour clock time in India of an instant: 1_700_000_000_000 -> '03:43'. */
export function indiaClockTime(epochMs: number): string {
  const india = new Date(epochMs + IST_OFFSET_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(india.getUTCHours())}:${two(india.getUTCMinutes())}`;
}

/**
 * The date in India of an instant that fell on an earlier day there than `now`, else null (also
 * when `now` is unknown): (25 Nov 10:42 IST, 26 Nov 09:00 IST) -> { day: 25, month: 10 }. A rate
 * the server kept through a backend outage says which day it is from, so it cannot pass for today's.
 */
export function indiaDateBefore(
  epochMs: number,
  now: number | undefined,
): { day: number; month: number } | null {
  const indiaDay = (time: number) => Math.floor((time + IST_OFFSET_MS) / DAY_MS);
  if (now === undefined || indiaDay(epochMs) >= indiaDay(now)) return null;
  const india = new Date(epochMs + IST_OFFSET_MS);
  return { day: india.getUTCDate(), month: india.getUTCMonth() };
}
