import { pathParams } from '../../client/app/path-params';
import { indexablePathsWith, knownPageMatch, pagePathsWith } from '../../shared/site-page-params';
import type { PageMatch } from '../../shared/site-pages';

// The registry's paths with the content's parameter values filled in (every branch page), as
// the server sees them: what tests walk.

/** Every path that shows a page: own paths, aliases and each branch page. */
export const pagePaths: readonly string[] = pagePathsWith(pathParams);

/** What the sitemap lists. */
export const indexablePaths: readonly string[] = indexablePathsWith(pathParams);

/** The page a path shows, its parameters checked against the content, as the server does. */
export const pageMatch = (path: string): PageMatch | null => knownPageMatch(path, pathParams);

/**
 * `pagePaths` with one page per path pattern: the branch pages share one template and differ
 * only in their data, so where a test checks the template (axe, heading order, layout shift)
 * one stands for all.
 */
export const templatePaths: readonly string[] = pagePaths.filter((path) => {
  const { page } = pageMatch(path)!;
  return !page.path.includes(':') || pagePaths.find((other) => pageMatch(other)!.page === page) === path;
});

/** Where a page path is indexed: an alias under its page's path, a branch page under its own. */
export function canonicalPathOf(path: string): string {
  const match = pageMatch(path)!;
  return match.page.path.includes(':') ? path : match.page.path;
}
