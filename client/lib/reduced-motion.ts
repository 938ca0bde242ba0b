// The visitor asked the system for less motion (WCAG 2.2.2: then nothing moves on its own).
// Older browsers without matchMedia, or without its change event, count as not asking.

const QUERY = '(prefers-reduced-motion: reduce)';

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;
}

/** Tells `onChange` the preference now and whenever it changes; returns the unsubscribe. */
export function watchReducedMotion(onChange: (reduce: boolean) => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(QUERY);
  onChange(query.matches);
  const listener = (event: MediaQueryListEvent) => onChange(event.matches);
  query.addEventListener?.('change', listener);
  return () => query.removeEventListener?.('change', listener);
}
