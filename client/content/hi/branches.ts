// Hindi twin of ../branches.ts: same exports and shapes, Hindi words.
import type { Branch, BranchId, ServiceableArea, Weekday } from '../branches';
import { branchesIn, serviceableAreasIn, type RegionId } from '../branch-places';
import type { Translated } from '../types';
import type * as en from '../branches';

export { branchSlugs } from '../branch-places';

const dayNames: Record<Weekday, string> = {
  Monday: 'सोमवार',
  Tuesday: 'मंगलवार',
  Wednesday: 'बुधवार',
  Thursday: 'गुरुवार',
  Friday: 'शुक्रवार',
  Saturday: 'शनिवार',
  Sunday: 'रविवार',
};

export const branchesPage = {
  heading: 'हमारी ब्रांच',
  intro:
    'कर्नाटक, तमिलनाडु और तेलंगाना में हमारी किसी भी ब्रांच पर आएँ। जाँच मुफ़्त है, और हम रविवार समेत हर दिन खुले रहते हैं। एक पहचान पत्र और एक पते का प्रमाण साथ लाएँ।',
  directionsLabel: 'रास्ता देखें',
  directionsAriaLabel: (branch) => `हमारी ${branch.city} ब्रांच तक का रास्ता देखें (गूगल मैप्स खुलेगा)`,
  mapTitle: (branch) => `हमारी ${branch.city} ब्रांच का नक्शा`,
  otherAreas: {
    heading: 'दूसरे इलाके जहाँ हम सेवा देते हैं',
    intro:
      'इन जगहों पर अभी हमारी ब्रांच नहीं है, फिर भी हमारी टीम आपकी मदद कर सकती है। घर बैठे सेवा के बारे में पूछने के लिए हमें कॉल करें।',
    mapTitle: (area) => `${area.name} का नक्शा, जहाँ हम सेवा देते हैं`,
  },
} satisfies Translated<typeof en.branchesPage>;

const regions: Record<RegionId, string> = {
  KA: 'कर्नाटक',
  TN: 'तमिलनाडु',
  TG: 'तेलंगाना',
};

export const branches: Branch[] = branchesIn(regions, {
  hyderabad: {
    city: 'हैदराबाद',
    landmarkTitle: 'कूकटपल्ली, केपीएचबी कॉलोनी के पास',
    streetAddress: '12, एग्ज़ाम्पल मेन रोड, केपीएचबी कॉलोनी के पास, कूकटपल्ली',
  },
  bengaluru: {
    city: 'बेंगलुरु',
    landmarkTitle: 'मल्लेश्वरम, संपिगे रोड के पास',
    streetAddress: '12, एग्ज़ाम्पल क्रॉस रोड, संपिगे रोड के पास, मल्लेश्वरम',
  },
  mysuru: {
    city: 'मैसूरु',
    landmarkTitle: 'देवराज मार्केट के पास',
    streetAddress: '12, एग्ज़ाम्पल मेन रोड, देवराज मार्केट के पास',
  },
  mangalore: {
    city: 'मंगलौर',
    landmarkTitle: 'हम्पनकट्टा सर्कल के पास',
    streetAddress: '12, एग्ज़ाम्पल मेन रोड, हम्पनकट्टा सर्कल के पास',
    locality: 'मंगलुरु',
  },
  davanagere: {
    city: 'दावणगेरे',
    landmarkTitle: 'जयदेव सर्कल के पास',
    streetAddress: '12, एग्ज़ाम्पल मेन रोड, जयदेव सर्कल के पास',
  },
  haveri: {
    city: 'हावेरी',
    landmarkTitle: 'हावेरी बस स्टैंड के पास',
    streetAddress: '12, एग्ज़ाम्पल मेन रोड, हावेरी बस स्टैंड के पास',
  },
  hubli: {
    city: 'हुबली',
    landmarkTitle: 'कोप्पिकर रोड, दुर्गदबैल के पास',
    streetAddress: '12, एग्ज़ाम्पल बिल्डिंग, कोप्पिकर रोड, दुर्गदबैल के पास',
    locality: 'हुब्बल्ली',
  },
  raichur: {
    city: 'रायचूर',
    landmarkTitle: 'स्टेशन रोड, रायचूर रेलवे स्टेशन के पास',
    streetAddress: '12, एग्ज़ाम्पल बिल्डिंग, स्टेशन रोड, रायचूर रेलवे स्टेशन के पास',
  },
  shivamogga: {
    city: 'शिवमोग्गा',
    landmarkTitle: 'बी. एच. रोड, गोपी सर्कल के पास',
    streetAddress: '12, एग्ज़ाम्पल बिल्डिंग, बी. एच. रोड, गोपी सर्कल के पास',
  },
  chennai: {
    city: 'चेन्नई',
    landmarkTitle: 'टी. नगर, पांडी बाज़ार के पास',
    streetAddress: '12, एग्ज़ाम्पल स्ट्रीट, पांडी बाज़ार के पास, टी. नगर',
  },
});

export const otherServiceableAreas: ServiceableArea[] = serviceableAreasIn(regions, {
  bidar: 'बीदर',
  kolar: 'कोलार',
  coimbatore: 'कोयंबटूर',
});

