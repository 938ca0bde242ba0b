// Telugu twin of ../home.ts: same exports and shapes, Telugu words.
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
  heading: 'మీ బంగారానికి తక్షణ నగదు',
} satisfies Translated<typeof en.homePage>;

export const heroSlides: HeroSlide[] = heroSlidesIn({
  'instant-cash': {
    alt: 'బంగారు కడ్డీలు, బంగారు నాణేల దొంతరలు',
    heading: 'ఈరోజు రేటుకే బంగారం అమ్మండి',
    text: 'బంగారం, ఇతర విలువైన లోహాలను ఈరోజు మార్కెట్ రేటుకు అమ్మండి. పరీక్ష ఉచితం; నగదు, ఎన్‌ఈఎఫ్‌టీ, ఐఎంపీఎస్ లేదా ఆర్‌టీజీఎస్ ద్వారా చెల్లిస్తాం.',
    cta: { label: 'తక్షణ రేట్లు పొందండి', ariaLabel: 'మీ బంగారానికి తక్షణ రేట్లు పొందండి' },
  },
  'release-pledge': {
    alt: 'తెరిచిన తాళం, దాని పక్కనే బంగారు ఉంగరాలు',
    heading: 'మీ తాకట్టు బంగారం విడిపించుకోండి',
    text: 'బంగారం బ్యాంకులో, ఫైనాన్స్ సంస్థలో లేదా తాకట్టు దుకాణంలో తాకట్టులో ఉందా? మేము విడిపిస్తాం. కనీస లేదా గరిష్ఠ పరిమాణం అంటూ లేదు.',
    cta: { label: 'మరింత తెలుసుకోండి', ariaLabel: 'తాకట్టు బంగారం విడిపింపు గురించి మరింత తెలుసుకోండి' },
  },
  'rent-gold': {
    alt: 'క్యాలెండర్ పక్కన, డిస్‌ప్లే స్టాండ్‌పై బంగారు హారం',
    heading: 'బంగారు నగలు అద్దెకు',
    text: 'పెళ్లికో, పండుగకో బంగారం ధరించండి. డిపాజిట్ లేకుండా 1 నుంచి 3 రోజులు నగలు అద్దెకు తీసుకోండి. 3 రోజుల ముందే బుక్ చేయండి.',
    cta: { label: 'మరింత తెలుసుకోండి', ariaLabel: 'బంగారు నగలు అద్దెకు తీసుకోవడం గురించి మరింత తెలుసుకోండి' },
  },
  doorstep: {
    alt: 'ఇంటి గుమ్మం ముందు స్కూటర్, దానిపై బంగారు నాణెం',
    heading: 'ఇంటి వద్దకే సేవ',
    text: 'బ్రాంచ్‌కు రాలేకపోతున్నారా? మా బృందమే మీ దగ్గరకు వస్తుంది. ఆదివారాలతో సహా ప్రతిరోజూ తెరిచి ఉంటాం.',
    cta: { label: 'కాల్ చేయండి', ariaLabel: `${company.phoneDisplay}కు కాల్ చేయండి` },
  },
});

export const homeCarouselLabels = {
  hero: 'మేము అందించే సేవలు',
  news: 'వార్తలు, ఆఫర్లు',
  branches: 'బ్రాంచ్ ప్రాంతాలు',
} satisfies Translated<typeof en.homeCarouselLabels>;

export const welcomeBanner: WelcomeBanner = {
  heading: `${company.name}కు స్వాగతం`,
  text: `మేము ${company.foundedYear}లో ప్రారంభించాం, మాది ఐఎస్‌ఓ సర్టిఫైడ్ సంస్థ. బంగారం, విలువైన లోహాలను మార్కెట్ రేటుకు కొంటాం, తాకట్టు బంగారం విడిపిస్తాం, బంగారు నగలను అద్దెకు ఇస్తాం, అమ్ముతాం. కర్ణాటక, తమిళనాడు, హైదరాబాద్‌లోని మా కార్యాలయాలకు రండి, లేదా ఇంటి వద్దకే సేవ కోరండి.`,
  aboutLink: { href: '/about', label: 'మా గురించి' },
  contactLink: {
    href: telHref,
    label: 'సంప్రదించండి',
    ariaLabel: `మమ్మల్ని సంప్రదించండి: ${company.phoneDisplay}కు కాల్ చేయండి`,
  },
};

export const homeContact: HomeContactSection = {
  heading: 'అత్యధిక బంగారం ధర, ప్రత్యేక ఆఫర్ కోసం ఇప్పుడే కాల్ చేయండి',
  text: 'మా బృందంతో మాట్లాడండి, మాతో చాట్ చేయండి, లేదా మీ వివరాలు ఇవ్వండి. మేము మీకు తిరిగి కాల్ చేస్తాం.',
  image: contactPicture,
  callNow: { href: telHref, label: 'ఇప్పుడే కాల్ చేయండి', ariaLabel: `ఇప్పుడే కాల్ చేయండి: ${company.phoneDisplay}` },
  chat: {
    href: whatsappHref,
    label: 'చాట్ చేయండి',
    ariaLabel: 'వాట్సాప్‌లో మాతో చాట్ చేయండి (కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)',
    external: true,
  },
  formHeading: 'మీ ఎంక్వైరీ పంపండి',
};

