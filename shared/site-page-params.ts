import {
  pageAt,
  sitePages,
  type PageMatch,
  type SitePage,
  type ParamPage,
  type ParamPageId,
  type PathParams,
  type PathParamValues,
} from './site-pages';

// What the site registry's pages with `:name` segments need beyond matching a path: links to
// them, and the checks and lists that need the parameters' values (from the content). Apart
// from site-pages.ts, which every page's first-load JS carries, so the shell stays as small
// as it was before pages had parameters.

const isParamPage = (page: SitePage): page is ParamPage => page.path.includes(':');

/**
 * The page a path shows and its parameters, or null: the 404 page. Any value matches a
 * parameter here, as in the browser; `knownPageMatch` also checks the values.
 */
export function matchPage(pathname: string): PageMatch | null {
  const page = pageAt(pathname);
  if (!page) return null;
  if (!isParamPage(page)) return { page, params: {} };
  const name = page.path.slice(page.path.lastIndexOf(':') + 1);
  return { page, params: { [name]: pathname.slice(pathname.lastIndexOf('/') + 1) } };
}

/** The page a path shows, or null when it is unknown or a parameter is not one of `values`. */
export function knownPageMatch(pathname: string, values: PathParamValues): PageMatch | null {
  const match = matchPage(pathname);
  const allowed =
    match && (values[match.page.id as ParamPageId] as Record<string, readonly string[]> | undefined);
  if (allowed && Object.entries(match.params).some(([name, value]) => !allowed[name]?.includes(value)))
    return null;
  return match;
}

/** The path of a page with parameters, for links. */
export function pathOf<Id extends ParamPageId>(id: Id, params: PathParams<Id>): string {
  const { path } = sitePages.find((page) => page.id === id)!;
  return path.replace(/:([^/]+)/g, (_, name: string) =>
    encodeURIComponent((params as Record<string, string>)[name]!),
  );
}

/** Each path a page with parameters has, one per combination of its values. */
function expand(page: ParamPage, values: PathParamValues): string[] {
  const byName = values[page.id] as Record<string, readonly string[]>;
  let paths: string[] = [page.path];
  for (const [name, options] of Object.entries(byName))
    paths = paths.flatMap((path) =>
      options.map((value) => path.replace(`:${name}`, encodeURIComponent(value))),
    );
  return paths;
}

/** Every path that shows a page (own paths, aliases, each value of a parameter), for the tests that walk them all. */
export function pagePathsWith(values: PathParamValues): string[] {
  return sitePages.flatMap((page) =>
    isParamPage(page) ? expand(page, values) : [page.path, ...('aliases' in page ? page.aliases : [])],
  );
}

/** The paths search engines should index: each page once, under its own path. */
export function indexablePathsWith(values: PathParamValues): string[] {
  return sitePages.flatMap((page) => (isParamPage(page) ? expand(page, values) : [page.path]));
}
