import { describe, expect, it } from 'vitest';
import { menusOf } from '../../client/lib/site-menus';
import { mainMenu, footerLinks } from '../../client/content/navigation';
import { sitePages, type SitePageDefinition } from '../../shared/site-pages';

describe('site menus', () => {
  it('lists the exact pages in registry order, leaving out menu: false and footer: false where asked', () => {
    const pages = [
      { id: 'home', path: '/', aliases: ['/home'], footer: '/home' },
      { id: 'guide', path: '/guide/:slug' },
      { id: 'privacy', path: '/privacy', menu: false },
      { id: 'career', path: '/career', footer: false },
    ] as const;
    const labels = {
      mainMenu: { home: 'Home', career: 'Careers', privacy: 'unused', guide: 'unused' },
      footer: { home: 'Home', privacy: 'Privacy', career: 'unused', guide: 'unused' },
    };
    expect(menusOf(pages, labels)).toEqual({
      mainMenu: [
        { to: '/', label: 'Home' },
        { to: '/career', label: 'Careers' },
      ],
      footerLinks: [
        { to: '/home', label: 'Home' },
        { to: '/privacy', label: 'Privacy' },
      ],
    });
  });

  it("gives the site's pages their labelled places in the main menu, in the registry's order", () => {
    const exact = (sitePages as readonly SitePageDefinition[]).filter(
      (page) => !page.path.includes(':') && page.menu !== false,
    );
    expect(mainMenu.map((link) => link.to)).toEqual(exact.map((page) => page.path));
    expect([...mainMenu, ...footerLinks].every((link) => link.label.length > 0)).toBe(true);
  });
});
