import { use } from 'react';
import { useHydrating } from '../../hooks/use-hydrating';
import { lateModule } from '../../lib/late-module';
import { findBranches, type FinderResult } from './find-branches';

// The places a search may need (search-places.ts) are kept out of the page's first load. The
// browser fetches them when the visitor is about to search (the field has the focus, or a
// search needs them), and only a search whose answer depends on them waits for them.

const searchPlacesCode = lateModule(() => import('./search-places'));
/** The server renders every search with them, so it loads them once, up front. */
if (import.meta.env.SSR) void searchPlacesCode.arrival();

let lastFetch: Promise<unknown> | null = null;

/**
 * Fetches the places unless they are in. One fetch at a time, and no fetch again by itself
 * after a failure (offline, the search shows what it finds without them): the next search or
 * focus asks again.
 */
export function fetchSearchPlaces(): Promise<unknown> {
  if (!searchPlacesCode.current) lastFetch = searchPlacesCode.attempt().catch(() => null);
  return lastFetch ?? Promise.resolve();
}

/** What the branch finder shows for the `q` of the URL. */
export function useFinderResult(q: string | null): FinderResult {
  const hydrating = useHydrating();
  const result = findBranches(q, searchPlacesCode.current?.searchPlaces ?? null);
  if (!result.needsPlaces) return result;
  // Hydration must render what the server did, so it waits for the places, with the server's
  // HTML on screen; a search or a link in the page waits inside the router's transition,
  // which keeps the page as it is meanwhile.
  if (import.meta.env.SSR || hydrating) use(searchPlacesCode.arrival());
  else use(lastFetch ?? fetchSearchPlaces());
  return searchPlacesCode.current ? findBranches(q, searchPlacesCode.current.searchPlaces) : result;
}
