import { sitePages, type ExactPage, type ExactPageId } from '../../shared/site-pages';

// Menu labels per page. The main menu lists every page in the registry's order, with the
// labels of docs/product-rules.md, "Pages and addresses" (Partners, FAQs, GoldReturnsCard); the
// footer lists the pages the registry gives a footer link, with the original footer's wording.
export interface NavLink {
  to: string;
  label: string;
}

const mainMenuLabels: Record<ExactPageId, string> = {
  home: 'Home',
  about: 'About',
  calculator: 'Calculator',
  branches: 'Branches',
  partner: 'Partners',
  news: 'News',
  services: 'Services',
  faq: 'FAQs',
  'gold-returns-card': 'GoldReturnsCard',
  career: 'Careers',
};

type FooterPageId = Exclude<ExactPageId, Extract<ExactPage, { footer: false }>['id']>;

// Pages with parameters (one branch's page) are reached from their list, never from a menu.
const menuPages = sitePages.filter((page): page is ExactPage => !page.path.includes(':'));

const footerLabels: Record<FooterPageId, string> = {
  home: 'Home',
  about: 'About Us',
  calculator: 'Calculator',
  branches: 'Branches',
  partner: 'Partners',
  news: 'News and Promotions',
  services: 'Services',
  faq: 'FAQs',
  'gold-returns-card': 'Gold Returns Card',
};

export const mainMenu: NavLink[] = menuPages.map((page) => ({
  to: page.path,
  label: mainMenuLabels[page.id],
}));

export const footerLinks: NavLink[] = menuPages.flatMap((page) => {
  const footer = 'footer' in page ? page.footer : page.path;
  return footer === false ? [] : [{ to: footer, label: footerLabels[page.id as FooterPageId] }];
});
