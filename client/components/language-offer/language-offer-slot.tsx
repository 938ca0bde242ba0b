import { useEffect, useState, type ComponentType } from 'react';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/locales';
import { siteLocale } from '../../lib/site-locale';
import {
  languageOfferDismissed,
  offeredLocale,
  rememberLanguageOfferDismissed,
} from '../../lib/offered-locale';

type OfferComponent = ComponentType<{ locale: Exclude<Locale, 'en'>; onDismiss: () => void }>;

/**
 * On an English page, once hydrated: when the browser prefers another of the site's languages,
 * a line offering the page in it (never a redirect: the URL decides the language, and the
 * cached HTML is the same for everyone). Its code and words load only for those visitors; a
 * visitor who puts it away is not asked again in this browser session.
 */
export function LanguageOfferSlot() {
  const [offer, setOffer] = useState<{ locale: Exclude<Locale, 'en'>; Offer: OfferComponent } | null>(null);
  useEffect(() => {
    if (siteLocale !== DEFAULT_LOCALE) return;
    const locale = offeredLocale(navigator.languages);
    if (!locale || languageOfferDismissed()) return;
    let live = true;
    import('./language-offer').then(
      ({ LanguageOffer }) => {
        if (live) setOffer({ locale, Offer: LanguageOffer });
      },
      () => {
        // Offline: the offer is a nicety, the page is whole without it.
      },
    );
    return () => {
      live = false;
    };
  }, []);
  if (!offer) return null;
  const dismiss = () => {
    rememberLanguageOfferDismissed();
    setOffer(null);
  };
  return <offer.Offer locale={offer.locale} onDismiss={dismiss} />;
}
