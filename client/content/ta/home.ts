// Tamil twin of ../home.ts: same exports and shapes, Tamil words.
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
  heading: 'உங்கள் தங்கத்துக்கு உடனடி பணம்',
} satisfies Translated<typeof en.homePage>;

export const heroSlides: HeroSlide[] = heroSlidesIn({
  'instant-cash': {
    alt: 'தங்கக் கட்டிகளும் அடுக்கிய தங்க நாணயங்களும்',
    heading: 'இன்றைய விலையில் தங்கம் விற்கலாம்',
    text: 'தங்கத்தையும் மற்ற விலையுயர்ந்த உலோகங்களையும் இன்றைய சந்தை விலையில் விற்கலாம். பரிசோதனை இலவசம்; ரொக்கம், NEFT, IMPS அல்லது RTGS மூலம் பணம் தருகிறோம்.',
    cta: { label: 'உடனடி விலை அறிக', ariaLabel: 'உங்கள் தங்கத்துக்கு உடனடி விலை அறிக' },
  },
  'release-pledge': {
    alt: 'திறந்த பூட்டும் அருகில் தங்க மோதிரங்களும்',
    heading: 'உங்கள் அடகுத் தங்கத்தை மீட்கலாம்',
    text: 'வங்கியிலோ நிதி நிறுவனத்திலோ அடகுக் கடையிலோ தங்கம் அடகில் உள்ளதா? உங்களுக்காக நாங்கள் மீட்கிறோம். குறைந்தபட்ச அல்லது அதிகபட்ச அளவு வரம்பு இல்லை.',
    cta: { label: 'மேலும் அறிக', ariaLabel: 'அடகுத் தங்க மீட்பு பற்றி மேலும் அறிக' },
  },
  'rent-gold': {
    alt: 'காட்சி ஸ்டாண்டில் தங்க நெக்லஸ், அருகில் ஒரு காலண்டர்',
    heading: 'தங்க நகை வாடகைக்கு',
    text: 'திருமணத்துக்கோ பண்டிகைக்கோ தங்கம் அணியுங்கள். வைப்புத்தொகை இல்லாமல் 1 முதல் 3 நாட்களுக்கு நகை வாடகைக்கு எடுக்கலாம். 3 நாட்கள் முன்பே முன்பதிவு செய்யுங்கள்.',
    cta: { label: 'மேலும் அறிக', ariaLabel: 'தங்க நகை வாடகை பற்றி மேலும் அறிக' },
  },
  doorstep: {
    alt: 'வாசலில் ஸ்கூட்டர் நிற்கும் வீடு, ஸ்கூட்டரில் ஒரு தங்க நாணயம்',
    heading: 'வீடு தேடி சேவை',
    text: 'கிளைக்கு வர முடியவில்லையா? எங்கள் குழு உங்களிடம் வரும். ஞாயிறு உட்பட எல்லா நாட்களும் திறந்திருக்கிறோம்.',
    cta: { label: 'அழையுங்கள்', ariaLabel: `எங்களை ${company.phoneDisplay} எண்ணில் அழையுங்கள்` },
  },
});

export const homeCarouselLabels = {
  hero: 'நாங்கள் வழங்குவது',
  news: 'செய்திகளும் சலுகைகளும்',
  branches: 'கிளை இருப்பிடங்கள்',
} satisfies Translated<typeof en.homeCarouselLabels>;

export const welcomeBanner: WelcomeBanner = {
  heading: `${company.name} உங்களை வரவேற்கிறது`,
  text: `${company.foundedYear}-இல் தொடங்கிய ஐஎஸ்ஓ சான்றிதழ் பெற்ற நிறுவனம் நாங்கள். தங்கத்தையும் விலையுயர்ந்த உலோகங்களையும் சந்தை விலையில் வாங்குகிறோம், அடகுத் தங்கத்தை மீட்கிறோம், தங்க நகைகளை வாடகைக்கும் விற்பனைக்கும் தருகிறோம். கர்நாடகா, தமிழ்நாடு, ஹைதராபாத்தில் உள்ள எங்கள் அலுவலகங்களுக்கு வாருங்கள், அல்லது வீடு தேடி சேவையைக் கேளுங்கள்.`,
  aboutLink: { href: '/about', label: 'எங்களைப் பற்றி' },
  contactLink: {
    href: telHref,
    label: 'தொடர்பு கொள்ள',
    ariaLabel: `எங்களைத் தொடர்பு கொள்ள ${company.phoneDisplay} எண்ணை அழையுங்கள்`,
  },
};

export const homeContact: HomeContactSection = {
  heading: 'அதிகபட்ச தங்க விலைக்கும் சிறப்புச் சலுகைக்கும் இப்போதே அழையுங்கள்',
  text: 'எங்கள் குழுவுடன் பேசுங்கள், எங்களுடன் சாட் செய்யுங்கள், அல்லது உங்கள் விவரங்களைத் தாருங்கள். நாங்கள் திரும்ப அழைப்போம்.',
  image: contactPicture,
  callNow: { href: telHref, label: 'இப்போதே அழையுங்கள்', ariaLabel: `இப்போதே அழையுங்கள்: ${company.phoneDisplay}` },
  chat: {
    href: whatsappHref,
    label: 'சாட் செய்யுங்கள்',
    ariaLabel: 'வாட்ஸ்அப்பில் எங்களுடன் சாட் செய்யுங்கள் (புதிய டேபில் திறக்கும்)',
    external: true,
  },
  formHeading: 'உங்கள் விசாரணையை அனுப்புங்கள்',
};

