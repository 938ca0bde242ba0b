// Kannada twin of ../home.ts: same exports and shapes, Kannada words.
import { company, mailHref, telHref, whatsappHref } from './company';
import { homeNewsSlides } from './news';
import type * as en from '../home';
import type {
  CalculateBanner,
  GoldReturnsPromo,
  HeroSlide,
  HomeContactSection,
  ServiceTile,
  WelcomeBanner,
} from '../home';
import { branchSlidesIn, type BranchSlide } from '../branch-slides';
import { contactPicture, goldReturnsCardPicture, heroSlidesIn, serviceTilesIn } from '../home-pictures';
import type { ContentLink, Translated } from '../types';

export const homePage = {
  heading: 'ನಿಮ್ಮ ಚಿನ್ನಕ್ಕೆ ತಕ್ಷಣ ನಗದು',
} satisfies Translated<typeof en.homePage>;

export const heroSlides: HeroSlide[] = heroSlidesIn({
  'instant-cash': {
    alt: 'ಚಿನ್ನದ ಬಿಸ್ಕತ್ತುಗಳು ಮತ್ತು ಚಿನ್ನದ ನಾಣ್ಯಗಳ ರಾಶಿ',
    heading: 'ಇಂದಿನ ದರದಲ್ಲಿ ಚಿನ್ನ ಮಾರಿ',
    text: 'ಚಿನ್ನ ಮತ್ತು ಇತರ ಅಮೂಲ್ಯ ಲೋಹಗಳನ್ನು ಇಂದಿನ ಮಾರುಕಟ್ಟೆ ದರದಲ್ಲಿ ಮಾರಿ. ಪರೀಕ್ಷೆ ಉಚಿತ; ನಗದು, NEFT, IMPS ಅಥವಾ RTGS ಮೂಲಕ ಪಾವತಿಸುತ್ತೇವೆ.',
    cta: { label: 'ತಕ್ಷಣದ ದರ ಪಡೆಯಿರಿ', ariaLabel: 'ನಿಮ್ಮ ಚಿನ್ನಕ್ಕೆ ತಕ್ಷಣದ ದರ ಪಡೆಯಿರಿ' },
  },
  'release-pledge': {
    alt: 'ತೆರೆದ ಬೀಗ, ಪಕ್ಕದಲ್ಲಿ ಚಿನ್ನದ ಉಂಗುರಗಳು',
    heading: 'ನಿಮ್ಮ ಅಡವಿಟ್ಟ ಚಿನ್ನ ಬಿಡಿಸಿ',
    text: 'ಬ್ಯಾಂಕ್, ಫೈನಾನ್ಸ್ ಕಂಪನಿ ಅಥವಾ ಗಿರವಿ ಅಂಗಡಿಯಲ್ಲಿ ಚಿನ್ನ ಅಡವಿಟ್ಟಿದ್ದೀರಾ? ನಾವು ಅದನ್ನು ನಿಮಗಾಗಿ ಬಿಡಿಸುತ್ತೇವೆ. ಕನಿಷ್ಠ ಅಥವಾ ಗರಿಷ್ಠ ಪ್ರಮಾಣದ ಮಿತಿ ಇಲ್ಲ.',
    cta: { label: 'ಹೆಚ್ಚು ತಿಳಿಯಿರಿ', ariaLabel: 'ಅಡವಿಟ್ಟ ಚಿನ್ನ ಬಿಡಿಸುವ ಬಗ್ಗೆ ಹೆಚ್ಚು ತಿಳಿಯಿರಿ' },
  },
  'rent-gold': {
    alt: 'ಕ್ಯಾಲೆಂಡರ್ ಪಕ್ಕದಲ್ಲಿ ಪ್ರದರ್ಶನ ಸ್ಟ್ಯಾಂಡ್ ಮೇಲಿನ ಚಿನ್ನದ ಹಾರ',
    heading: 'ಚಿನ್ನದ ಆಭರಣ ಬಾಡಿಗೆಗೆ',
    text: 'ಮದುವೆ ಅಥವಾ ಹಬ್ಬಕ್ಕೆ ಚಿನ್ನ ಧರಿಸಿ. 1 ರಿಂದ 3 ದಿನಗಳಿಗೆ ಆಭರಣ ಬಾಡಿಗೆಗೆ ಪಡೆಯಿರಿ, ಠೇವಣಿ ಇಲ್ಲ. 3 ದಿನ ಮುಂಚಿತವಾಗಿ ಬುಕ್ ಮಾಡಿ.',
    cta: { label: 'ಹೆಚ್ಚು ತಿಳಿಯಿರಿ', ariaLabel: 'ಚಿನ್ನದ ಆಭರಣ ಬಾಡಿಗೆ ಬಗ್ಗೆ ಹೆಚ್ಚು ತಿಳಿಯಿರಿ' },
  },
  doorstep: {
    alt: 'ಚಿನ್ನದ ನಾಣ್ಯ ಹೊತ್ತ ಸ್ಕೂಟರ್ ಬಾಗಿಲಲ್ಲಿ ನಿಂತಿರುವ ಮನೆ',
    heading: 'ಮನೆಬಾಗಿಲ ಸೇವೆ',
    text: 'ಶಾಖೆಗೆ ಬರಲಾಗುತ್ತಿಲ್ಲವೇ? ನಮ್ಮ ತಂಡ ನಿಮ್ಮಲ್ಲಿಗೆ ಬರುತ್ತದೆ. ಭಾನುವಾರ ಸೇರಿದಂತೆ ಪ್ರತಿದಿನ ನಾವು ತೆರೆದಿರುತ್ತೇವೆ.',
    cta: { label: 'ಕರೆ ಮಾಡಿ', ariaLabel: `${company.phoneDisplay} ಗೆ ಕರೆ ಮಾಡಿ` },
  },
});

