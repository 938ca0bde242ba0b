import { useEffect, useState } from 'react';
import { useAppState } from '../app/app-state';

/** How often a page showing "Open now" reads the clock again. */
const REFRESH_MS = 60_000;

/**
 * The current time for what a page computes from it ("Open now"). The first render uses the
 * server's clock at render time, which the server sent with the page, so hydration sees the
 * very same text; the browser's own clock takes over in an effect right after, and every
 * minute from then on.
 */
export function useNow(): number {
  const { renderedAt } = useAppState();
  const [now, setNow] = useState(() => renderedAt ?? Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
