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

interface LazyPage {
  load: () => Promise<ComponentType>;
  loaded: ComponentType | null;
  pending: Promise<ComponentType> | null;
  /** The promise a suspended render waits on (stable, as React's `use` requires). */
  forRender: Promise<ComponentType> | null;
}

const page = (load: () => Promise<ComponentType>): LazyPage => ({
  load,
  loaded: null,
  pending: null,
  forRender: null,
});

const pages: Record<PageId, LazyPage> = {
  'home': page(() => import('../pages/home-page').then((m) => m.HomePage)),
  'about': page(() => import('../pages/about-page').then((m) => m.AboutPage)),
  'calculator': page(() => import('../pages/calculator-page').then((m) => m.CalculatorPage)),
  'branches': page(() => import('../pages/branches-page').then((m) => m.BranchesPage)),
  'partner': page(() => import('../pages/partner-page').then((m) => m.PartnerPage)),
  'news': page(() => import('../pages/news-page').then((m) => m.NewsPage)),
  'services': page(() => import('../pages/services-page').then((m) => m.ServicesPage)),
  'faq': page(() => import('../pages/faq-page').then((m) => m.FaqPage)),
  'gold-returns-card': page(() =>
    import('../pages/gold-returns-card-page').then((m) => m.GoldReturnsCardPage),
  ),
  'career': page(() => import('../pages/career-page').then((m) => m.CareerPage)),
};

function loadPage(entry: LazyPage): Promise<ComponentType> {
  if (entry.loaded) return Promise.resolve(entry.loaded);
  entry.pending ??= entry.load().then(
    (component) => (entry.loaded = component),
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
function loadForRender(entry: LazyPage): Promise<ComponentType> {
  return loadPage(entry).catch((error: unknown) => {
    entry.forRender = null;
    if (typeof window === 'undefined') throw error;
    window.location.reload();
    return new Promise<ComponentType>(() => {});
  });
}

function lazyComponent(entry: LazyPage): ComponentType {
  function RoutePage() {
    // Already loaded: render synchronously (always the case while hydrating). Otherwise
    // suspend on the one shared promise until the chunk arrives.
    const Component = entry.loaded ?? use((entry.forRender ??= loadForRender(entry)));
    return createElement(Component);
  }
  return RoutePage;
}

export const pageComponents: Record<PageId, ComponentType> = Object.fromEntries(
  (Object.keys(pages) as PageId[]).map((id) => [id, lazyComponent(pages[id])]),
) as Record<PageId, ComponentType>;
