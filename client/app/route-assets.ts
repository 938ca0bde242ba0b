import manifest, { type ManifestChunk } from 'virtual:client-manifest';
import type { PageId } from './route-table';
import { pageIds, pageModuleId } from './page-components';

// Server only. The <link rel="modulepreload"> tags for the page being rendered: its own chunk
// and every chunk it or the entry imports statically, so the browser fetches them in parallel
// with the entry instead of discovering them one import at a time. The entry's module script
// and the stylesheet are already in the built index.html. Nothing in development, where Vite
// serves modules unbundled.

const ENTRY_KEY = 'index.html';

if (manifest) {
  const missing = [ENTRY_KEY, ...pageIds.map(pageModuleId)].filter((key) => !manifest![key]);
  if (missing.length > 0) throw new Error(`Client manifest lacks ${missing.join(', ')}: page-components.ts and the build disagree.`);
}

function staticClosure(keys: string[], into: Set<string>): Set<string> {
  for (const key of keys) {
    if (into.has(key)) continue;
    into.add(key);
    staticClosure((manifest![key] as ManifestChunk).imports ?? [], into);
  }
  return into;
}

const cache = new Map<PageId | null, string[]>();

/** Root-relative URLs of the JS chunks a page needs before it can hydrate, entry excluded. */
export function pageChunkUrls(pageId: PageId | null): string[] {
  if (!manifest) return [];
  let urls = cache.get(pageId);
  if (!urls) {
    const keys = staticClosure([ENTRY_KEY, ...(pageId ? [pageModuleId(pageId)] : [])], new Set());
    keys.delete(ENTRY_KEY);
    urls = [...keys].map((key) => '/' + (manifest![key] as ManifestChunk).file);
    cache.set(pageId, urls);
  }
  return urls;
}

export function modulePreloadTags(pageId: PageId | null, nonce: string): string[] {
  return pageChunkUrls(pageId).map((href) => `<link rel="modulepreload" crossorigin href="${href}" nonce="${nonce}" />`);
}
