// The one route table. Paths match exactly (spec section 2); the server uses the same table
// for statuses, redirects and the sitemap through the render entry.

import type { PageMetaKey } from '../content/page-meta';

export type PageId =
  | 'home'
  | 'about'
  | 'calculator'
  | 'branches'
  | 'partner'
  | 'news'
  | 'services'
  | 'faq'
  | 'gold-returns-card'
  | 'career';

/** A path with a page of its own, and so a title and description in content/page-meta.ts. */
type CanonicalPath = Exclude<PageMetaKey, 'not-found'>;

export interface RouteDefinition {
  path: string;
  page: PageId;
  /** Where search engines should index this page's content. */
  canonicalPath: CanonicalPath;
}

const route = (path: CanonicalPath, page: PageId): RouteDefinition => ({ path, page, canonicalPath: path });
/** Another path showing a page's content, indexed under the page's own path. */
const alias = (path: string, page: PageId, canonicalPath: CanonicalPath): RouteDefinition => ({
  path,
  page,
  canonicalPath,
});

export const routeTable: readonly RouteDefinition[] = [
  route('/', 'home'),
  alias('/home', 'home', '/'),
  route('/about', 'about'),
  route('/calculator', 'calculator'),
  route('/branches', 'branches'),
  route('/partner', 'partner'),
  route('/news', 'news'),
  route('/services', 'services'),
  route('/faq', 'faq'),
  route('/gold-returns-card', 'gold-returns-card'),
  route('/career', 'career'),
];

/** The spec's footer spells the services link /service (DECISIONS.md section 4). */
const permanentRedirects: Readonly<Record<string, string>> = { '/service': '/services' };

export function matchRoute(pathname: string): RouteDefinition | null {
  return routeTable.find((route) => route.path === pathname) ?? null;
}

export function redirectFor(pathname: string): string | null {
  const target = permanentRedirects[pathname];
  if (target) return target;
  // /about/ -> /about, so a stray slash never becomes a 404.
  if (pathname.length > 1 && pathname.endsWith('/')) {
    const trimmed = pathname.replace(/\/+$/, '') || '/';
    if (matchRoute(trimmed) || permanentRedirects[trimmed]) return permanentRedirects[trimmed] ?? trimmed;
  }
  return null;
}