export const homeCarouselLabels = {
  hero: 'ನಾವು ನೀಡುವುದು',
  news: 'ಸುದ್ದಿ ಮತ್ತು ಕೊಡುಗೆಗಳು',
  branches: 'ಶಾಖೆಗಳ ಸ್ಥಳಗಳು',
} satisfies Translated<typeof en.homeCarouselLabels>;

export const welcomeBanner: WelcomeBanner = {
  heading: `${company.name} ಗೆ ಸ್ವಾಗತ`,
  text: `ನಾವು ${company.foundedYear}ರಲ್ಲಿ ಆರಂಭಿಸಿದೆವು, ನಾವು ISO ಪ್ರಮಾಣೀಕೃತರು. ಚಿನ್ನ ಮತ್ತು ಅಮೂಲ್ಯ ಲೋಹಗಳನ್ನು ಮಾರುಕಟ್ಟೆ ದರದಲ್ಲಿ ಖರೀದಿಸುತ್ತೇವೆ, ಅಡವಿಟ್ಟ ಚಿನ್ನ ಬಿಡಿಸುತ್ತೇವೆ, ಚಿನ್ನದ ಆಭರಣಗಳನ್ನು ಬಾಡಿಗೆಗೆ ಕೊಡುತ್ತೇವೆ ಮತ್ತು ಮಾರುತ್ತೇವೆ. ಕರ್ನಾಟಕ, ತಮಿಳುನಾಡು ಮತ್ತು ಹೈದರಾಬಾದ್‌ನಲ್ಲಿರುವ ನಮ್ಮ ಕಚೇರಿಗಳಿಗೆ ಭೇಟಿ ನೀಡಿ, ಅಥವಾ ಮನೆಬಾಗಿಲ ಸೇವೆ ಕೇಳಿ.`,
  aboutLink: { href: '/about', label: 'ನಮ್ಮ ಬಗ್ಗೆ' },
  contactLink: { href: telHref, label: 'ಸಂಪರ್ಕಿಸಿ', ariaLabel: `ಸಂಪರ್ಕಿಸಿ: ${company.phoneDisplay} ಗೆ ಕರೆ ಮಾಡಿ` },
};

