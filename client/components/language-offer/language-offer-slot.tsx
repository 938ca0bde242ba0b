import { useEffect, useState, type ComponentType } from 'react';
import { DEFAULT_LOCALE } from '../../../shared/locales';
import { siteLocale } from '../../lib/site-locale';

/**
 * On an English page, once hydrated: when the browser lists another of the site's languages,
 * the offer of the page in it (./language-offer.tsx, which decides). Never a redirect: the URL
 * decides the language, and the cached HTML is the same for everyone. Only those visitors load
 * its code and words.
 */
export function LanguageOfferSlot() {
  const [Offer, setOffer] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (siteLocale !== DEFAULT_LOCALE || navigator.languages.every((tag) => /^en\b/i.test(tag))) return;
    let live = true;
    import('./language-offer').then(
      ({ LanguageOffer }) => {
        if (live) setOffer(() => LanguageOffer);
      },
      () => {
        // Offline: the offer is a nicety, the page is whole without it.
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return Offer ? <Offer /> : null;
}
