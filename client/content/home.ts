import { company, mailHref, telHref, whatsappHref } from './company';
import { homeNewsSlides, type NewsSlide } from './news';
import { branchSlidesIn, type BranchSlide } from './branch-slides';
import {
  contactPicture,
  goldReturnsCardPicture,
  heroSlidesIn,
  serviceTilesIn,
  type HeroSlide,
  type ServiceTile,
} from './home-pictures';
import type { ContentImage, ContentLink } from './types';

export type { BranchSlide } from './branch-slides';
export type { HeroSlide, ServiceTile } from './home-pictures';

// ---------- hero slider ----------

export const homePage = {
  heading: 'Instant Cash For Your Gold',
};

export const heroSlides: HeroSlide[] = heroSlidesIn({
  'instant-cash': {
    alt: 'Gold bars and stacks of gold coins',
    heading: "Sell Gold At Today's Rate",
    text: "Sell gold and other precious metals at today's market rate. Testing is free, and we pay by cash, NEFT, IMPS or RTGS.",
    cta: { label: 'Get Instant Rates', ariaLabel: 'Get instant rates for your gold' },
  },
  'release-pledge': {
    alt: 'An open padlock with gold rings beside it',
    heading: 'Release Your Pledged Gold',
    text: 'Gold pledged at a bank, finance firm or pawn shop? We release it for you. There is no minimum or maximum quantity.',
    cta: { label: 'Know More', ariaLabel: 'Know more about releasing pledged gold' },
  },
  'rent-gold': {
    alt: 'A gold necklace on a display stand, next to a calendar',
    heading: 'Gold Jewellery On Rent',
    text: 'Wear gold for a wedding or a festival. Rent jewellery for 1 to 3 days, with no deposit. Book 3 days ahead.',
    cta: { label: 'Know More', ariaLabel: 'Know more about renting gold jewellery' },
  },
  doorstep: {
    alt: 'A house with a scooter at the door, carrying a gold coin',
    heading: 'Doorstep Service',
    text: 'Cannot come to a branch? Our team can come to you. We are open every day, including Sundays.',
    cta: { label: 'Call Us', ariaLabel: `Call us on ${company.phoneDisplay}` },
  },
});

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
  image: contactPicture,
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

export const servicesSection: { heading: string; intro: string; tiles: ServiceTile[] } = {
  heading: 'Our Services',
  intro: 'Sell, release, rent or buy gold with one trusted team.',
  tiles: serviceTilesIn('View Services', {
    'gold-high': {
      title: 'High Price For Gold',
      text: "A fair price for your gold, based on today's rate.",
      linkAriaLabel: 'View Services: high price for gold',
    },
    gold: {
      title: 'We Sell Gold',
      text: 'Ready-made gold jewellery with no making charge.',
      linkAriaLabel: 'View Services: we sell gold',
    },
    rent: {
      title: 'Gold On Rent',
      text: 'Rent gold jewellery for 1 to 3 days, with no deposit.',
      linkAriaLabel: 'View Services: gold on rent',
    },
    'we-buy': {
      title: 'We Buy Gold',
      text: 'Free testing, and verification in about 15 minutes.',
      linkAriaLabel: 'View Services: we buy gold',
    },
  }),
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
  image: goldReturnsCardPicture('The Purity Gold Returns Card'),
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
  'Hyderabad',
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
