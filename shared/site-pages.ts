import type { LeadKind } from './lead-forms';

// The site registry: every page, declared once. Routing, statuses, redirects, the sitemap, the
// menus, the pages that take a form post (and so their allowed methods) and each form's action
// all follow from this list. A page's component is found by convention at
// client/pages/<id>/page.tsx, and its title, description, heading and menu labels live in
// client/content/ keyed by its id. Paths only, no text: the browser loads this module, and
// what a page says stays in the page's own chunk.

interface SitePageDefinition {
  id: string;
  /** Where the page lives and is indexed. Paths match exactly. */
  path: string;
  /** Other paths that show the same page, indexed under `path`. */
  aliases?: readonly string[];
  /** Old paths answered with a permanent redirect to `path`. */
  redirects?: readonly string[];
  /** The lead form that posts to this page when JavaScript is off. */
  form?: LeadKind;
  /** The footer links every page at its path, unless this names another (an alias), or is false. */
  footer?: false | string;
}

export const sitePages = [
  { id: 'home', path: '/', aliases: ['/home'], form: 'contact', footer: '/home' },
  { id: 'about', path: '/about' },
  { id: 'calculator', path: '/calculator', form: 'gold' },
  { id: 'branches', path: '/branches' },
  { id: 'partner', path: '/partner', form: 'franchise' },
  { id: 'news', path: '/news' },
  // Old links to /service (the original site's footer spelling) redirect here.
  { id: 'services', path: '/services', redirects: ['/service'] },
  { id: 'faq', path: '/faq' },
  { id: 'gold-returns-card', path: '/gold-returns-card' },
  { id: 'career', path: '/career', form: 'career', footer: false },
] as const satisfies readonly SitePageDefinition[];

export type SitePage = (typeof sitePages)[number];
export type PageId = SitePage['id'];

const pagesByPath = new Map<string, SitePage>(
  sitePages.flatMap((page) =>
    [page.path, ...('aliases' in page ? page.aliases : [])].map((path) => [path, page] as const),
  ),
);

// Server-side lookups are marked pure, so the browser bundle, which never reads them, drops them.
const redirectTargets = /* @__PURE__ */ new Map<string, string>(
  /* @__PURE__ */ sitePages.flatMap((page) =>
    ('redirects' in page ? page.redirects : []).map((from) => [from, page.path] as const),
  ),
);

/** The page a path shows (its own path or an alias), or null: the 404 page. */
export function pageAt(pathname: string): SitePage | null {
  return pagesByPath.get(pathname) ?? null;
}

/** Where a path redirects permanently, or null: old paths, and a trailing slash on a page path. */
export function redirectFor(pathname: string): string | null {
  const target = redirectTargets.get(pathname);
  if (target) return target;
  // /about/ -> /about, so a stray slash never becomes a 404.
  if (pathname.length > 1 && pathname.endsWith('/')) {
    const trimmed = pathname.replace(/\/+$/, '') || '/';
    return redirectTargets.get(trimmed) ?? (pagesByPath.has(trimmed) ? trimmed : null);
  }
  return null;
}

/** Every path that shows a page (own paths and aliases), for crawling tests and benchmarks. */
export const pagePaths: readonly string[] = /* @__PURE__ */ Array.from(/* @__PURE__ */ pagesByPath.keys());

/** The paths search engines should index: each page once, under its own path. */
export const indexablePaths: readonly string[] = /* @__PURE__ */ sitePages.map((page) => page.path);

/** The form a path takes posts for (JavaScript off), or null. */
export function formAt(pathname: string): LeadKind | null {
  const page = pageAt(pathname);
  return page && 'form' in page ? page.form : null;
}

/** Every path that takes a form post, with the form it takes. */
export const formPaths: ReadonlyArray<readonly [path: string, kind: LeadKind]> =
  /* @__PURE__ */ pagePaths.flatMap((path) => {
    const kind = formAt(path);
    return kind ? [[path, kind] as const] : [];
  });
