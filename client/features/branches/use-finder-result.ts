import { use, useEffect, useReducer } from 'react';
import { branchFinderText } from '../../content/branches';
import { lateModule } from '../../lib/late-module';
import { findBranches, type FinderResult } from './find-branches';

// The places a search needs (search-places.ts) are kept out of the page's first load. The
// browser fetches them when the visitor is about to search (the field has the focus), or when
// a search needs them. No Suspense boundary catches the wait: a boundary still showing the
// server's HTML throws it away when anything above it renders again (the rates ticker's
// refresh, a minute's turn), and the list would blink. So a page opened with a search
// hydrates once they are in (the server names them among its hydration files, so they come
// with those: search-places-module.ts), and a search in the page waits inside the router's
// transition.

const searchPlacesCode = lateModule(() => import('./search-places'));
/** The server renders every search with them, so it loads them once, up front. */
if (import.meta.env.SSR) void searchPlacesCode.arrival();

/** Starts fetching the places, if they are not in: the visitor is about to search. */
export function prefetchSearchPlaces(): void {
  if (!searchPlacesCode.current) searchPlacesCode.attempt().catch(() => undefined);
}

/**
 * One try per search, kept for it: every render of that search waits on the same promise, and
 * a failed try (offline) is not made again by a render (the result then shows every branch).
 * A new search tries again.
 */
const triesBySearch = new Map<string, Promise<unknown>>();
function tryFor(q: string): Promise<unknown> {
  let attempt = triesBySearch.get(q);
  if (!attempt) {
    attempt = searchPlacesCode.attempt().catch(() => null);
    triesBySearch.set(q, attempt);
  }
  return attempt;
}

/** What the branch finder shows for the `q` of the URL. */
export function useFinderResult(q: string | null): FinderResult {
  // Every hook before `use()`: React may replay this function once what it waits for is in.
  const [, triedAgain] = useReducer((tries: number) => tries + 1, 0);
  const result = findBranches(q, searchPlacesCode.current?.searchPlaces ?? null);
  const waiting = result.needsPlaces === true;
  useEffect(() => {
    if (!waiting) return;
    // A try that failed (offline) is made again when the connection is back.
    const again = () => {
      triesBySearch.delete(q ?? '');
      triedAgain();
    };
    addEventListener('online', again);
    return () => removeEventListener('online', again);
  }, [waiting, q]);
  if (!waiting) return result;
  // Hydration must render what the server did, so it waits until the places are in, with the
  // server's HTML on screen and working as it does without JavaScript. Later, a render waits
  // for one try: the router's transition keeps the list as it is meanwhile.
  // Still the server's HTML until the page root marks <html> (client/app/hydration-marker.tsx).
  const hydrating = import.meta.env.SSR || document.documentElement.dataset.hydrated !== 'true';
  use(hydrating ? searchPlacesCode.arrival() : tryFor(q ?? ''));
  return searchPlacesCode.current
    ? findBranches(q, searchPlacesCode.current.searchPlaces)
    : { ...result, message: branchFinderText.offline(result.query) };
}
