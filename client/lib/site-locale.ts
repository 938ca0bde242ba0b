import { DEFAULT_LOCALE, localePath, splitLocale, type Locale } from '../../shared/locales';

// Replaced by the build with the language it is for (vite.config.ts): every language has its own
// build, so this is a constant and the English bundle keeps no trace of the others.
declare const __SITE_LOCALE__: Locale;

/** The language of the pages this build renders. */
export const siteLocale: Locale = __SITE_LOCALE__;

/** The router's basename: English at the root, another language under its code (/kn). */
export const routerBasename = siteLocale === DEFAULT_LOCALE ? undefined : `/${siteLocale}`;

/** A site path as a link of this build writes it: /about -> /kn/about. */
export const sitePath = (path: string): string => localePath(siteLocale, path);

/** A requested path without the language prefix, as the site registry knows it. */
export const registryPath = (pathname: string): string => splitLocale(pathname).path;
