// Whether a branch is open at an instant, read on the branch's own clock (India, whatever the
// time zone of the server or the phone), and when it opens next. Opening rules are counted as
// intervals on a week of minutes, so a rule that closes after midnight, or on Sunday night into
// Monday, needs no special case.

/** Monday first: opening hours are counted on a week that starts on Monday. */
export const daysOfWeek = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export type Weekday = (typeof daysOfWeek)[number];

/**
 * One opening rule: on these days, from `opens` to `closes` (24-hour "HH:MM", Indian time). A
 * `closes` at or before `opens` is on the next day (open past midnight).
 */
export interface OpeningHours {
  days: readonly Weekday[];
  opens: string;
  closes: string;
}

const DAY = 24 * 60;
const WEEK_MINUTES = 7 * DAY;

/**
 * India's clock by its fixed offset, UTC+05:30 all year (as india-time.ts does for the ticker):
 * an Intl.DateTimeFormat with a time zone loads the platform's time-zone data, which was the
 * longest task of a branch page's hydration on a slow phone. The offset is written here again
 * rather than imported: a module these pages shared with the ticker became a file of its own,
 * one more request on every page.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The weekday (0 Monday .. 6 Sunday) and the minute of the day in India of an instant. */
export function indiaWeekTime(epochMs: number): { day: number; minute: number } {
  const india = new Date(epochMs + IST_OFFSET_MS);
  return { day: (india.getUTCDay() + 6) % 7, minute: india.getUTCHours() * 60 + india.getUTCMinutes() };
}

const minutesOf = (time: string): number => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
};

interface Interval {
  /** Minutes since Monday 00:00. */
  start: number;
  length: number;
  opens: string;
  closes: string;
}

function intervals(hours: readonly OpeningHours[]): Interval[] {
  return hours.flatMap((rule) => {
    const opens = minutesOf(rule.opens);
    const closes = minutesOf(rule.closes);
    // Closing at or before the opening time means the next day; equal times, round the clock.
    const length = closes > opens ? closes - opens : closes + DAY - opens;
    return rule.days.map((day) => ({
      start: daysOfWeek.indexOf(day) * DAY + opens,
      length,
      opens: rule.opens,
      closes: rule.closes,
    }));
  });
}

export type OpeningStatus =
  | { open: true; closes: string }
  | {
      open: false;
      opens: string;
      /** The day it opens: today, tomorrow, or a weekday name within the coming week. */
      when: 'today' | 'tomorrow' | Weekday;
    }
  /** No opening hours at all. */
  | { open: false; opens: null };

/** Open or closed at `instant`, and until or from when. */
export function openingStatus(hours: readonly OpeningHours[], instant: number): OpeningStatus {
  const { day, minute } = indiaWeekTime(instant);
  const now = day * DAY + minute;
  const all = intervals(hours);
  const current = all.find(
    (interval) => (now - interval.start + WEEK_MINUTES) % WEEK_MINUTES < interval.length,
  );
  if (current) return { open: true, closes: current.closes };
  let next: Interval | null = null;
  let nextIn = Infinity;
  for (const interval of all) {
    const wait = (interval.start - now + WEEK_MINUTES) % WEEK_MINUTES;
    if (wait < nextIn) [next, nextIn] = [interval, wait];
  }
  if (!next) return { open: false, opens: null };
  const daysAhead = Math.floor((minute + nextIn) / DAY);
  const when =
    daysAhead === 0 ? 'today' : daysAhead === 1 ? 'tomorrow' : daysOfWeek[Math.floor(next.start / DAY)]!;
  return { open: false, opens: next.opens, when };
}

/** The opening times that start on the day of `instant` (none: closed that day). */
export function hoursOnDayOf(
  hours: readonly OpeningHours[],
  instant: number,
): Array<{ opens: string; closes: string }> {
  const { day } = indiaWeekTime(instant);
  return intervals(hours)
    .filter((interval) => Math.floor(interval.start / DAY) === day)
    .sort((a, b) => a.start - b.start)
    .map(({ opens, closes }) => ({ opens, closes }));
}

/**
 * "19:30" read out by the page's language: `say` gets it on the 12-hour clock ("7:30") and the
 * hour on the 24-hour one (19), which tells English am from pm and other languages the part of the day.
 */
export function clockTime(time: string, say: (time12: string, hour: number) => string): string {
  const minutes = minutesOf(time);
  const hours = Math.floor(minutes / 60);
  return say(`${hours % 12 || 12}:${String(minutes % 60).padStart(2, '0')}`, hours);
}

/** A rule's days as one range ("Monday to Saturday"), or null when they are not consecutive. */
export function weekdayRange(days: readonly Weekday[]): { first: Weekday; last: Weekday } | null {
  const sorted = [...days].sort((a, b) => daysOfWeek.indexOf(a) - daysOfWeek.indexOf(b));
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (!first || !last) return null;
  const contiguous = sorted.every((d, i) => daysOfWeek.indexOf(d) === daysOfWeek.indexOf(first) + i);
  return contiguous ? { first, last } : null;
}