export const homeContact: HomeContactSection = {
  heading: 'ಚಿನ್ನಕ್ಕೆ ಅತ್ಯುತ್ತಮ ಬೆಲೆ ಮತ್ತು ವಿಶೇಷ ಕೊಡುಗೆಗಾಗಿ ಈಗಲೇ ಕರೆ ಮಾಡಿ',
  text: 'ನಮ್ಮ ತಂಡದೊಂದಿಗೆ ಮಾತನಾಡಿ, ಚಾಟ್ ಮಾಡಿ, ಅಥವಾ ನಿಮ್ಮ ವಿವರಗಳನ್ನು ನೀಡಿ. ನಾವು ನಿಮಗೆ ಕರೆ ಮಾಡುತ್ತೇವೆ.',
  image: contactPicture,
  callNow: { href: telHref, label: 'ಈಗಲೇ ಕರೆ ಮಾಡಿ', ariaLabel: `ಈಗಲೇ ಕರೆ ಮಾಡಿ: ${company.phoneDisplay}` },
  chat: {
    href: whatsappHref,
    label: 'ಚಾಟ್ ಮಾಡಿ',
    ariaLabel: 'WhatsApp ನಲ್ಲಿ ನಮ್ಮೊಂದಿಗೆ ಚಾಟ್ ಮಾಡಿ (ಹೊಸ ಟ್ಯಾಬ್‌ನಲ್ಲಿ ತೆರೆಯುತ್ತದೆ)',
    external: true,
  },
  formHeading: 'ನಿಮ್ಮ ವಿಚಾರಣೆ ಕಳುಹಿಸಿ',
};

export const servicesSection: { heading: string; intro: string; tiles: ServiceTile[] } = {
  heading: 'ನಮ್ಮ ಸೇವೆಗಳು',
  intro: 'ಚಿನ್ನ ಮಾರಿ, ಬಿಡಿಸಿ, ಬಾಡಿಗೆಗೆ ಪಡೆಯಿರಿ ಅಥವಾ ಕೊಳ್ಳಿ, ಎಲ್ಲವೂ ಒಂದೇ ನಂಬಿಕಸ್ಥ ತಂಡದಿಂದ.',
  tiles: serviceTilesIn('ಸೇವೆಗಳನ್ನು ನೋಡಿ', {
    'gold-high': {
      title: 'ಚಿನ್ನಕ್ಕೆ ಹೆಚ್ಚಿನ ಬೆಲೆ',
      text: 'ಇಂದಿನ ದರವನ್ನು ಆಧರಿಸಿ ನಿಮ್ಮ ಚಿನ್ನಕ್ಕೆ ನ್ಯಾಯಯುತ ಬೆಲೆ.',
      linkAriaLabel: 'ಸೇವೆಗಳನ್ನು ನೋಡಿ: ಚಿನ್ನಕ್ಕೆ ಹೆಚ್ಚಿನ ಬೆಲೆ',
    },
    gold: {
      title: 'ನಾವು ಚಿನ್ನ ಮಾರುತ್ತೇವೆ',
      text: 'ತಯಾರಿಕಾ ಶುಲ್ಕವಿಲ್ಲದ ಸಿದ್ಧ ಚಿನ್ನದ ಆಭರಣಗಳು.',
      linkAriaLabel: 'ಸೇವೆಗಳನ್ನು ನೋಡಿ: ನಾವು ಚಿನ್ನ ಮಾರುತ್ತೇವೆ',
    },
    rent: {
      title: 'ಚಿನ್ನ ಬಾಡಿಗೆಗೆ',
      text: '1 ರಿಂದ 3 ದಿನಗಳಿಗೆ ಚಿನ್ನದ ಆಭರಣ ಬಾಡಿಗೆಗೆ, ಠೇವಣಿ ಇಲ್ಲ.',
      linkAriaLabel: 'ಸೇವೆಗಳನ್ನು ನೋಡಿ: ಚಿನ್ನ ಬಾಡಿಗೆಗೆ',
    },
    'we-buy': {
      title: 'ನಾವು ಚಿನ್ನ ಖರೀದಿಸುತ್ತೇವೆ',
      text: 'ಉಚಿತ ಪರೀಕ್ಷೆ, ಸುಮಾರು 15 ನಿಮಿಷದಲ್ಲಿ ಪರಿಶೀಲನೆ.',
      linkAriaLabel: 'ಸೇವೆಗಳನ್ನು ನೋಡಿ: ನಾವು ಚಿನ್ನ ಖರೀದಿಸುತ್ತೇವೆ',
    },
  }),
};

export const calculateBanner: CalculateBanner = {
  heading: 'ನಿಮ್ಮ ಚಿನ್ನದ ಬೆಲೆ ಎಷ್ಟು?',
  text: 'ನಿಮ್ಮ ಚಿನ್ನದ ಬಗ್ಗೆ ಕೆಲವು ವಿವರ ನೀಡಿ, ನಮ್ಮ ತಂಡದಿಂದ ಇಂದಿನ ದರ ತಿಳಿಯಿರಿ.',
  link: { href: '/calculator', label: 'ಈಗಲೇ ಲೆಕ್ಕ ಹಾಕಿ', ariaLabel: 'ಈಗಲೇ ಲೆಕ್ಕ ಹಾಕಿ: ನಿಮ್ಮ ಚಿನ್ನದ ಮೌಲ್ಯ' },
};

