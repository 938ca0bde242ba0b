import { DEFAULT_LOCALE, isLocale, type Locale } from '../../shared/locales';

/**
 * The site language to offer a browser that prefers these languages (navigator.languages, best
 * first): the first of them the site has, unless that is English. `kn-IN` and `kn` both mean kn.
 */
export function offeredLocale(preferred: readonly string[]): Exclude<Locale, 'en'> | null {
  for (const tag of preferred) {
    const primary = tag.split('-')[0]!.toLowerCase();
    if (!isLocale(primary)) continue;
    return primary === DEFAULT_LOCALE ? null : (primary as Exclude<Locale, 'en'>);
  }
  return null;
}

const DISMISSED_KEY = 'language-offer-dismissed';

/** Whether the visitor put the offer away in this browser session. */
export function languageOfferDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberLanguageOfferDismissed(): void {
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // Storage blocked: the line may come back on the next page load, nothing worse.
  }
}