export const servicesSection: { heading: string; intro: string; tiles: ServiceTile[] } = {
  heading: 'எங்கள் சேவைகள்',
  intro: 'விற்க, மீட்க, வாடகைக்கு எடுக்க, வாங்க: எல்லாம் ஒரே நம்பகமான குழுவிடம்.',
  tiles: serviceTilesIn('சேவைகளைப் பார்க்க', {
    'gold-high': {
      title: 'தங்கத்துக்கு அதிக விலை',
      text: 'இன்றைய தங்க விலையின் அடிப்படையில் உங்கள் தங்கத்துக்கு நியாயமான விலை.',
      linkAriaLabel: 'சேவைகளைப் பார்க்க: தங்கத்துக்கு அதிக விலை',
    },
    gold: {
      title: 'தங்கம் விற்கிறோம்',
      text: 'செய்கூலி இல்லாத ரெடிமேட் தங்க நகைகள்.',
      linkAriaLabel: 'சேவைகளைப் பார்க்க: தங்கம் விற்கிறோம்',
    },
    rent: {
      title: 'தங்கம் வாடகைக்கு',
      text: 'வைப்புத்தொகை இல்லாமல் 1 முதல் 3 நாட்களுக்குத் தங்க நகை வாடகைக்கு.',
      linkAriaLabel: 'சேவைகளைப் பார்க்க: தங்கம் வாடகைக்கு',
    },
    'we-buy': {
      title: 'தங்கம் வாங்குகிறோம்',
      text: 'இலவசப் பரிசோதனை; சுமார் 15 நிமிடங்களில் சரிபார்ப்பு.',
      linkAriaLabel: 'சேவைகளைப் பார்க்க: தங்கம் வாங்குகிறோம்',
    },
  }),
};

export const calculateBanner: CalculateBanner = {
  heading: 'உங்கள் தங்கத்தின் மதிப்பு எவ்வளவு?',
  text: 'உங்கள் தங்கத்தைப் பற்றிச் சில விவரங்களைப் பகிர்ந்து, எங்கள் குழுவிடமிருந்து இன்றைய விலையைப் பெறுங்கள்.',
  link: {
    href: '/calculator',
    label: 'இப்போதே கணக்கிடுங்கள்',
    ariaLabel: 'இப்போதே கணக்கிடுங்கள்: உங்கள் தங்கத்தின் மதிப்பு',
  },
};

export const goldReturnsPromo: GoldReturnsPromo = {
  heading: 'கோல்டு ரிட்டர்ன்ஸ் கார்டு',
  text: 'நான்கு ஆண்டுப் பலன்களுடன் ஒரே கார்டு: வாங்கும்போது கிராமுக்கு ₹50 தள்ளுபடி, விற்கும்போது கிராமுக்கு ₹50 கூடுதல், சேதாரமும் செய்கூலியும் இல்லை.',
  image: goldReturnsCardPicture('Purity Gold Buyers வழங்கும் கோல்டு ரிட்டர்ன்ஸ் கார்டு'),
  apply: {
    href: mailHref('கோல்டு ரிட்டர்ன்ஸ் கார்டு விண்ணப்பம்'),
    label: 'இப்போதே விண்ணப்பியுங்கள்',
    ariaLabel: 'கோல்டு ரிட்டர்ன்ஸ் கார்டுக்கு மின்னஞ்சல் மூலம் இப்போதே விண்ணப்பியுங்கள்',
  },
  more: {
    href: '/gold-returns-card',
    label: 'எல்லாப் பலன்களும்',
    ariaLabel: 'எல்லாப் பலன்களும்: கோல்டு ரிட்டர்ன்ஸ் கார்டு',
  },
  newsHeading: 'செய்திகளும் சலுகைகளும்',
  newsSlides: homeNewsSlides,
};

export const branchSlides: BranchSlide[] = branchSlidesIn(
  {
    bengaluru: 'பெங்களூரு',
    chennai: 'சென்னை',
    shivamogga: 'சிவமொக்கா',
    mangalore: 'மங்களூரு',
    davanagere: 'தாவணகெரே',
    raichur: 'ராய்ச்சூர்',
    hubli: 'ஹுப்பள்ளி',
    haveri: 'ஹாவேரி',
    'hyderabad-kukatpally': 'ஹைதராபாத் (குகட்பள்ளி)',
    'hyderabad-dilsukhnagar': 'ஹைதராபாத் (தில்சுக்நகர்)',
  },
  (label) => `${label} கிளை: முகவரி, திறந்திருக்கும் நேரம், வரைபடம்`,
  'ஹைதராபாத்',
);

export const branchesSection: {
  heading: string;
  intro: string;
  slides: BranchSlide[];
  allBranches: ContentLink;
} = {
  heading: 'எங்கள் கிளைகள்',
  intro: 'உங்கள் அருகில் உள்ள கிளையைக் கண்டறியுங்கள். ஞாயிறு உட்பட எல்லா நாட்களும் திறந்திருக்கிறோம்.',
  slides: branchSlides,
  allBranches: { href: '/branches', label: 'எல்லாக் கிளைகளும்' },
};
