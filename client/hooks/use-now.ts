import { startTransition, useEffect, useState } from 'react';
import { useAppState } from '../state/app-state';

/** How often a page showing "Open now" reads the clock again. */
const REFRESH_MS = 60_000;

/** The time to the minute: what a page shows of it ("closes at 7:00 pm") changes no faster. */
const toMinute = (time: number) => time - (time % 60_000);

/**
 * The current time, to the minute, for what a page computes from it ("Open now"). The first
 * render uses the server's clock at render time, which the server sent with the page, so
 * hydration sees the very same text; the browser's own clock takes over in an effect right
 * after, and every minute from then on.
 *
 * Usually the browser's minute is the server's, and React keeps the page as it is. When the
 * minute has turned, the page renders again as a transition: in slices a tap can interrupt,
 * not as one long task right after hydration, when a visitor is likely to tap.
 */
export function useNow(): number {
  const { renderedAt } = useAppState();
  const [now, setNow] = useState(() => toMinute(renderedAt ?? Date.now()));
  useEffect(() => {
    const readClock = () => startTransition(() => setNow(toMinute(Date.now())));
    readClock();
    const timer = setInterval(readClock, REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
