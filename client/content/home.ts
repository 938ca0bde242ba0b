import heroBuyUrl from '../assets/hero/hero-buy-gold.svg?no-inline';
import heroReleaseUrl from '../assets/hero/hero-release-pledge.svg?no-inline';
import heroRentUrl from '../assets/hero/hero-rent-gold.svg?no-inline';
import heroDoorstepUrl from '../assets/hero/hero-doorstep.svg?no-inline';
import contactCallUrl from '../assets/contact-call.svg?no-inline';
import goldReturnsCardUrl from '../assets/gold-returns-card.svg?no-inline';
import { company, mailHref, telHref, whatsappHref } from './company';
import { homeNewsSlides, type NewsSlide } from './news';
import type { IconName } from './icons';
import { branchSlidesIn, type BranchSlide } from './branch-slides';
import type { ContentImage, ContentLink } from './types';

export type { BranchSlide } from './branch-slides';

// ---------- hero slider ----------

export interface HeroSlide {
  id: string;
  image: ContentImage;
  heading: string;
  text: string;
  cta?: ContentLink;
}

const hero = (src: string, alt: string): ContentImage => ({ src, width: 1200, height: 600, alt });

export const homePage = {
  heading: 'Instant Cash For Your Gold',
};

export const heroSlides: HeroSlide[] = [
  {
    id: 'instant-cash',
    image: hero(heroBuyUrl, 'Gold bars and stacks of gold coins'),
    heading: "Sell Gold At Today's Rate",
    text: "Sell gold and other precious metals at today's market rate. Testing is free, and we pay by cash, NEFT, IMPS or RTGS.",
    cta: { href: '/calculator', label: 'Get Instant Rates', ariaLabel: 'Get instant rates for your gold' },
  },
  {
    id: 'release-pledge',
    image: hero(heroReleaseUrl, 'An open padlock with gold rings beside it'),
    heading: 'Release Your Pledged Gold',
    text: 'Gold pledged at a bank, finance firm or pawn shop? We release it for you. There is no minimum or maximum quantity.',
    cta: {
      href: '/faq?tab=release',
      label: 'Know More',
      ariaLabel: 'Know more about releasing pledged gold',
    },
  },
  {
    id: 'rent-gold',
    image: hero(heroRentUrl, 'A gold necklace on a display stand, next to a calendar'),
    heading: 'Gold Jewellery On Rent',
    text: 'Wear gold for a wedding or a festival. Rent jewellery for 1 to 3 days, with no deposit. Book 3 days ahead.',
    cta: { href: '/faq?tab=rent', label: 'Know More', ariaLabel: 'Know more about renting gold jewellery' },
  },
  {
    id: 'doorstep',
    image: hero(heroDoorstepUrl, 'A house with a scooter at the door, carrying a gold coin'),
    heading: 'Doorstep Service',
    text: 'Cannot come to a branch? Our team can come to you. We are open every day, including Sundays.',
    cta: { href: telHref, label: 'Call Us', ariaLabel: `Call us on ${company.phoneDisplay}` },
  },
];

/** Accessible names of the home page's carousel regions. */
export const homeCarouselLabels = {
  hero: 'What we offer',
  news: 'News and promotions',
  branches: 'Branch locations',
};

// ---------- welcome banner ----------

export interface WelcomeBanner {
  heading: string;
  text: string;
  aboutLink: ContentLink;
  contactLink: ContentLink;
}

export const welcomeBanner: WelcomeBanner = {
  heading: `Welcome To ${company.name}`,
  text: `We started in ${company.foundedYear} and we are ISO certified. We buy gold and precious metals at market rates, release pledged gold, and rent and sell gold jewellery. Visit one of our offices in Karnataka, Tamil Nadu and Hyderabad, or ask for our doorstep service.`,
  aboutLink: { href: '/about', label: 'About Us' },
  contactLink: { href: telHref, label: 'Contact Us', ariaLabel: `Contact us: call ${company.phoneDisplay}` },
};

// ---------- contact section ----------

export interface HomeContactSection {
  heading: string;
  text: string;
  image: ContentImage;
  callNow: ContentLink;
  chat: ContentLink;
  formHeading: string;
}

