import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { localeInfo, localePath } from '../../../shared/locales';
import { languageOffers } from '../../content/language-offers';
import {
  languageOfferDismissed,
  offeredLocale,
  rememberLanguageOfferDismissed,
} from '../../lib/offered-locale';
import './language-offer.css';

/**
 * A small line in the language the browser prefers, when the site has it and the visitor has
 * not put the line away in this session, linking the same page in it. Fixed to the bottom of
 * the screen, so showing it moves nothing on the page.
 */
export function LanguageOffer() {
  const { pathname, search, hash } = useLocation();
  const [locale, setLocale] = useState(() =>
    languageOfferDismissed() ? null : offeredLocale(navigator.languages),
  );
  if (!locale) return null;
  const { tag } = localeInfo[locale];
  const offer = languageOffers[locale];
  const dismiss = () => {
    rememberLanguageOfferDismissed();
    setLocale(null);
  };
  return (
    <aside className="language-offer" lang={tag} aria-label={offer.text}>
      <p className="language-offer__text">
        {offer.text}{' '}
        <a href={localePath(locale, pathname) + search + hash} hrefLang={tag}>
          {offer.link}
        </a>
      </p>
      <button type="button" className="language-offer__close" onClick={dismiss}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">{offer.dismiss}</span>
      </button>
    </aside>
  );
}
