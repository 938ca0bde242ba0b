import { company } from './company';
import { branchBySlug } from './branches';
import { pageMetaLookup, type PageMetaTable } from '../lib/page-meta-lookup';

export interface PageMeta {
  /** <title>: unique, at most 60 letters, ends with the company short name. */
  title: string;
  /** meta description: 120 to 160 characters in English (tests/unit/page-meta.test.ts). */
  description: string;
}

const t = (s: string): string => `${s} | ${company.shortName}`;

/** Every page has meta, and so does the 404 page; a page with parameters has it per value. */
export const pageMeta: PageMetaTable<PageMeta> = {
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
  branch: ({ slug }) => {
    const branch = branchBySlug(slug);
    return branch
      ? {
          title: t(`Sell Gold In ${branch.city}: Branch Hours`),
          description: `Our ${branch.city} gold buying branch, ${branch.landmarkTitle}: address, opening hours, phone and directions. Free purity testing, open every day.`,
        }
      : null;
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

/** The meta of a matched page, or of the 404 page. */
export const metaFor = pageMetaLookup(pageMeta);

/** The share card's alternative text (the picture: scripts/make-artwork.ts). */
export const shareCardAlt = `${company.name}: ${company.tagline}. Free purity testing, branches open every day.`;

/**
 * The words on the share card itself, one card per language (scripts/make-artwork.ts draws
 * them; no page script uses them, so they stay out of the browser's code).
 */
export const shareCardWords = {
  headline: 'Instant cash for your gold',
  points: ['Free purity testing', "Today's gold rate", 'Fast payment'],
  badge: 'Branches open every day',
};
