import { findBranches } from './find-branches';

// Server only. A page opened with a search the places decide (a name, a PIN code no branch has)
// hydrates once they are in (use-finder-result.ts). Named among the page's hydration files,
// they come with them, not one round trip after.

/** The places' module, as the build's manifest names it (imported as './search-places'). */
export const SEARCH_PLACES_MODULE = 'client/features/branches/search-places.ts';

/** Whether a render of the branch finder for `search` (the URL's query) waits on the places. */
export function searchNeedsPlaces(search: string): boolean {
  return findBranches(new URLSearchParams(search).get('q'), null).needsPlaces === true;
}
