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

export const routeTable: readonly RouteDefinition[] = [
  { path: '/', page: 'home', canonicalPath: '/' },
  { path: '/home', page: 'home', canonicalPath: '/' },
  { path: '/about', page: 'about', canonicalPath: '/about' },
  { path: '/calculator', page: 'calculator', canonicalPath: '/calculator' },
  { path: '/branches', page: 'branches', canonicalPath: '/branches' },
  { path: '/partner', page: 'partner', canonicalPath: '/partner' },
  { path: '/news', page: 'news', canonicalPath: '/news' },
  { path: '/services', page: 'services', canonicalPath: '/services' },
  { path: '/faq', page: 'faq', canonicalPath: '/faq' },
  { path: '/gold-returns-card', page: 'gold-returns-card', canonicalPath: '/gold-returns-card' },
  { path: '/career', page: 'career', canonicalPath: '/career' },
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
