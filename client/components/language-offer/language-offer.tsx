import { useLocation } from 'react-router-dom';
import { localeInfo, localePath, type Locale } from '../../../shared/locales';
import { languageOffers } from '../../content/language-offers';
import './language-offer.css';

/**
 * A small line in the offered language, linking the same page in it. Fixed to the bottom of the
 * screen, so showing it moves nothing on the page.
 */
export function LanguageOffer({
  locale,
  onDismiss,
}: {
  locale: Exclude<Locale, 'en'>;
  onDismiss: () => void;
}) {
  const { pathname, search, hash } = useLocation();
  const { tag } = localeInfo[locale];
  const offer = languageOffers[locale];
  return (
    <aside className="language-offer" lang={tag} aria-label={offer.text}>
      <p className="language-offer__text">
        {offer.text}{' '}
        <a href={localePath(locale, pathname) + search + hash} hrefLang={tag}>
          {offer.link}
        </a>
      </p>
      <button type="button" className="language-offer__close" onClick={onDismiss}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">{offer.dismiss}</span>
      </button>
    </aside>
  );
}