export const homeContact: HomeContactSection = {
  heading: 'Call Us Now For The Highest Gold Price And A Special Offer',
  text: 'Talk to our team, chat with us, or leave your details. We will call you back.',
  image: {
    src: contactCallUrl,
    width: 600,
    height: 400,
    alt: '',
  },
  callNow: { href: telHref, label: 'Call Now', ariaLabel: `Call now: ${company.phoneDisplay}` },
  chat: {
    href: whatsappHref,
    label: 'Chat With Us',
    ariaLabel: 'Chat with us on WhatsApp (opens in a new tab)',
    external: true,
  },
  formHeading: 'Send Us Your Enquiry',
};

// ---------- services tiles ----------

export type ServiceTileId = 'gold-high' | 'gold' | 'rent' | 'we-buy';

export interface ServiceTile {
  id: ServiceTileId;
  title: string;
  text: string;
  icon: IconName;
  link: ContentLink;
}

export const servicesSection: { heading: string; intro: string; tiles: ServiceTile[] } = {
  heading: 'Our Services',
  intro: 'Sell, release, rent or buy gold with one trusted team.',
  tiles: [
    {
      id: 'gold-high',
      title: 'High Price For Gold',
      text: "A fair price for your gold, based on today's rate.",
      icon: 'tile-gold-high',
      link: { href: '/services', label: 'View Services', ariaLabel: 'View Services: high price for gold' },
    },
    {
      id: 'gold',
      title: 'We Sell Gold',
      text: 'Ready-made gold jewellery with no making charge.',
      icon: 'tile-gold',
      link: { href: '/services', label: 'View Services', ariaLabel: 'View Services: we sell gold' },
    },
    {
      id: 'rent',
      title: 'Gold On Rent',
      text: 'Rent gold jewellery for 1 to 3 days, with no deposit.',
      icon: 'tile-rent',
      link: { href: '/services', label: 'View Services', ariaLabel: 'View Services: gold on rent' },
    },
    {
      id: 'we-buy',
      title: 'We Buy Gold',
      text: 'Free testing, and verification in about 15 minutes.',
      icon: 'tile-we-buy',
      link: { href: '/services', label: 'View Services', ariaLabel: 'View Services: we buy gold' },
    },
  ],
};

// ---------- calculate now banner ----------

export interface CalculateBanner {
  heading: string;
  text: string;
  link: ContentLink;
}

export const calculateBanner: CalculateBanner = {
  heading: 'How Much Is Your Gold Worth?',
  text: "Share a few details about your gold and get today's rate from our team.",
  link: { href: '/calculator', label: 'Calculate Now', ariaLabel: 'Calculate Now: the value of your gold' },
};

// ---------- gold returns card promotion ----------

export interface GoldReturnsPromo {
  heading: string;
  text: string;
  image: ContentImage;
  apply: ContentLink;
  more: ContentLink;
  newsHeading: string;
  newsSlides: NewsSlide[];
}

export const goldReturnsPromo: GoldReturnsPromo = {
  heading: 'Gold Returns Card',
  text: 'One card with four years of benefits: ₹50 per gram off when you buy, ₹50 per gram extra when you sell, and no wastage or making charges.',
  image: {
    src: goldReturnsCardUrl,
    width: 600,
    height: 380,
    alt: 'The Purity Gold Returns Card',
  },
  apply: {
    href: mailHref('Gold Returns Card application'),
    label: 'Apply Now',
    ariaLabel: 'Apply Now for the Gold Returns Card by e-mail',
  },
  more: {
    href: '/gold-returns-card',
    label: 'See All Benefits',
    ariaLabel: 'See All Benefits of the Gold Returns Card',
  },
  newsHeading: 'News And Promotions',
  newsSlides: homeNewsSlides,
};

// ---------- branches carousel ----------

export const branchSlides: BranchSlide[] = branchSlidesIn(
  {
    bengaluru: 'Bengaluru',
    chennai: 'Chennai',
    shivamogga: 'Shivamogga',
    mangalore: 'Mangaluru',
    davanagere: 'Davangere',
    raichur: 'Raichur',
    hubli: 'Hubballi',
    haveri: 'Haveri',
    'hyderabad-kukatpally': 'Hyderabad (Kukatpally)',
    'hyderabad-dilsukhnagar': 'Hyderabad (Dilsukhnagar)',
  },
  (label) => `${label} branch: address, opening hours and map`,
);

export const branchesSection: {
  heading: string;
  intro: string;
  slides: BranchSlide[];
  allBranches: ContentLink;
} = {
  heading: 'Our Branches',
  intro: 'Find a branch near you. We are open every day, including Sundays.',
  slides: branchSlides,
  allBranches: { href: '/branches', label: 'View All Branches' },
};
