import { useEffect } from 'react';

/**
 * Marks <html data-hydrated="true"> once React has hydrated: browser tests wait for it, and CSS
 * can tell an interactive page from server HTML. Renders nothing; App renders it on the server
 * as well, so both trees have the same shape (app.tsx says why that matters).
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
