import cardUrl from '../assets/gold-returns-card.svg?no-inline';
import { mailHref } from './company';
import type { ContentImage, ContentLink } from './types';

export type GoldReturnsBenefitId =
  | 'validity'
  | 'buy-discount'
  | 'sell-extra'
  | 'no-wastage-making'
  | 'gold-emi'
  | 'chit-fund'
  | 'referral'
  | 'tea-venture'
  | 'digital-services'
  | 'magazine-features';

export interface GoldReturnsBenefit {
  id: GoldReturnsBenefitId;
  title: string;
  text: string;
}

export interface GoldReturnsBenefitGroup {
  heading: string;
  benefits: GoldReturnsBenefit[];
}

export const goldReturnsCardPage = {
  heading: 'Gold Returns Card',
  intro:
    'The Gold Returns Card gives you savings every time you buy or sell gold with us, for four full years. It also brings easy monthly plans and discounts with our partners.',
  benefitsHeading: 'Card Benefits',
  applyHeading: 'Apply For Your Card',
  applyText: 'Send us an e-mail to apply. Our team will reply with the next steps.',
};

export const goldReturnsCardImage: ContentImage = {
  src: cardUrl,
  width: 600,
  height: 380,
  alt: 'The Purity Gold Returns Card',
};

const applyHref = mailHref('Gold Returns Card application');

export const applyLink: ContentLink = {
  href: applyHref,
  label: 'Apply Now',
  ariaLabel: 'Apply Now for the Gold Returns Card (opens your e-mail app)',
};

export const goldReturnsBenefitGroups: GoldReturnsBenefitGroup[] = [
  {
    heading: 'Save when you buy and sell',
    benefits: [
      {
        id: 'validity',
        title: '4-year validity',
        text: 'Your card and all its benefits last for four years.',
      },
      {
        id: 'buy-discount',
        title: '₹50 per gram discount on buying',
        text: 'Get a discount of ₹50 on every gram of gold you buy from us.',
      },
      {
        id: 'sell-extra',
        title: '₹50 per gram extra on selling',
        text: 'Get ₹50 more for every gram of gold you sell to us.',
      },
      {
        id: 'no-wastage-making',
        title: 'Wastage and making charges waived',
        text: 'Wastage and making charges are waived for four years.',
      },
    ],
  },
  {
    heading: 'Easy ways to own gold',
    benefits: [
      {
        id: 'gold-emi',
        title: 'Gold on EMI',
        text: 'Buy gold in monthly instalments. Pay for 11 months, and the last month is free.',
      },
      {
        id: 'chit-fund',
        title: 'Chit fund',
        text: 'Join a monthly chit fund. The monthly fee is from ₹500 to ₹10,000.',
      },
      {
        id: 'referral',
        title: 'Referral commission',
        text: 'Refer a friend and earn a commission of ₹50 per gram.',
      },
    ],
  },
  {
    heading: 'Partner discounts',
    benefits: [
      {
        id: 'tea-venture',
        title: 'Up to 50% discount on a partner tea venture',
        text: 'Enjoy a discount of up to 50% at our partner tea venture.',
      },
      {
        id: 'digital-services',
        title: 'Up to 30% discount on digital services',
        text: 'Save up to 30% on digital services from our partners.',
      },
      {
        id: 'magazine-features',
        title: 'Up to 50% discount on magazine features',
        text: 'Save up to 50% on features in our partner magazine.',
      },
    ],
  },
];

/** All benefits in one flat list, in display order. */
export const goldReturnsBenefits: GoldReturnsBenefit[] = goldReturnsBenefitGroups.flatMap((g) => g.benefits);
