import { sitePages, type PageId, type SitePage } from '../../shared/site-pages';

// Menu labels per page. The main menu lists every page in the registry's order, with the
// labels of docs/product-rules.md, "Pages and addresses" (Partners, FAQs, GoldReturnsCard); the
// footer lists the pages the registry gives a footer link, with the original footer's wording.
export interface NavLink {
  to: string;
  label: string;
}

const mainMenuLabels: Record<PageId, string> = {
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

type FooterPageId = Exclude<PageId, Extract<SitePage, { footer: false }>['id']>;

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

export const mainMenu: NavLink[] = sitePages.map((page) => ({
  to: page.path,
  label: mainMenuLabels[page.id],
}));

export const footerLinks: NavLink[] = sitePages.flatMap((page) => {
  const footer = 'footer' in page ? page.footer : page.path;
  return footer === false ? [] : [{ to: footer, label: footerLabels[page.id as FooterPageId] }];
});
