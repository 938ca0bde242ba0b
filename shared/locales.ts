// The site's languages. English is the default and keeps its unprefixed URLs; every other
// language has every route under its code (/kn, /kn/about...). The URL alone decides the
// language: never a header, never a cookie, so cached HTML stays shared.

export const locales = ['en', 'kn', 'ta', 'te', 'hi'] as const;
export type Locale = (typeof locales)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The build-time constant naming the language a build is for (vite.config.ts `define`). */
export const SITE_LOCALE_KEY = '__SITE_LOCALE__';

export interface LocaleInfo {
  /** `<html lang>` and `hreflang`. */
  tag: string;
  /** The language's name in its own script, for the switcher. */
  name: string;
}

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: { tag: 'en-IN', name: 'English' },
  kn: { tag: 'kn-IN', name: 'ಕನ್ನಡ' },
  ta: { tag: 'ta-IN', name: 'தமிழ்' },
  te: { tag: 'te-IN', name: 'తెలుగు' },
  hi: { tag: 'hi-IN', name: 'हिन्दी' },
};

/** `og:locale`: the tag with an underscore (kn_IN). */
export const ogLocaleOf = (locale: Locale): string => localeInfo[locale].tag.replace('-', '_');

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}

/** A path's language and the path without its prefix: `/kn/about` -> kn, `/about`; `/kn` -> kn, `/`. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (match && isLocale(match[1]!) && match[1] !== DEFAULT_LOCALE) {
    return { locale: match[1], path: match[2] || '/' };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/**
 * An unprefixed site path in a language: (kn, /about) -> /kn/about. A language's home page is
 * /kn/ (the router's own links to it say /kn, which shows the same page).
 */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return `/${locale}${path}`;
}

/** A language's share card picture, served from public/ (scripts/make-artwork.ts draws each). */
export const shareCardPath = (locale: Locale): string =>
  locale === DEFAULT_LOCALE ? '/share-card.png' : `/share-card-${locale}.png`;
