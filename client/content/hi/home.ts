// Hindi twin of ../home.ts: same exports and shapes, Hindi words.
import { company, mailHref, telHref, whatsappHref } from './company';
import { homeNewsSlides } from './news';
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
import type * as en from '../home';

export const homePage = {
  heading: 'आपके सोने के बदले तुरंत नकद',
} satisfies Translated<typeof en.homePage>;

export const heroSlides: HeroSlide[] = heroSlidesIn({
  'instant-cash': {
    alt: 'सोने की ईंटें और सोने के सिक्कों के ढेर',
    heading: 'आज के भाव पर सोना बेचें',
    text: 'सोना और दूसरी कीमती धातुएँ आज के बाज़ार भाव पर बेचें। जाँच मुफ़्त है, और हम नकद, एनईएफ़टी, आईएमपीएस या आरटीजीएस से भुगतान करते हैं।',
    cta: { label: 'तुरंत भाव जानें', ariaLabel: 'अपने सोने का तुरंत भाव जानें' },
  },
  'release-pledge': {
    alt: 'खुला ताला, पास में सोने की अंगूठियाँ',
    heading: 'अपना गिरवी सोना छुड़ाएँ',
    text: 'सोना बैंक, फ़ाइनेंस कंपनी या साहूकार के पास गिरवी है? हम उसे आपके लिए छुड़ाते हैं। कोई न्यूनतम या अधिकतम मात्रा नहीं है।',
    cta: { label: 'और जानें', ariaLabel: 'गिरवी सोना छुड़ाने के बारे में और जानें' },
  },
  'rent-gold': {
    alt: 'डिस्प्ले स्टैंड पर सोने का हार, पास में एक कैलेंडर',
    heading: 'किराये पर सोने के गहने',
    text: 'शादी या त्योहार पर सोना पहनें। गहने 1 से 3 दिन के लिए किराये पर लें, कोई डिपॉज़िट नहीं। 3 दिन पहले बुक करें।',
    cta: { label: 'और जानें', ariaLabel: 'सोने के गहने किराये पर लेने के बारे में और जानें' },
  },
  doorstep: {
    alt: 'एक घर, जिसके दरवाज़े पर सोने का सिक्का लिए एक स्कूटर खड़ा है',
    heading: 'घर बैठे सेवा',
    text: 'ब्रांच नहीं आ सकते? हमारी टीम आपके पास आ सकती है। हम रविवार समेत हर दिन खुले रहते हैं।',
    cta: { label: 'हमें कॉल करें', ariaLabel: `हमें ${company.phoneDisplay} पर कॉल करें` },
  },
});

export const homeCarouselLabels = {
  hero: 'हम क्या देते हैं',
  news: 'समाचार और ऑफ़र',
  branches: 'ब्रांच की जगहें',
} satisfies Translated<typeof en.homeCarouselLabels>;

export const welcomeBanner: WelcomeBanner = {
  heading: `${company.name} में आपका स्वागत है`,
  text: `हमने ${company.foundedYear} में शुरुआत की और हम आईएसओ प्रमाणित हैं। हम सोना और कीमती धातुएँ बाज़ार भाव पर खरीदते हैं, गिरवी सोना छुड़ाते हैं, और सोने के गहने किराये पर देते और बेचते हैं। कर्नाटक, तमिलनाडु और हैदराबाद में हमारे किसी ऑफ़िस पर आएँ, या हमारी घर बैठे सेवा के लिए कहें।`,
  aboutLink: { href: '/about', label: 'हमारे बारे में' },
  contactLink: { href: telHref, label: 'संपर्क करें', ariaLabel: `संपर्क करें: ${company.phoneDisplay} पर कॉल करें` },
};

export const homeContact: HomeContactSection = {
  heading: 'सोने के सबसे ऊँचे दाम और खास ऑफ़र के लिए अभी कॉल करें',
  text: 'हमारी टीम से बात करें, चैट करें, या अपनी जानकारी छोड़ दें। हम आपको वापस कॉल करेंगे।',
  image: contactPicture,
  callNow: { href: telHref, label: 'अभी कॉल करें', ariaLabel: `अभी कॉल करें: ${company.phoneDisplay}` },
  chat: {
    href: whatsappHref,
    label: 'चैट करें',
    ariaLabel: 'व्हाट्सऐप पर हमसे चैट करें (नए टैब में खुलेगा)',
    external: true,
  },
  formHeading: 'अपनी पूछताछ भेजें',
};

