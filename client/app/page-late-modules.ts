import type { PageId } from '../../shared/site-pages';
import { modulesWaitedOn, SEARCH_PLACES_MODULE } from '../features/branches/search-places-module';

// Server only. The code a page's render may wait on before it hydrates, beyond its own chunk:
// named among the page's hydration files, it comes with them, not one round trip after.
// A page not listed waits on nothing else.

interface LateModules {
  /** Every module the page may wait on (manifest keys): each must be a chunk of its own. */
  modules: readonly string[];
  /** Those this render waits on, given the URL's query. */
  waitedOn: (search: string) => string[];
}

export const pageLateModules: { readonly [Id in PageId]?: LateModules } = {
  branches: { modules: [SEARCH_PLACES_MODULE], waitedOn: modulesWaitedOn },
};
