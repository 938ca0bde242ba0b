import { metaFor, shareCardAlt } from '../content/page-meta';
import { company } from '../content/company';
import { knownPageMatch } from '../../shared/site-page-params';
import { pathParams } from './path-params';
import { siteLocale, sitePath } from '../lib/site-locale';
import { localeInfo, localePath, locales, ogLocaleOf, shareCardPath } from '../../shared/locales';

// Title, description and canonical URL of a page. The client imports this (lazily, on
// navigation) to update document.title; the server also writes the sharing tags below.
// Structured data lives in structured-data.ts, which only the server imports.

export interface PageHead {
  title: string;
  description: string;
  /** Absolute canonical URL; null for pages that must not be indexed. */
  canonicalUrl: string | null;
  /** The page's path in every language, unprefixed (its canonical path); null when not indexed. */
  alternatePath: string | null;
  noindex: boolean;
  /** Public origin of the site, for absolute share URLs. */
  origin: string;
}

/** Our own share card, in the page's language (scripts/make-artwork.ts draws it). */
export const SHARE_CARD = {
  path: shareCardPath(siteLocale),
  width: 1200,
  height: 630,
  alt: shareCardAlt,
} as const;

/** Title, description and canonical URL of a path; unknown paths get the noindex 404 head. */
export function pageHeadFor(pathname: string, origin: string): PageHead {
  const match = knownPageMatch(pathname, pathParams);
  const meta = metaFor(match);
  // An alias is indexed under its page's path; a page with parameters under its own.
  const canonicalPath = match && (match.page.path.includes(':') ? pathname : match.page.path);
  return {
    title: meta.title,
    description: meta.description,
    canonicalUrl: canonicalPath ? origin + sitePath(canonicalPath) : null,
    alternatePath: canonicalPath,
    noindex: match === null,
    origin,
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const meta = (attribute: 'name' | 'property', key: string, content: string | number) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}" />`;

/**
 * The <head> tags the server writes into the template for a page: title, description,
 * robots, canonical, Open Graph and Twitter card (with an absolute share image), then
 * `extra` (the hydration file list, JSON-LD).
 */
export function pageHeadHtml(head: PageHead, extra: string[] = []): string {
  const image = head.origin + SHARE_CARD.path;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    head.canonicalUrl ? `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />` : '',
    ...alternateLinks(head),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', company.name),
    meta('property', 'og:locale', ogLocaleOf(siteLocale)),
    ...locales
      .filter((locale) => locale !== siteLocale)
      .map((locale) => meta('property', 'og:locale:alternate', ogLocaleOf(locale))),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    head.canonicalUrl ? meta('property', 'og:url', head.canonicalUrl) : '',
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', SHARE_CARD.width),
    meta('property', 'og:image:height', SHARE_CARD.height),
    meta('property', 'og:image:alt', SHARE_CARD.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', SHARE_CARD.alt),
    ...extra,
  ];
  return tags.filter(Boolean).join('\n    ');
}

/**
 * The same page in each language and, as x-default, in English (the unprefixed URL, which no
 * visitor is ever redirected away from).
 */
function alternateLinks(head: PageHead): string[] {
  const path = head.alternatePath;
  if (path === null) return [];
  const link = (hreflang: string, href: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(head.origin + href)}" />`;
  return [
    ...locales.map((locale) => link(localeInfo[locale].tag, localePath(locale, path))),
    link('x-default', path),
  ];
}
