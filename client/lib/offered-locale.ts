import { DEFAULT_LOCALE, isLocale, type Locale } from '../../shared/locales';
import { sessionFlag } from './session-flag';

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

const offerDismissed = sessionFlag('language-offer-dismissed');

/** Whether the visitor put the offer away in this browser session. */
export const languageOfferDismissed = offerDismissed.isSet;

export const rememberLanguageOfferDismissed = offerDismissed.set;
