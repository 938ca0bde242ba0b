import { pageMeta, type PageMeta } from '../content/page-meta';
import { company } from '../content/company';
import { matchRoute, type RouteDefinition } from './route-table';

export interface PageHead {
  title: string;
  description: string;
  /** Absolute canonical URL; null for pages that must not be indexed. */
  canonicalUrl: string | null;
  noindex: boolean;
}

function metaFor(route: RouteDefinition | null): PageMeta {
  return route ? pageMeta[route.canonicalPath as keyof typeof pageMeta] : pageMeta['not-found'];
}

/** Title, description and canonical URL of a path; unknown paths get the noindex 404 head. */
export function pageHeadFor(pathname: string, origin: string): PageHead {
  const route = matchRoute(pathname);
  const meta = metaFor(route);
  return {
    title: meta.title,
    description: meta.description,
    canonicalUrl: route ? origin + route.canonicalPath : null,
    noindex: route === null,
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The <head> tags the server writes into the template for a page. */
export function pageHeadHtml(head: PageHead, extra: string[] = []): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    head.noindex ? '<meta name="robots" content="noindex" />' : '',
    head.canonicalUrl ? `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />` : '',
    `<meta property="og:site_name" content="${escapeHtml(company.name)}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    ...extra,
  ];
  return tags.filter(Boolean).join('\n    ');
}
