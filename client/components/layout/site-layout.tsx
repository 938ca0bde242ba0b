import type { ReactNode } from 'react';
import { TopBar } from './top-bar';
import { MainNav } from './main-nav';
import { SiteFooter } from './site-footer';
import { useRouteChange } from '../../hooks/use-route-change';
import { skipLinkText } from '../../content/site-chrome';

export function SiteLayout({ children }: { children: ReactNode }) {
  useRouteChange();
  return (
    <>
      <a className="skip-link" href="#main">
        {skipLinkText}
      </a>
      <header className="site-header">
        <TopBar />
        <MainNav />
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
