/** The visitor asked the system for less motion (WCAG 2.2.2: then nothing moves on its own). */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
