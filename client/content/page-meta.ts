import { company } from './company';
import type { PageId } from '../../shared/site-pages';

/** Every page has meta, and so does the 404 page. */
export type PageMetaKey = PageId | 'not-found';

export interface PageMeta {
  /** <title>: unique, at most 60 characters, ends with the company short name. */
  title: string;
  /** meta description: 120 to 160 characters. */
  description: string;
}

const t = (s: string): string => `${s} | ${company.shortName}`;

export const pageMeta: Record<PageMetaKey, PageMeta> = {
  home: {
    title: t('Instant Cash For Gold In South India'),
    description:
      "Sell gold at today's rate with free testing and fast payment. Release pledged gold, rent jewellery and visit branches open every day.",
  },
  about: {
    title: t('About Us'),
    description:
      'Founded in 2019 and ISO certified, with offices in Karnataka, Tamil Nadu and Hyderabad, and a government-certified gold appraiser.',
  },
  calculator: {
    title: t("Gold Rate Calculator: Today's Instant Rates"),
    description:
      "Enter your gold's weight and karat to get today's rate and an indicative value. The final price is set after a free purity test.",
  },
  branches: {
    title: t('Branches In Karnataka, Tamil Nadu, Hyderabad'),
    description:
      'Find our gold buying branches in Bengaluru, Mysuru, Chennai, Hyderabad and more. Addresses, maps and directions. Open every day.',
  },
  partner: {
    title: t('Gold Buying Franchise Partners'),
    description:
      'Start a gold buying business with a trusted brand in tier 2, 3 and 4 towns. See the franchise expenses and send your application.',
  },
  news: {
    title: t('News And Promotions'),
    description:
      'Why cash on hand is handier during a financial crunch, and the common traits that top gold-silver buying and selling companies share.',
  },
  services: {
    title: t('Sell, Release, Rent And Buy Gold'),
    description:
      'We buy gold, release pledged gold, rent jewellery for 1 to 3 days, sell jewellery, value stones, visit your home, and offer a card.',
  },
  faq: {
    title: t('FAQs: Selling, Renting And Releasing Gold'),
    description:
      'Answers about selling gold, documents, eligibility, price, payment, jewellery rental, releasing pledged gold and buying jewellery.',
  },
  'gold-returns-card': {
    title: t('Gold Returns Card: 4 Years Of Benefits'),
    description:
      '₹50 per gram off when you buy, ₹50 per gram extra when you sell, no wastage or making charges for four years, gold on EMI and more.',
  },
  career: {
    title: t('Careers: Jobs In Gold Buying'),
    description:
      'Join a fast-growing team where 60% of staff are women. We hire field executives, telecallers, branch managers, accountants and more.',
  },
  'not-found': {
    title: t('Page Not Found'),
    description:
      'Sorry, this page does not exist. Go back to the home page to sell gold, find a branch, or check the gold rate and our services.',
  },
};

/** The share card's alternative text (the picture: scripts/make-share-image.ts). */
export const shareCardAlt = `${company.name}: ${company.tagline}. Free purity testing, branches open every day.`;
