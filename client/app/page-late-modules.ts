import type { PageId } from '../../shared/site-pages';
import { searchNeedsPlaces, SEARCH_PLACES_MODULE } from '../features/branches/search-places-module';

// Server only. The code a page's render may wait on before it hydrates, beyond its own chunk:
// named among the page's hydration files, it comes with them, not one round trip after.
// A page not listed waits on nothing else.

interface LateModules {
  /** The modules (manifest keys), each a chunk of its own: the server checks at start. */
  modules: readonly string[];
  /** Whether this render waits on them, given the URL's query. */
  waitsOn: (search: string) => boolean;
}

export const pageLateModules: { readonly [Id in PageId]?: LateModules } = {
  branches: { modules: [SEARCH_PLACES_MODULE], waitsOn: searchNeedsPlaces },
};