export const servicesSection: { heading: string; intro: string; tiles: ServiceTile[] } = {
  heading: 'మా సేవలు',
  intro: 'బంగారం అమ్మకం, విడిపింపు, అద్దె, కొనుగోలు: అన్నీ ఒకే నమ్మకమైన బృందంతో.',
  tiles: serviceTilesIn('సేవలు చూడండి', {
    'gold-high': {
      title: 'బంగారానికి అధిక ధర',
      text: 'ఈరోజు రేటు ఆధారంగా మీ బంగారానికి న్యాయమైన ధర.',
      linkAriaLabel: 'సేవలు చూడండి: బంగారానికి అధిక ధర',
    },
    gold: {
      title: 'మేము బంగారం అమ్ముతాం',
      text: 'మేకింగ్ ఛార్జీ లేని రెడీమేడ్ బంగారు నగలు.',
      linkAriaLabel: 'సేవలు చూడండి: మేము బంగారం అమ్ముతాం',
    },
    rent: {
      title: 'బంగారం అద్దెకు',
      text: 'డిపాజిట్ లేకుండా 1 నుంచి 3 రోజులు బంగారు నగలు అద్దెకు తీసుకోండి.',
      linkAriaLabel: 'సేవలు చూడండి: బంగారం అద్దెకు',
    },
    'we-buy': {
      title: 'మేము బంగారం కొంటాం',
      text: 'ఉచిత పరీక్ష, సుమారు 15 నిమిషాల్లో ధ్రువీకరణ.',
      linkAriaLabel: 'సేవలు చూడండి: మేము బంగారం కొంటాం',
    },
  }),
};

export const calculateBanner: CalculateBanner = {
  heading: 'మీ బంగారం విలువ ఎంత?',
  text: 'మీ బంగారం గురించి కొన్ని వివరాలు ఇవ్వండి, మా బృందం నుంచి ఈరోజు రేటు తెలుసుకోండి.',
  link: { href: '/calculator', label: 'ఇప్పుడే లెక్కించండి', ariaLabel: 'ఇప్పుడే లెక్కించండి: మీ బంగారం విలువ' },
};

export const goldReturnsPromo: GoldReturnsPromo = {
  heading: 'గోల్డ్ రిటర్న్స్ కార్డ్',
  text: 'నాలుగేళ్ల ప్రయోజనాలతో ఒకే కార్డు: కొనేటప్పుడు గ్రాముకు ₹50 తగ్గింపు, అమ్మేటప్పుడు గ్రాముకు ₹50 అదనం, తరుగు, మేకింగ్ ఛార్జీలు ఉండవు.',
  image: goldReturnsCardPicture('Purity గోల్డ్ రిటర్న్స్ కార్డ్'),
  apply: {
    href: mailHref('Gold Returns Card application'),
    label: 'దరఖాస్తు చేయండి',
    ariaLabel: 'గోల్డ్ రిటర్న్స్ కార్డ్ కోసం ఈమెయిల్ ద్వారా ఇప్పుడే దరఖాస్తు చేయండి',
  },
  more: {
    href: '/gold-returns-card',
    label: 'అన్ని ప్రయోజనాలు చూడండి',
    ariaLabel: 'గోల్డ్ రిటర్న్స్ కార్డ్ అన్ని ప్రయోజనాలు చూడండి',
  },
  newsHeading: 'వార్తలు, ఆఫర్లు',
  newsSlides: homeNewsSlides,
};

export const branchSlides: BranchSlide[] = branchSlidesIn(
  {
    bengaluru: 'బెంగళూరు',
    chennai: 'చెన్నై',
    shivamogga: 'శివమొగ్గ',
    mangalore: 'మంగళూరు',
    davanagere: 'దావణగెరె',
    raichur: 'రాయచూరు',
    hubli: 'హుబ్బళ్లి',
    haveri: 'హావేరి',
    'hyderabad-kukatpally': 'హైదరాబాద్ (కూకట్‌పల్లి)',
    'hyderabad-dilsukhnagar': 'హైదరాబాద్ (దిల్‌సుఖ్‌నగర్)',
  },
  (label) => `${label} బ్రాంచ్: చిరునామా, పనివేళలు, మ్యాప్`,
  'హైదరాబాద్',
);

export const branchesSection: {
  heading: string;
  intro: string;
  slides: BranchSlide[];
  allBranches: ContentLink;
} = {
  heading: 'మా బ్రాంచ్‌లు',
  intro: 'మీకు దగ్గరలోని బ్రాంచ్ వెతకండి. ఆదివారాలతో సహా ప్రతిరోజూ తెరిచి ఉంటాం.',
  slides: branchSlides,
  allBranches: { href: '/branches', label: 'అన్ని బ్రాంచ్‌లు చూడండి' },
};
