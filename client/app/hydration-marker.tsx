import { useMarkHydrated } from '../hooks/use-hydrating';

/**
 * Marks <html data-hydrated="true"> once React has hydrated (client/hooks/use-hydrating.ts).
 * Renders nothing; App renders it on the server as well, so both trees have the same shape
 * (app.tsx says why that matters).
 */
export function HydrationMarker() {
  useMarkHydrated();
  return null;
}
