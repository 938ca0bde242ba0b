/**
 * How far outside the viewport an element counts as near: deferred work (a carousel's script,
 * an embedded map) starts about a flick ahead, so it is ready by the time the visitor arrives.
 */
const NEAR_VIEWPORT_MARGIN = '300px 0px';

/** Calls `onNear` once, when `element` first comes near the viewport. Returns a cancel function. */
export function whenNearViewport(element: Element, onNear: () => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
