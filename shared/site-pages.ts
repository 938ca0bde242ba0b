import type { LeadKind } from './lead-forms';

// The site registry: every page, declared once. Routing, statuses, redirects, the sitemap, the
// menus, the pages that take a form post (and so their allowed methods) and each form's action
// all follow from this list. A page's component is found by convention at
// client/pages/<id>/page.tsx, and its title, description, heading and menu labels live in
// client/content/ keyed by its id. Paths only, no text: the browser loads this module, and
// what a page says stays in the page's own chunk.
//
// A path may end in a `:name` segment (`/branches/:slug`): one entry stands for a page per value.
// Which values exist is content (the branches), which this module never sees; whoever needs
// them passes them in as `PathParamValues` (the render entry's `pathParams`). Without them a
// segment matches any value, which is what the browser does: the page's own chunk knows its
// values and shows the 404 page for any other, and the server has answered 404 already.

export interface SitePageDefinition {
  id: string;
  /**
   * Where the page lives and is indexed: exact, or with one `:name` parameter as its last
   * segment (`/branches/:slug`), a page per value.
   */
  path: string;
  /** Other paths that show the same page, indexed under `path`. */
  aliases?: readonly string[];
  /** Old paths answered with a permanent redirect to `path`. */
  redirects?: readonly string[];
  /** The lead form that posts to this page when JavaScript is off. */
  form?: LeadKind;
  /**
   * The footer links every page at its path, unless this names another (an alias), or is false.
   * Pages with parameters are in no menu.
   */
  footer?: false | string;
  /**
   * False keeps the page out of the main menu (which fits one line at 1100 px with ten pages):
   * for pages reached from the footer or a link, such as a privacy notice.
   */
  menu?: false;
}

export const sitePages = [
  { id: 'home', path: '/', aliases: ['/home'], form: 'contact', footer: '/home' },
  { id: 'about', path: '/about' },
  { id: 'calculator', path: '/calculator', form: 'gold' },
  { id: 'branches', path: '/branches' },
  { id: 'branch', path: '/branches/:slug' },
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

/** The pages with `:name` segments in their path, and the others. */
export type ParamPage = Extract<SitePage, { path: `${string}:${string}` }>;
export type ParamPageId = ParamPage['id'];
export type ExactPage = Exclude<SitePage, ParamPage>;
export type ExactPageId = ExactPage['id'];

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The parameters of a page's path, by name. */
export type PathParams<Id extends ParamPageId> = Record<
  ParamNames<Extract<ParamPage, { id: Id }>['path']>,
  string
>;

/** For every page with parameters, the values each parameter may take. */
export type PathParamValues = {
  [Id in ParamPageId]: Record<ParamNames<Extract<ParamPage, { id: Id }>['path']>, readonly string[]>;
};

/** A page and the values of its path's parameters (matchPage in site-page-params.ts). */
export interface PageMatch {
  page: SitePage;
  /** The path's `:name` segments by name; empty for exact pages. */
  params: Record<string, string>;
}

// A page with a parameter has it as its last segment (`/branches/:slug`): it is kept under its
// path with that segment as a bare `:`, and found by the last segment of a path the same way.
// The browser's shell carries this lookup on every page, so it stays this small; the
// parameter's value and the checks against the content are in site-page-params.ts.
const pagesByPath = new Map<string, SitePage>(
  sitePages.flatMap((page) =>
    [page.path.replace(/:\w+$/, ':'), ...('aliases' in page ? page.aliases : [])].map(
      (path) => [path, page] as const,
    ),
  ),
);

/** The page a path shows (its own path, an alias, or a pattern), or null: the 404 page. */
export function pageAt(pathname: string): SitePage | null {
  return pagesByPath.get(pathname) ?? pagesByPath.get(pathname.replace(/[^/]+$/, ':')) ?? null;
}

// Server-side lookups are marked pure, so the browser bundle, which never reads them, drops them.
const redirectTargets = /* @__PURE__ */ new Map<string, string>(
  /* @__PURE__ */ sitePages.flatMap((page) =>
    ('redirects' in page ? page.redirects : []).map((from) => [from, page.path] as const),
  ),
);

/** Where a path redirects permanently, or null: old paths, and a trailing slash on a page path. */
export function redirectFor(pathname: string): string | null {
  const target = redirectTargets.get(pathname);
  if (target) return target;
  // /about/ -> /about, so a stray slash never becomes a 404.
  if (pathname.length > 1 && pathname.endsWith('/')) {
    const trimmed = pathname.replace(/\/+$/, '') || '/';
    return redirectTargets.get(trimmed) ?? (pageAt(trimmed) ? trimmed : null);
  }
  return null;
}

/** The form a path takes posts for (JavaScript off), or null. */
export function formAt(pathname: string): LeadKind | null {
  const page = pageAt(pathname);
  return page && 'form' in page ? page.form : null;
}

/** Every path that takes a form post, with the form it takes. */
export const formPaths: ReadonlyArray<readonly [path: string, kind: LeadKind]> =
  /* @__PURE__ */ sitePages.flatMap((page) =>
    'form' in page
      ? [page.path, ...('aliases' in page ? page.aliases : [])].map((path) => [path, page.form] as const)
      : [],
  );
