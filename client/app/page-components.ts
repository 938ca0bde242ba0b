import { createElement, use, type ComponentType } from 'react';
import { pageAt, sitePages, type PageId } from '../../shared/site-pages';
import { lateModule, type LateModule } from '../lib/late-module';

// Route-level code splitting. Each page is its own chunk, so the first load of a page carries
// the shell (React, the router, header, footer) plus that one page, never the other nine.
//
// Hydration must not suspend: the server rendered the page synchronously, so the client loads
// the current page's chunk BEFORE hydrateRoot (entry-client.tsx waits for pageCodeFor); the
// server lists that chunk among the page's hydration files (route-assets.ts), so boot.ts
// downloads it in parallel with the entry. Once loaded, a page renders synchronously; on a client
// navigation to a page not loaded yet the component suspends inside the router's transition,
// so React keeps the current page on screen until the next one is ready.

/**
 * What a page's chunk (client/pages/<id>/page.tsx) provides: its content for <main> as the
 * default export, and what follows the footer, if anything.
 */
interface PageModule {
  default: ComponentType;
  AfterFooter?: ComponentType;
}

interface PageParts {
  main: ComponentType;
  afterFooter?: ComponentType | undefined;
}

export type PagePart = keyof PageParts;

/** Manifest key of a page's chunk, for the hydration file list in its <head> (route-assets.ts). */
export const pageModuleId = (pageId: PageId): string => `client/pages/${pageId}/page.tsx`;

// The folder convention is the page list's other half: one folder per registry entry.
const pageModules = import.meta.glob<PageModule>('../pages/*/page.tsx');

// A registry entry without its folder fails at server start: route-assets.ts finds no chunk.
function lazyPage(pageId: PageId): LateModule<PageParts> {
  const importModule = pageModules[`../pages/${pageId}/page.tsx`]!;
  return lateModule(() =>
    importModule().then((module) => ({ main: module.default, afterFooter: module.AfterFooter })),
  );
}

const pages = Object.fromEntries(sitePages.map((page) => [page.id, lazyPage(page.id)])) as Record<
  PageId,
  LateModule<PageParts>
>;

/**
 * Resolves once the page a path shows is loaded (at once for unknown paths), trying again at
 * each next chance should its chunk fail to arrive. Hydration waits for it; the server HTML
 * works as it does without JavaScript meanwhile. (Reloading instead would reload for as long as
 * the chunk cannot be had, each time throwing away what the visitor had typed.)
 */
export function pageCodeFor(pathname: string): Promise<unknown> {
  const page = pageAt(pathname);
  return page ? pages[page.id].arrival() : Promise.resolve();
}

/** Every page, for the server: it renders any of them and should never wait for a chunk. */
export function preloadAllPages(): Promise<unknown> {
  return Promise.all(Object.values(pages).map((page) => page.arrival()));
}

/**
 * A page's chunk for a client navigation. When the site cannot be reached (offline, a dead
 * connection the browser calls online, or a proxy whose own error page says no instance
 * answers), the current page stays (React keeps it on screen while the next one suspends) with
 * anything waiting in it, such as a lead to send, and the click completes once the chunk comes.
 * When the site answers, the chunk is asked for once more, since the failure may have been a
 * blip already over; if it still cannot be had (a new release removed the old hashed file),
 * the URL is loaded as a document: the server renders it.
 */
function loadForRender(page: LateModule<PageParts>): Promise<PageParts> {
  return page.attempt().catch(async () => {
    // A 404 page is the site answering; a 5xx (the proxy's page when no instance answers) is not.
    const siteAnswers =
      navigator.onLine &&
      (await fetch(window.location.href, { method: 'HEAD', cache: 'no-store' }).then(
        (response) => response.status < 500,
        () => false,
      ));
    if (!siteAnswers) return page.arrival();
    return page.attempt().catch(() => {
      window.location.reload();
      return new Promise<PageParts>(() => {});
    });
  });
}

const forRender = new Map<LateModule<PageParts>, Promise<PageParts>>();

/** One part of a page; both parts of a page wait on the same chunk. */
export function PageSection({ pageId, part }: { pageId: PageId; part: PagePart }) {
  const page = pages[pageId];
  // Already loaded: render synchronously (always the case while hydrating). Otherwise
  // suspend on the one shared promise until the chunk arrives.
  let waiting = forRender.get(page);
  if (!page.current && !waiting) forRender.set(page, (waiting = loadForRender(page)));
  const parts = page.current ?? use(waiting!);
  const Component = parts[part];
  return Component ? createElement(Component) : null;
}
