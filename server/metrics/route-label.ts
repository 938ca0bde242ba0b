import { API_PATHS } from '../../shared/api-paths';
import { pageAt } from '../../shared/site-pages';
import { localePath, splitLocale } from '../../shared/locales';

const API_LABELS = new Map<string, string>(
  Object.entries(API_PATHS).map(([name, path]) => [path, `api:${name}`]),
);
const FIXED = new Map<string, string>([
  ['/healthz', 'healthz'],
  ['/robots.txt', 'seo'],
  ['/sitemap.xml', 'seo'],
]);

/**
 * The route a request is counted under. Never the raw path: a bot asking for random URLs
 * would otherwise create a new time series per URL. Known pages by their path, the API by
 * endpoint name, files by kind, everything else as one `other`.
 */
export function routeLabel(path: string, pages: ReadonlySet<string>): string {
  // A page in another language under its prefix (/kn/about): five series per page at most.
  const { locale, path: bare } = splitLocale(path);
  if (pages.has(bare)) return localePath(locale, bare);
  // A page with parameters by its pattern (/branches/:slug), so its pages share one series.
  const pattern = pageAt(bare)?.path;
  if (pattern?.includes(':') && pages.has(pattern)) return localePath(locale, pattern);
  const api = API_LABELS.get(path);
  if (api) return api;
  const fixed = FIXED.get(path);
  if (fixed) return fixed;
  if (path.startsWith('/assets/') || /\.[a-z0-9]{2,5}$/i.test(path)) return 'asset';
  return 'other';
}