export const branchById = (id: BranchId): Branch => branches.find((b) => b.id === id)!;
export const branchBySlug = (slug: string): Branch | undefined => branches.find((b) => b.slug === slug);

/** Other Hindi spellings visitors search by; Latin names are searched on every page (../branch-search-keys.ts). */
export const branchSearchNames: Partial<Record<BranchId, readonly string[]>> = {
  bengaluru: ['बैंगलोर', 'बंगलौर'],
  mysuru: ['मैसूर'],
  mangalore: ['मैंगलोर'],
  davanagere: ['दावणगेरे', 'दावनगेरे'],
  hubli: ['धारवाड़'],
  shivamogga: ['शिमोगा'],
  chennai: ['मद्रास'],
  hyderabad: ['सिकंदराबाद', 'साइबराबाद'],
};

export const branchFinderText = {
  label: 'शहर, इलाका या पिन कोड',
  hint: 'जैसे मैसूरु, मल्लेश्वरम या 560003',
  submit: 'ब्रांच खोजें',
  useLocation: 'मेरी लोकेशन से खोजें',
  locating: 'आपकी लोकेशन पता की जा रही है…',
  showAll: 'सभी ब्रांच दिखाएँ',
  maxLength: 60,
  tooLong: 'यह खोज बहुत लंबी है। शहर या इलाके का नाम, या 6 अंकों का पिन कोड लिखें।',
  badPin: (typed: string) =>
    `“${typed}” पिन कोड नहीं है। पिन कोड में 6 अंक होते हैं और यह 0 से शुरू नहीं होता। सभी ब्रांच दिखाई जा रही हैं।`,
  matches: (count: number, query: string) =>
    `“${query}” से ${count} ${count === 1 ? 'ब्रांच मिली' : 'ब्रांच मिलीं'}।`,
  pinMatches: (count: number, pin: string) =>
    `पिन कोड ${pin} में ${count} ${count === 1 ? 'ब्रांच है' : 'ब्रांच हैं'}।`,
  nearRegion: (place: string) => `इस पिन कोड में अभी कोई ब्रांच नहीं है। ${place} के सबसे पास हमारी ब्रांच:`,
  nearPlace: (place: string) => `${place} में अभी कोई ब्रांच नहीं है। उसके सबसे पास हमारी ब्रांच:`,
  pinUnknown: (pin: string) => `पिन कोड ${pin} के पास अभी हमारी कोई ब्रांच नहीं है। सभी ब्रांच दिखाई जा रही हैं।`,
  noMatch: (query: string) => `“${query}” से कोई ब्रांच नहीं मिली। सभी ब्रांच दिखाई जा रही हैं।`,
  offline: (query: string) =>
    `इंटरनेट कनेक्शन के बिना “${query}” नहीं खोज सके। सभी ब्रांच दिखाई जा रही हैं; कनेक्शन लौटते ही खोज फिर से होगी।`,
  sortedByLocation: 'आपकी लोकेशन से दूरी के हिसाब से क्रम में।',
  locationFailed: 'हमें आपकी लोकेशन नहीं मिल पाई, इसलिए सूची नहीं बदली।',
  distance: (km: number) => `${km < 10 ? km.toFixed(1) : Math.round(km)} किमी दूर`,
} satisfies Translated<typeof en.branchFinderText>;

export const openingHoursText = {
  today: 'आज',
  closedToday: 'आज बंद',
  openNow: 'अभी खुला है',
  closesAt: (time: string) => `${time} पर बंद होगा`,
  opensAt: (time: string, when: 'today' | 'tomorrow' | Weekday) =>
    when === 'today'
      ? `बंद है, आज ${time} पर खुलेगा`
      : `बंद है, ${when === 'tomorrow' ? 'कल' : `${dayNames[when]} को`} ${time} पर खुलेगा`,
  closed: 'बंद',
  range: (from: string, to: string) => `${from} – ${to}`,
  days: (first: Weekday, last: Weekday) =>
    first === last ? dayNames[first] : `${dayNames[first]} से ${dayNames[last]}`,
  dayList: (days: readonly Weekday[]) => days.map((day) => dayNames[day]).join(', '),
  clock: (time: string, hour: number) =>
    `${hour < 12 ? 'सुबह' : hour < 16 ? 'दोपहर' : hour < 20 ? 'शाम' : 'रात'} ${time}`,
} satisfies Translated<typeof en.openingHoursText>;

export const branchPageText = {
  heading: (branch: Branch) => `${branch.city} ब्रांच`,
  addressHeading: 'पता',
  hoursHeading: 'खुलने का समय',
  phoneHeading: 'फ़ोन',
  callLabel: (branch: Branch) => `हमारी ${branch.city} ब्रांच को कॉल करें`,
  mapHeading: 'नक्शा',
  nearbyHeading: 'आस-पास के इलाके जहाँ हम सेवा देते हैं',
  nearbyIntro: (branch: Branch) =>
    `हमारी ${branch.city} टीम इन जगहों पर भी सेवा देती है। घर बैठे सेवा के बारे में पूछने के लिए हमें कॉल करें।`,
  allBranches: 'सभी ब्रांच',
  breadcrumbLabel: 'आप यहाँ हैं',
  timeZoneNote: 'सभी समय भारतीय मानक समय में हैं।',
} satisfies Translated<typeof en.branchPageText>;
