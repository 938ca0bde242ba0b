// The one route table. Paths match exactly (spec section 2); the server uses the same table
// for statuses, redirects and the sitemap through the render entry.

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

export interface RouteDefinition {
  path: string;
  page: PageId;
  /** Where search engines should index this page's content. */
  canonicalPath: string;
}

/** A page's canonical path is its own unless it shows another path's content. */
const route = (path: string, page: PageId, canonicalPath = path): RouteDefinition => ({ path, page, canonicalPath });

export const routeTable: readonly RouteDefinition[] = [
  route('/', 'home'),
  route('/home', 'home', '/'),
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
