import { createElement, use, type ComponentType } from 'react';
import { matchRoute, type PageId } from './route-table';

// Route-level code splitting. Each page is its own chunk, so the first load of a page carries
// the shell (React, the router, header, footer) plus that one page, never the other nine.
//
// Hydration must not suspend: the server rendered the page synchronously, so the client loads
// the current page's chunk BEFORE hydrateRoot (entry-client.tsx calls preloadPageFor); the
// server lists that chunk among the page's hydration files (route-assets.ts), so boot.ts
// downloads it in parallel with the entry. Once loaded, a page renders synchronously; on a client
// navigation to a page not loaded yet the component suspends inside the router's transition,
// so React keeps the current page on screen until the next one is ready.

/** What a page's chunk provides: its content for <main>, and what follows the footer, if anything. */
interface PageParts {
  main: ComponentType;
  afterFooter?: ComponentType;
}

export type PagePart = keyof PageParts;

interface LazyPage {
  load: () => Promise<PageParts>;
  loaded: PageParts | null;
  pending: Promise<PageParts> | null;
  /** The promise a suspended render waits on (stable, as React's `use` requires). */
  forRender: Promise<PageParts> | null;
}

const page = (load: () => Promise<PageParts>): LazyPage => ({
  load,
  loaded: null,
  pending: null,
  forRender: null,
});

const pages: Record<PageId, LazyPage> = {
  home: page(() =>
    import('../pages/home-page').then((m) => ({ main: m.HomePage, afterFooter: m.HomePageAfterFooter })),
  ),
  about: page(() => import('../pages/about-page').then((m) => ({ main: m.AboutPage }))),
  calculator: page(() => import('../pages/calculator-page').then((m) => ({ main: m.CalculatorPage }))),
  branches: page(() => import('../pages/branches-page').then((m) => ({ main: m.BranchesPage }))),
  partner: page(() => import('../pages/partner-page').then((m) => ({ main: m.PartnerPage }))),
  news: page(() => import('../pages/news-page').then((m) => ({ main: m.NewsPage }))),
  services: page(() => import('../pages/services-page').then((m) => ({ main: m.ServicesPage }))),
  faq: page(() => import('../pages/faq-page').then((m) => ({ main: m.FaqPage }))),
  'gold-returns-card': page(() =>
    import('../pages/gold-returns-card-page').then((m) => ({ main: m.GoldReturnsCardPage })),
  ),
  career: page(() => import('../pages/career-page').then((m) => ({ main: m.CareerPage }))),
};

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
  const route = matchRoute(pathname);
  return route ? loadPage(pages[route.page]).catch(() => undefined) : Promise.resolve();
}

/** Every page, for the server: it renders any of them and should never wait for a chunk. */
export function preloadAllPages(): Promise<unknown> {
  return Promise.all(Object.values(pages).map(loadPage));
}

/**
 * Manifest key of a page's chunk, for the hydration file list in its <head>: the
 * source path, by the convention the table above follows (route-assets.ts checks every key
 * against the manifest when the server starts).
 */
export const pageModuleId = (pageId: PageId): string => `client/pages/${pageId}-page.tsx`;

// Pure: only the server reads it (route-assets.ts), so the browser bundle drops the call.
export const pageIds = /* @__PURE__ */ Object.keys(pages) as PageId[];

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
