import { createElement, use, type ComponentType } from 'react';
import { pageAt, sitePages, type PageId } from '../../shared/site-pages';

// Route-level code splitting. Each page is its own chunk, so the first load of a page carries
// the shell (React, the router, header, footer) plus that one page, never the other nine.
//
// Hydration must not suspend: the server rendered the page synchronously, so the client loads
// the current page's chunk BEFORE hydrateRoot (entry-client.tsx calls preloadPageFor); the
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

interface LazyPage {
  load: () => Promise<PageParts>;
  loaded: PageParts | null;
  pending: Promise<PageParts> | null;
  /** The promise a suspended render waits on (stable, as React's `use` requires). */
  forRender: Promise<PageParts> | null;
}

/** Manifest key of a page's chunk, for the hydration file list in its <head> (route-assets.ts). */
export const pageModuleId = (pageId: PageId): string => `client/pages/${pageId}/page.tsx`;

// The folder convention is the page list's other half: one folder per registry entry.
const pageModules = import.meta.glob<PageModule>('../pages/*/page.tsx');

// A registry entry without its folder fails at server start: route-assets.ts finds no chunk.
function lazyPage(pageId: PageId): LazyPage {
  const importModule = pageModules[`../pages/${pageId}/page.tsx`]!;
  return {
    load: () => importModule().then((module) => ({ main: module.default, afterFooter: module.AfterFooter })),
    loaded: null,
    pending: null,
    forRender: null,
  };
}

const pages = Object.fromEntries(sitePages.map((page) => [page.id, lazyPage(page.id)])) as Record<
  PageId,
  LazyPage
>;

function loadPage(entry: LazyPage): Promise<PageParts> {
  if (entry.loaded) return Promise.resolve(entry.loaded);
  entry.pending ??= entry.load().then(
    (parts) => (entry.loaded = parts),
    (error: unknown) => {
      // A failed chunk download (flaky network) may be retried by the next navigation.
      entry.pending = null;
      throw error;
    },
  );
  return entry.pending;
}

/** Loads the page a path shows (nothing for unknown paths). Safe to call many times. */
export function preloadPageFor(pathname: string): Promise<unknown> {
  const page = pageAt(pathname);
  return page ? loadPage(pages[page.id]).catch(() => undefined) : Promise.resolve();
}

/** Every page, for the server: it renders any of them and should never wait for a chunk. */
export function preloadAllPages(): Promise<unknown> {
  return Promise.all(Object.values(pages).map(loadPage));
}

/**
 * If a page's chunk cannot be downloaded during a client navigation (offline, or a new
 * release removed the old hashed file), load the URL as a document instead: the server
 * renders it, which is better than an empty page.
 */
function loadForRender(entry: LazyPage): Promise<PageParts> {
  return loadPage(entry).catch((error: unknown) => {
    entry.forRender = null;
    if (typeof window === 'undefined') throw error;
    window.location.reload();
    return new Promise<PageParts>(() => {});
  });
}

/** One part of a page; both parts of a page wait on the same chunk. */
export function PageSection({ pageId, part }: { pageId: PageId; part: PagePart }) {
  const entry = pages[pageId];
  // Already loaded: render synchronously (always the case while hydrating). Otherwise
  // suspend on the one shared promise until the chunk arrives.
  const parts = entry.loaded ?? use((entry.forRender ??= loadForRender(entry)));
  const Component = parts[part];
  return Component ? createElement(Component) : null;
}
