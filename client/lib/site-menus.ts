import {
  sitePages,
  type ExactPage,
  type ExactPageId,
  type SitePageDefinition,
} from '../../shared/site-pages';

// The main menu and the footer links, built from the site registry in its order: each
// language's client/content/<lang>/navigation.ts gives only the labels.

export interface NavLink {
  to: string;
  label: string;
}

/** Pages in the main menu: every exact page, unless the registry says `menu: false`. */
type MainMenuPageId = Exclude<ExactPageId, Extract<ExactPage, { menu: false }>['id']>;
/** Pages in the footer: every exact page, unless the registry says `footer: false`. */
type FooterPageId = Exclude<ExactPageId, Extract<ExactPage, { footer: false }>['id']>;

export interface MenuLabels {
  mainMenu: Record<MainMenuPageId, string>;
  footer: Record<FooterPageId, string>;
}

/** The menus of `pages` (the registry's pages, in its order) with one language's labels. */
export function menusOf(
  pages: readonly SitePageDefinition[],
  labels: { mainMenu: Record<string, string>; footer: Record<string, string> },
): { mainMenu: NavLink[]; footerLinks: NavLink[] } {
  // Pages with parameters (one branch's page) are reached from their list, never from a menu.
  const exactPages = pages.filter((page) => !page.path.includes(':'));
  return {
    mainMenu: exactPages
      .filter((page) => page.menu !== false)
      .map((page) => ({ to: page.path, label: labels.mainMenu[page.id]! })),
    footerLinks: exactPages
      .filter((page) => page.footer !== false)
      .map((page) => ({ to: page.footer || page.path, label: labels.footer[page.id]! })),
  };
}

/** The site's menus in one language: its labels are checked to cover every page in them. */
export const siteMenus = (labels: MenuLabels) => menusOf(sitePages, labels);
