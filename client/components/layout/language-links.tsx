import { useLocation } from 'react-router-dom';
import { localeInfo, localePath, locales } from '../../../shared/locales';
import { siteLocale } from '../../lib/site-locale';

/**
 * The same page in every language: plain links, each name in its own script, so the switch
 * works before hydration and without JavaScript (another language is another build, so a
 * document load). The query stays (the FAQ's ?tab=), except a sent form's confirmation, which
 * belongs to the page it was sent from. The fragment stays too: the server never sees it and
 * hydration keeps the server's hrefs, so it is taken from the address as a link is followed.
 */
export function LanguageLinks({ label, className }: { label: string; className: string }) {
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  query.delete('sent');
  // A branch search typed in an Indian script finds nothing on another language's page, which
  // knows only its own names and the Latin ones: that search stays behind.
  if (/[^\P{L}\p{sc=Latin}]/u.test(query.get('q') ?? '')) query.delete('q');
  const rest = query.size > 0 ? `?${query}` : '';
  return (
    <ul
      className={`language-links ${className}`}
      aria-label={label}
      onClick={({ target }) => {
        const link = (target as Element).closest('a');
        if (link) link.hash = location.hash;
      }}
    >
      {locales.map((locale) => {
        const { tag, name } = localeInfo[locale];
        return (
          <li key={locale}>
            <a
              href={localePath(locale, pathname) + rest}
              lang={tag}
              hrefLang={tag}
              aria-current={locale === siteLocale ? 'true' : undefined}
            >
              {name}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
