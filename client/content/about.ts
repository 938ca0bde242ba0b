import { company } from './company';
import { careerRoles } from './career-roles';
import type { IconName } from './icons';
import type { ContentLink } from './types';

export interface AboutIntro {
  heading: string;
  text: string;
}

export interface AboutHighlight {
  /** Short figure, shown large (e.g. '200+'). */
  value: string;
  label: string;
}

export interface AboutHistory {
  heading: string;
  paragraphs: string[];
  highlights: AboutHighlight[];
}

export type MissionCardId = 'mission' | 'vision' | 'protection' | 'rental' | 'economy' | 'careers';

export interface MissionCard {
  id: MissionCardId;
  title: string;
  text: string;
  icon: IconName;
  link?: ContentLink;
}

export const aboutPage = {
  heading: 'About Us',
  missionHeading: 'Our Mission And Vision',
};

export const aboutIntro: AboutIntro = {
  heading: `Who We Are`,
  text: `${company.name} gives instant cash for gold. We buy gold and other precious metals at market rates. We also release pledged gold, help you repledge it, rent and sell gold jewellery, and come to your door when you cannot come to us.`,
};

export const aboutHistory: AboutHistory = {
  heading: 'Our History',
  paragraphs: [
    `We started in ${company.foundedYear}. Today we are an ISO certified company with more than 10 offices across Karnataka and Tamil Nadu, and a branch in Hyderabad.`,
    'Within six months of starting, we opened more than 15 branches in South India.',
    'We are the only gold buyer with a government-certified gold appraiser. We also offer a doorstep service, so you can sell your gold without leaving home.',
    'Our customers can get up to ₹10,000 more for their metals than online prices.',
    'More than 200 people work with us, and 60% of our staff are women.',
  ],
  highlights: [
    { value: String(company.foundedYear), label: 'Year we started' },
    { value: '10+', label: 'Offices in Karnataka, Tamil Nadu and Hyderabad' },
    { value: '15+', label: 'Branches in South India within 6 months' },
    { value: '₹10,000', label: 'Up to this much extra for your metals, versus online prices' },
    { value: '200+', label: 'Staff members' },
    { value: '60%', label: 'Of our staff are women' },
  ],
};

/** Certifications and service facts that do not fit a number. */
export const aboutBadges: string[] = [
  'ISO certified',
  'Government-certified gold appraiser',
  'Doorstep service',
];

export const missionCards: MissionCard[] = [
  {
    id: 'mission',
    title: 'Our Mission',
    text: "To give every customer a fair price for gold, quickly and openly. Testing is free, and the price follows today's rate.",
    icon: 'mission',
  },
  {
    id: 'vision',
    title: 'Our Vision',
    text: 'We aimed to open 100 franchises by 2022 in tier 2, 3 and 4 towns. Our larger goal is ending gold loans, so families can use the full value of their gold.',
    icon: 'vision',
  },
  {
    id: 'protection',
    title: 'Protection From Monetary Crisis',
    text: 'Gold is a safe saving for hard times. When you need money urgently, we turn your gold into cash quickly, without loans or interest.',
    icon: 'protection',
  },
  {
    id: 'rental',
    title: 'One-Day Jewellery Rental',
    text: 'You do not need to buy jewellery for one wedding or one festival. Rent gold jewellery from us for as little as one day.',
    icon: 'rental',
    link: {
      href: '/faq?tab=rent',
      label: 'Learn More',
      ariaLabel: 'Learn more about renting gold jewellery',
    },
  },
  {
    id: 'economy',
    title: 'Boosting The Indian Economy',
    text: 'We support Made in India jewellery. Our franchise model helps local people start their own business and create jobs in their towns.',
    icon: 'economy',
    link: {
      href: '/partner',
      label: 'Become A Partner',
      ariaLabel: 'Become A Partner: apply for a franchise',
    },
  },
  {
    id: 'careers',
    title: 'Careers With Us',
    text: `We are hiring: ${careerRoles
      .map((r) => r.toLowerCase())
      .join(', ')
      .replace(/, ([^,]*)$/, ' and $1')}.`,
    icon: 'careers',
    link: { href: '/career', label: 'See Careers', ariaLabel: 'See careers and apply for a job' },
  },
];