export const servicesSection: { heading: string; intro: string; tiles: ServiceTile[] } = {
  heading: 'हमारी सेवाएँ',
  intro: 'सोना बेचें, छुड़ाएँ, किराये पर लें या खरीदें, एक भरोसेमंद टीम के साथ।',
  tiles: serviceTilesIn('सेवाएँ देखें', {
    'gold-high': {
      title: 'सोने का ऊँचा दाम',
      text: 'आज के भाव के हिसाब से आपके सोने का सही दाम।',
      linkAriaLabel: 'सेवाएँ देखें: सोने का ऊँचा दाम',
    },
    gold: {
      title: 'हम सोना बेचते हैं',
      text: 'तैयार सोने के गहने, बिना मेकिंग चार्ज।',
      linkAriaLabel: 'सेवाएँ देखें: हम सोना बेचते हैं',
    },
    rent: {
      title: 'किराये पर सोना',
      text: 'सोने के गहने 1 से 3 दिन के लिए किराये पर लें, कोई डिपॉज़िट नहीं।',
      linkAriaLabel: 'सेवाएँ देखें: किराये पर सोना',
    },
    'we-buy': {
      title: 'हम सोना खरीदते हैं',
      text: 'मुफ़्त जाँच, लगभग 15 मिनट में।',
      linkAriaLabel: 'सेवाएँ देखें: हम सोना खरीदते हैं',
    },
  }),
};

export const calculateBanner: CalculateBanner = {
  heading: 'आपके सोने की कीमत कितनी है?',
  text: 'अपने सोने के बारे में थोड़ी जानकारी दें और हमारी टीम से आज का भाव जानें।',
  link: { href: '/calculator', label: 'अभी हिसाब लगाएँ', ariaLabel: 'अभी हिसाब लगाएँ: आपके सोने की कीमत' },
};

export const goldReturnsPromo: GoldReturnsPromo = {
  heading: 'गोल्ड रिटर्न्स कार्ड',
  text: 'एक कार्ड, चार साल के फ़ायदे: खरीदने पर ₹50 प्रति ग्राम की छूट, बेचने पर ₹50 प्रति ग्राम ज़्यादा, और कोई वेस्टेज या मेकिंग चार्ज नहीं।',
  image: goldReturnsCardPicture('प्योरिटी गोल्ड रिटर्न्स कार्ड'),
  apply: {
    href: mailHref('Gold Returns Card application'),
    label: 'अभी आवेदन करें',
    ariaLabel: 'गोल्ड रिटर्न्स कार्ड के लिए ईमेल से अभी आवेदन करें',
  },
  more: {
    href: '/gold-returns-card',
    label: 'सभी फ़ायदे देखें',
    ariaLabel: 'गोल्ड रिटर्न्स कार्ड के सभी फ़ायदे देखें',
  },
  newsHeading: 'समाचार और ऑफ़र',
  newsSlides: homeNewsSlides,
};

export const branchSlides: BranchSlide[] = branchSlidesIn(
  {
    bengaluru: 'बेंगलुरु',
    chennai: 'चेन्नई',
    shivamogga: 'शिवमोग्गा',
    mangalore: 'मंगलुरु',
    davanagere: 'दावणगेरे',
    raichur: 'रायचूर',
    hubli: 'हुब्बल्ली',
    haveri: 'हावेरी',
    'hyderabad-kukatpally': 'हैदराबाद (कूकटपल्ली)',
    'hyderabad-dilsukhnagar': 'हैदराबाद (दिलसुखनगर)',
  },
  (label) => `${label} ब्रांच: पता, खुलने का समय और नक्शा`,
  'हैदराबाद',
);

export const branchesSection: {
  heading: string;
  intro: string;
  slides: BranchSlide[];
  allBranches: ContentLink;
} = {
  heading: 'हमारी ब्रांच',
  intro: 'अपने पास की ब्रांच खोजें। हम रविवार समेत हर दिन खुले रहते हैं।',
  slides: branchSlides,
  allBranches: { href: '/branches', label: 'सभी ब्रांच देखें' },
};
