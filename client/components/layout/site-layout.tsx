import type { ReactNode } from 'react';
import { TopBar } from './top-bar';
import { MainNav } from './main-nav';
import { SiteFooter } from './site-footer';
import { skipLinkText } from '../../content/site-chrome';
import { LanguageOfferSlot } from '../language-offer/language-offer-slot';

interface SiteLayoutProps {
  /** The page's content, in <main>. */
  children: ReactNode;
  /** What a page shows below the footer (the home page's rates ticker). */
  afterFooter?: ReactNode;
}

export function SiteLayout({ children, afterFooter }: SiteLayoutProps) {
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
      {afterFooter}
      <LanguageOfferSlot />
    </>
  );
}
