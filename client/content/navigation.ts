import { siteMenus } from '../lib/site-menus';

// Menu labels per page. The main menu lists every page in the registry's order (except those
// it marks `menu: false`), with the labels of docs/product-rules.md, "Pages and addresses"
// (Partners, FAQs, GoldReturnsCard); the footer lists the pages the registry gives a footer
// link, with the original footer's wording. The menus themselves are built in
// client/lib/site-menus.ts, for every language alike.

export const { mainMenu, footerLinks } = siteMenus({
  mainMenu: {
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
  },
  footer: {
    home: 'Home',
    about: 'About Us',
    calculator: 'Calculator',
    branches: 'Branches',
    partner: 'Partners',
    news: 'News and Promotions',
    services: 'Services',
    faq: 'FAQs',
    'gold-returns-card': 'Gold Returns Card',
  },
});
