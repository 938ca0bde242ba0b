import manifest, { type ManifestChunk } from 'virtual:client-manifest';
import { HYDRATION_CHUNKS_ELEMENT_ID } from '../../shared/render-contract';
import { sitePages, type PageId } from '../../shared/site-pages';
import { pageModuleId } from './page-components';
import { pageLateModules } from './page-late-modules';

// Server only. The JS files the page being rendered hydrates with: the hydration entry, the
// page's own chunk, and every chunk those import statically. boot.ts (the one script in the
// built index.html) requests them all at once after the page has loaded, instead of
// discovering them one import at a time. Nothing in development, where Vite serves modules
// unbundled and boot.ts imports the entry by itself.

const ENTRY_KEY = 'client/entry-client.tsx';

// Checked at the server's start: found missing during a render, a chunk would turn that page
// into an error. A late module without a chunk of its own would have been bundled into another.
if (manifest) {
  const lateModules = Object.values(pageLateModules).flatMap((late) => late.modules);
  const missing = [ENTRY_KEY, ...sitePages.map((page) => pageModuleId(page.id)), ...lateModules].filter(
    (key) => !manifest![key],
  );
  if (missing.length > 0)
    throw new Error(
      `Client manifest lacks ${missing.join(', ')}: the site registry and the build disagree, or a late module has no chunk of its own.`,
    );
}

function staticClosure(keys: readonly string[], into: Set<string>): Set<string> {
  for (const key of keys) {
    if (into.has(key)) continue;
    into.add(key);
    staticClosure((manifest![key] as ManifestChunk).imports ?? [], into);
  }
  return into;
}

const cache = new Map<string, string[]>();

/**
 * Root-relative URLs of the JS files a page needs to hydrate, with the late modules it waits on
 * (page-late-modules.ts) when this render waits on them. Fixed per page and case: worked out
 * once.
 */
function hydrationChunkUrls(pageId: PageId | null, withLateModules: boolean): string[] {
  if (!manifest) return [];
  const cacheKey = `${pageId}:${withLateModules}`;
  let urls = cache.get(cacheKey);
  if (!urls) {
    const late = withLateModules && pageId ? (pageLateModules[pageId]?.modules ?? []) : [];
    const keys = staticClosure([ENTRY_KEY, ...(pageId ? [pageModuleId(pageId)] : []), ...late], new Set());
    urls = [...keys].map((key) => '/' + (manifest![key] as ManifestChunk).file);
    cache.set(cacheKey, urls);
  }
  return urls;
}

/**
 * That list as a JSON data block for the <head>, with the modules this render of the page
 * waits on before it hydrates (`search` is the URL's query). A data block is never executed, so
 * it needs no nonce; the URLs are our own hashed file names, nothing to escape.
 */
export function hydrationChunksTag(pageId: PageId | null, search: string): string[] {
  const waitsOnLateModules = pageId !== null && pageLateModules[pageId]?.waitsOn(search) === true;
  const urls = hydrationChunkUrls(pageId, waitsOnLateModules);
  return urls.length === 0
    ? []
    : [
        `<script type="application/json" id="${HYDRATION_CHUNKS_ELEMENT_ID}">${JSON.stringify(urls)}</script>`,
      ];
}
