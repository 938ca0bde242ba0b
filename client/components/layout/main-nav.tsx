import { useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { SiteLink } from '../site-link/site-link';
import { mainMenu } from '../../content/navigation';
import { company } from '../../content/company';
import { languageLinksLabel, mainNavText } from '../../content/site-chrome';
import { LanguageLinks } from './language-links';
import logoUrl from '../../assets/logo.svg';
import { useScrolledPast } from '../../hooks/use-scrolled-past';

/** docs/product-rules.md §13: the nav turns sticky and dark from 10 px of scroll. */
const STICKY_AFTER_PX = 10;

export function MainNav() {
  const scrolled = useScrolledPast(STICKY_AFTER_PX);
  const { pathname, key } = useLocation();
  // The menu is open on the page it was opened on only: any navigation closes it (a menu
  // link, the logo, the browser's Back), without an effect to catch each one. The state keeps
  // the history entry it belongs to and starts over, closed, whenever the entry changes. Keyed
  // by the entry alone, a tap on the burger while the next page's code was still on its way
  // (the address already new, React's location still the old page's) opened it for the old
  // entry: hidden once the new page came, and open again when Back returned to that entry.
  const [menu, setMenu] = useState({ on: key, open: false });
  if (menu.on !== key) setMenu({ on: key, open: false });
  const menuOpen = menu.open && menu.on === key;
  const close = () => setMenu({ on: key, open: false });
  const burgerRef = useRef<HTMLButtonElement>(null);

  // Before hydration the page's inline script runs the burger (server/render/html-template.ts),
  // and an open menu holds the focus in the nav; without scripts, CSS shows the menu while it
  // has the focus. Hydration would hide it under the visitor's finger; it stays open instead.
  // A layout effect, so the menu is never drawn closed in between.
  useLayoutEffect(() => {
    const burger = burgerRef.current;
    const burgerShown = burger !== null && burger.getClientRects().length > 0;
    if (burgerShown && burger.parentElement?.contains(document.activeElement))
      setMenu({ on: key, open: true });
    // Once, at hydration: what the focus says then is the only thing this takes over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The open menu covers the top of the page: once the focus leaves the nav (Tab past the
  // last link, a tap elsewhere), it closes, so the focused element is never hidden under it.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (menuOpen && !event.currentTarget.contains(event.relatedTarget)) close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    close();
    event.currentTarget.querySelector<HTMLButtonElement>('.main-nav__burger')?.focus();
  };

  return (
    <nav
      className="main-nav"
      aria-label={mainNavText.label}
      data-scrolled={scrolled ? 'true' : 'false'}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <div className="container main-nav__inner">
        <SiteLink to="/" className="main-nav__logo">
          <img src={logoUrl} alt={mainNavText.logoAlt(company.name)} width={180} height={48} />
        </SiteLink>
        <button
          ref={burgerRef}
          type="button"
          className="main-nav__burger"
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          onClick={() => setMenu({ on: key, open: !menuOpen })}
        >
          <span className="main-nav__burger-bars" aria-hidden="true" />
          <span className="visually-hidden">{menuOpen ? mainNavText.closeMenu : mainNavText.openMenu}</span>
        </button>
        <ul id="main-menu" className="main-nav__menu" data-open={menuOpen ? 'true' : 'false'}>
          {mainMenu.map((item) => (
            <li key={item.to}>
              {/* A plain Link with aria-current: NavLink would add its view-transition and
                  class-name machinery to every page's first-load JS for the same result. */}
              <SiteLink to={item.to} aria-current={pathname === item.to ? 'page' : undefined} onClick={close}>
                {item.label}
              </SiteLink>
            </li>
          ))}
          {/* Narrow screens, inside the menu; wide ones have the same list in the top bar. */}
          <li className="main-nav__languages">
            <LanguageLinks label={languageLinksLabel} className="main-nav__language-links" />
          </li>
        </ul>
      </div>
    </nav>
  );
}
