import { useEffect } from 'react';

/**
 * Marks <html data-hydrated="true"> once React has hydrated: browser tests wait for it, and CSS
 * can tell an interactive page from server HTML. Renders nothing, so it cannot cause a mismatch.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