export const goldReturnsPromo: GoldReturnsPromo = {
  heading: 'ಗೋಲ್ಡ್ ರಿಟರ್ನ್ಸ್ ಕಾರ್ಡ್',
  text: 'ನಾಲ್ಕು ವರ್ಷಗಳ ಪ್ರಯೋಜನಗಳ ಒಂದೇ ಕಾರ್ಡ್: ಕೊಳ್ಳುವಾಗ ಪ್ರತಿ ಗ್ರಾಂಗೆ ₹50 ರಿಯಾಯಿತಿ, ಮಾರುವಾಗ ಪ್ರತಿ ಗ್ರಾಂಗೆ ₹50 ಹೆಚ್ಚು, ಮತ್ತು ವೇಸ್ಟೇಜ್ ಅಥವಾ ತಯಾರಿಕಾ ಶುಲ್ಕವಿಲ್ಲ.',
  image: goldReturnsCardPicture('Purity ಗೋಲ್ಡ್ ರಿಟರ್ನ್ಸ್ ಕಾರ್ಡ್'),
  apply: {
    href: mailHref('Gold Returns Card application'),
    label: 'ಅರ್ಜಿ ಸಲ್ಲಿಸಿ',
    ariaLabel: 'ಗೋಲ್ಡ್ ರಿಟರ್ನ್ಸ್ ಕಾರ್ಡ್‌ಗೆ ಇಮೇಲ್ ಮೂಲಕ ಈಗಲೇ ಅರ್ಜಿ ಸಲ್ಲಿಸಿ',
  },
  more: {
    href: '/gold-returns-card',
    label: 'ಎಲ್ಲ ಪ್ರಯೋಜನಗಳನ್ನು ನೋಡಿ',
    ariaLabel: 'ಗೋಲ್ಡ್ ರಿಟರ್ನ್ಸ್ ಕಾರ್ಡ್‌ನ ಎಲ್ಲ ಪ್ರಯೋಜನಗಳನ್ನು ನೋಡಿ',
  },
  newsHeading: 'ಸುದ್ದಿ ಮತ್ತು ಕೊಡುಗೆಗಳು',
  newsSlides: homeNewsSlides,
};

export const branchSlides: BranchSlide[] = branchSlidesIn(
  {
    bengaluru: 'ಬೆಂಗಳೂರು',
    chennai: 'ಚೆನ್ನೈ',
    shivamogga: 'ಶಿವಮೊಗ್ಗ',
    mangalore: 'ಮಂಗಳೂರು',
    davanagere: 'ದಾವಣಗೆರೆ',
    raichur: 'ರಾಯಚೂರು',
    hubli: 'ಹುಬ್ಬಳ್ಳಿ',
    haveri: 'ಹಾವೇರಿ',
    'hyderabad-kukatpally': 'ಹೈದರಾಬಾದ್ (ಕೂಕಟ್‌ಪಲ್ಲಿ)',
    'hyderabad-dilsukhnagar': 'ಹೈದರಾಬಾದ್ (ದಿಲ್‌ಸುಖ್‌ನಗರ)',
  },
  (label) => `${label} ಶಾಖೆ: ವಿಳಾಸ, ಕಾರ್ಯ ಸಮಯ ಮತ್ತು ನಕ್ಷೆ`,
  'ಹೈದರಾಬಾದ್',
);

export const branchesSection: {
  heading: string;
  intro: string;
  slides: BranchSlide[];
  allBranches: ContentLink;
} = {
  heading: 'ನಮ್ಮ ಶಾಖೆಗಳು',
  intro: 'ನಿಮ್ಮ ಹತ್ತಿರದ ಶಾಖೆಯನ್ನು ಹುಡುಕಿ. ಭಾನುವಾರ ಸೇರಿದಂತೆ ಪ್ರತಿದಿನ ನಾವು ತೆರೆದಿರುತ್ತೇವೆ.',
  slides: branchSlides,
  allBranches: { href: '/branches', label: 'ಎಲ್ಲ ಶಾಖೆಗಳನ್ನು ನೋಡಿ' },
};
