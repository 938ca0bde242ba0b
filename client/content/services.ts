import type { IconName } from './icons';
import type { SectionIntro } from './types';

export type ServiceId =
  | 'buy-gold'
  | 'release-pledged-gold'
  | 'gold-on-rent'
  | 'repledge-gold'
  | 'sell-gold'
  | 'stone-value'
  | 'doorstep-service'
  | 'gold-returns-card';

export interface ServiceLearnMore {
  href: string;
  /** Visible text: 'Learn More'. */
  label: string;
  /** Accessible name, unique per block. */
  ariaLabel: string;
}

export interface ServiceBlock {
  id: ServiceId;
  title: string;
  text: string;
  icon: IconName;
  learnMore: ServiceLearnMore;
  /** A second link, to a calculator for this service. */
  calculator?: ServiceLearnMore;
}

export const servicesPage: SectionIntro = {
  heading: 'Our Services',
  intro: 'From selling your gold to renting jewellery for a wedding, here is everything we do.',
};

const learnMore = (href: string, topic: string): ServiceLearnMore => ({
  href,
  label: 'Learn More',
  ariaLabel: `Learn more about ${topic}`,
});

/** The eight service blocks of /services, in the order of docs/product-rules.md, "What each page shows". */
export const serviceBlocks: ServiceBlock[] = [
  {
    id: 'buy-gold',
    title: 'We Buy Gold',
    text: "We buy gold and other precious metals at market rates. Testing is free, and verification takes about 15 minutes. Your price is net weight x purity x today's rate. We pay by cash, NEFT, IMPS or RTGS.",
    icon: 'tile-we-buy',
    learnMore: learnMore('/faq?tab=buy', 'selling your gold to us'),
  },
  {
    id: 'release-pledged-gold',
    title: 'We Release Pledged Gold',
    text: 'Is your gold pledged at a bank, a finance firm or a pawn shop? We pay to release it, and you can then sell it to us. There is no minimum or maximum quantity.',
    icon: 'svc-release-pledge',
    learnMore: learnMore('/faq?tab=release', 'releasing pledged gold'),
    calculator: {
      href: '/calculator#release-calculator',
      label: 'Work Out Your Cash In Hand',
      ariaLabel: 'Work out your cash in hand after releasing pledged gold',
    },
  },
  {
    id: 'gold-on-rent',
    title: 'We Give Gold On Rent (1 To 3 Days)',
    text: 'Rent gold jewellery for 1 to 3 days. Book 3 days ahead, and we deliver 24 to 48 hours after confirmation. The fee is 2% of the gold value per day, with no deposit.',
    icon: 'tile-rent',
    learnMore: learnMore('/faq?tab=rent', 'renting gold jewellery'),
  },
  {
    id: 'repledge-gold',
    title: 'We Repledge Gold',
    text: 'Want to move your pledged gold? We release it from your bank, finance firm or pawn shop, so you can pledge it again. Call us to talk about your case.',
    icon: 'svc-repledge',
    learnMore: learnMore('/faq?tab=release', 'repledging gold'),
  },
  {
    id: 'sell-gold',
    title: 'We Sell Gold',
    text: 'Buy gold jewellery from us. Ready-made pieces have no making charge; custom pieces do. GST applies, and delivery takes 24 to 48 hours.',
    icon: 'tile-gold',
    learnMore: learnMore('/faq?tab=sell', 'buying gold jewellery from us'),
  },
  {
    id: 'stone-value',
    title: 'Stone Value For Your Jewellery',
    text: 'Does your jewellery have real stones? We pay for them too, not only for the gold. Testing is free.',
    icon: 'svc-stone-value',
    learnMore: learnMore('/faq?tab=buy', 'how we pay for stones in your jewellery'),
  },
  {
    id: 'doorstep-service',
    title: 'Doorstep Service',
    text: 'Cannot visit a branch? Our team can come to your home. Share your details on the instant rates form, and we will call you to plan the visit.',
    icon: 'svc-doorstep',
    learnMore: learnMore('/calculator', 'our doorstep service and instant rates'),
  },
  {
    id: 'gold-returns-card',
    title: 'Gold Returns Card (4-Year Validity)',
    text: 'One card, valid for four years. Get ₹50 per gram off when you buy and ₹50 per gram extra when you sell. Wastage and making charges are waived for four years.',
    icon: 'svc-gold-returns-card',
    learnMore: learnMore('/gold-returns-card', 'the Gold Returns Card'),
  },
];
