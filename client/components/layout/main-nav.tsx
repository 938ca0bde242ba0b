import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SiteLink } from '../site-link/site-link';
import { mainMenu } from '../../content/navigation';
import { company } from '../../content/company';
import { mainNavText } from '../../content/site-chrome';
import logoUrl from '../../assets/logo.svg';
import { useScrolledPast } from '../../hooks/use-scrolled-past';

/** Spec section 9: the nav turns sticky and dark from 10 px of scroll. */
const STICKY_AFTER_PX = 10;

export function MainNav() {
  const scrolled = useScrolledPast(STICKY_AFTER_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  return (
    <nav className="main-nav" aria-label={mainNavText.label} data-scrolled={scrolled ? 'true' : 'false'}>
      <div className="container main-nav__inner">
        <SiteLink to="/" className="main-nav__logo">
          <img src={logoUrl} alt={`${company.name} home`} width={180} height={48} />
        </SiteLink>
        <button
          type="button"
          className="main-nav__burger"
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="main-nav__burger-bars" aria-hidden="true" />
          <span className="visually-hidden">{menuOpen ? mainNavText.closeMenu : mainNavText.openMenu}</span>
        </button>
        <ul id="main-menu" className="main-nav__menu" data-open={menuOpen ? 'true' : 'false'}>
          {mainMenu.map((item) => (
            <li key={item.to}>
              {/* A plain Link with aria-current: NavLink would add its view-transition and
                  class-name machinery to every page's first-load JS for the same result. */}
              <SiteLink to={item.to} aria-current={pathname === item.to ? 'page' : undefined} onClick={() => setMenuOpen(false)}>
                {item.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
