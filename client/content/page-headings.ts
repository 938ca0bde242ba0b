// Each page's <h1>, apart from titles and descriptions: a page needs only its own heading,
// and this small module keeps the rest of the meta out of every page's first-load JavaScript.
import type { PageMetaKey } from './page-meta';

export const pageHeadings: Record<PageMetaKey, string> = {
  '/': 'Instant Cash For Your Gold',
  '/about': 'About Us',
  '/calculator': 'Enter The Following Details To Get Instant Rates',
  '/branches': 'Our Branches',
  '/partner': 'Become A Franchise Partner',
  '/news': 'News And Promotions',
  '/services': 'Our Services',
  '/faq': 'Frequently Asked Questions',
  '/gold-returns-card': 'Gold Returns Card',
  '/career': 'Careers',
  'not-found': 'Unexpected Application Error!',
};
