// Tamil twin of ../branches.ts: same exports and shapes, Tamil words.
import type * as en from '../branches';
import type { Branch, BranchId, ServiceableArea, Weekday } from '../branches';
import { branchesIn, serviceableAreasIn, type RegionId } from '../branch-places';
import type { Translated } from '../types';

export { branchSlugs } from '../branch-places';

/** Day names as a range shows them. */
const dayName: Record<Weekday, string> = {
  Monday: 'திங்கள்',
  Tuesday: 'செவ்வாய்',
  Wednesday: 'புதன்',
  Thursday: 'வியாழன்',
  Friday: 'வெள்ளி',
  Saturday: 'சனி',
  Sunday: 'ஞாயிறு',
};

/** Day names in a sentence ("opens on Monday"). */
const dayNameFull: Record<Weekday, string> = {
  Monday: 'திங்கள்கிழமை',
  Tuesday: 'செவ்வாய்க்கிழமை',
  Wednesday: 'புதன்கிழமை',
  Thursday: 'வியாழக்கிழமை',
  Friday: 'வெள்ளிக்கிழமை',
  Saturday: 'சனிக்கிழமை',
  Sunday: 'ஞாயிற்றுக்கிழமை',
};

export const branchesPage = {
  heading: 'எங்கள் கிளைகள்',
  intro:
    'கர்நாடகா, தமிழ்நாடு, தெலங்கானாவில் உள்ள எங்கள் கிளைகளுக்கு வாருங்கள். பரிசோதனை இலவசம்; ஞாயிறு உட்பட எல்லா நாட்களும் திறந்திருக்கிறோம். ஒரு அடையாளச் சான்றும் ஒரு முகவரிச் சான்றும் கொண்டு வாருங்கள்.',
  directionsLabel: 'வழி காட்டு',
  directionsAriaLabel: (branch) => `எங்கள் ${branch.city} கிளைக்கு வழி காட்டு (கூகுள் மேப்ஸ் திறக்கும்)`,
  mapTitle: (branch) => `எங்கள் ${branch.city} கிளையின் வரைபடம்`,
  otherAreas: {
    heading: 'பிற சேவைப் பகுதிகள்',
    intro:
      'இந்த இடங்களில் இன்னும் எங்கள் கிளை இல்லை; ஆனாலும் எங்கள் குழு உங்களுக்கு உதவும். வீடு தேடி சேவை பற்றி அறிய எங்களை அழையுங்கள்.',
    mapTitle: (area) => `சேவைப் பகுதி ${area.name}: வரைபடம்`,
  },
} satisfies Translated<typeof en.branchesPage>;

const regions: Record<RegionId, string> = {
  KA: 'கர்நாடகா',
  TN: 'தமிழ்நாடு',
  TG: 'தெலங்கானா',
};

export const branches: Branch[] = branchesIn(regions, {
  hyderabad: {
    city: 'ஹைதராபாத்',
    landmarkTitle: 'குகட்பள்ளி, கேபிஎச்பி காலனி அருகில்',
    streetAddress: '12, எக்ஸாம்பிள் மெயின் ரோடு, கேபிஎச்பி காலனி அருகில், குகட்பள்ளி',
  },
  bengaluru: {
    city: 'பெங்களூரு',
    landmarkTitle: 'மல்லேஸ்வரம், சம்பிகே ரோடு அருகில்',
    streetAddress: '12, எக்ஸாம்பிள் கிராஸ் ரோடு, சம்பிகே ரோடு அருகில், மல்லேஸ்வரம்',
  },
  mysuru: {
    city: 'மைசூரு',
    landmarkTitle: 'தேவராஜா மார்க்கெட் அருகில்',
    streetAddress: '12, எக்ஸாம்பிள் மெயின் ரோடு, தேவராஜா மார்க்கெட் அருகில்',
  },
  mangalore: {
    city: 'மங்களூரு',
    landmarkTitle: 'ஹம்பன்கட்டா சர்க்கிள் அருகில்',
    streetAddress: '12, எக்ஸாம்பிள் மெயின் ரோடு, ஹம்பன்கட்டா சர்க்கிள் அருகில்',
  },
  davanagere: {
    city: 'தாவணகெரே',
    landmarkTitle: 'ஜெயதேவா சர்க்கிள் அருகில்',
    streetAddress: '12, எக்ஸாம்பிள் மெயின் ரோடு, ஜெயதேவா சர்க்கிள் அருகில்',
  },
  haveri: {
    city: 'ஹாவேரி',
    landmarkTitle: 'ஹாவேரி பேருந்து நிலையம் அருகில்',
    streetAddress: '12, எக்ஸாம்பிள் மெயின் ரோடு, ஹாவேரி பேருந்து நிலையம் அருகில்',
  },
  hubli: {
    city: 'ஹுப்ளி',
    landmarkTitle: 'கொப்பிகர் ரோடு, துர்காத்பைல் அருகில்',
    streetAddress: '12, எக்ஸாம்பிள் கட்டடம், கொப்பிகர் ரோடு, துர்காத்பைல் அருகில்',
    locality: 'ஹுப்பள்ளி',
  },
  raichur: {
    city: 'ராய்ச்சூர்',
    landmarkTitle: 'ஸ்டேஷன் ரோடு, ராய்ச்சூர் ரயில் நிலையம் அருகில்',
    streetAddress: '12, எக்ஸாம்பிள் கட்டடம், ஸ்டேஷன் ரோடு, ராய்ச்சூர் ரயில் நிலையம் அருகில்',
  },
  shivamogga: {
    city: 'சிவமொக்கா',
    landmarkTitle: 'பி.எச். ரோடு, கோபி சர்க்கிள் அருகில்',
    streetAddress: '12, எக்ஸாம்பிள் கட்டடம், பி.எச். ரோடு, கோபி சர்க்கிள் அருகில்',
  },
  chennai: {
    city: 'சென்னை',
    landmarkTitle: 'தி. நகர், பாண்டி பஜார் அருகில்',
    streetAddress: '12, எக்ஸாம்பிள் தெரு, பாண்டி பஜார் அருகில், தி. நகர்',
  },
});

export const otherServiceableAreas: ServiceableArea[] = serviceableAreasIn(regions, {
  bidar: 'பீதர்',
  kolar: 'கோலார்',
  coimbatore: 'கோயம்புத்தூர்',
});

export const branchById = (id: BranchId): Branch => branches.find((b) => b.id === id)!;
export const branchBySlug = (slug: string): Branch | undefined => branches.find((b) => b.slug === slug);

/** Other Tamil spellings visitors search by; Latin names are searched on every page (../branch-search-keys.ts). */
export const branchSearchNames: Partial<Record<BranchId, readonly string[]>> = {
  bengaluru: ['பெங்களூர்'],
  mysuru: ['மைசூர்'],
  mangalore: ['மங்களூர்'],
  davanagere: ['தாவண்கெரே'],
  hubli: ['தார்வாட்', 'ஹுப்ளி-தார்வாட்'],
  shivamogga: ['ஷிமோகா', 'ஷிவமொக்கா'],
  chennai: ['மெட்ராஸ்', 'மதராஸ்', 'தியாகராய நகர்'],
  hyderabad: ['செகந்திராபாத்', 'சைபராபாத்'],
};

export const branchFinderText = {
  label: 'நகரம், பகுதி அல்லது பின்கோடு',
  hint: 'உதாரணமாக மைசூரு, மல்லேஸ்வரம் அல்லது 560003.',
  submit: 'கிளைகளைத் தேடு',
  useLocation: 'என் இருப்பிடம்',
  locating: 'உங்கள் இருப்பிடத்தைக் கண்டறிகிறது…',
  showAll: 'எல்லாக் கிளைகளும்',
  maxLength: 60,
  tooLong: 'இந்தத் தேடல் மிக நீளமாக உள்ளது. நகரம் அல்லது பகுதியின் பெயரையோ, 6 இலக்கப் பின்கோடையோ உள்ளிடுங்கள்.',
  badPin: (typed: string) =>
    `“${typed}” சரியான பின்கோடு அல்ல. பின்கோடில் 6 இலக்கங்கள் இருக்கும்; அது 0-வில் தொடங்காது. எல்லாக் கிளைகளையும் காட்டுகிறோம்.`,
  matches: (count: number, query: string) =>
    `“${query}” தேடலுக்கு ${count} ${count === 1 ? 'கிளை பொருந்துகிறது' : 'கிளைகள் பொருந்துகின்றன'}.`,
  pinMatches: (count: number, pin: string) =>
    `${pin} பின்கோடில் ${count} ${count === 1 ? 'கிளை உள்ளது' : 'கிளைகள் உள்ளன'}.`,
  nearRegion: (place: string) => `அந்தப் பின்கோடில் இன்னும் கிளை இல்லை. ${place} பகுதிக்கு அருகில் உள்ள எங்கள் கிளைகள்:`,
  nearPlace: (place: string) => `${place} பகுதியில் இன்னும் கிளை இல்லை. அதற்கு அருகில் உள்ள எங்கள் கிளைகள்:`,
  pinUnknown: (pin: string) => `${pin} பின்கோடுக்கு அருகில் இன்னும் எங்கள் கிளை இல்லை. எல்லாக் கிளைகளையும் காட்டுகிறோம்.`,
  noMatch: (query: string) => `“${query}” தேடலுக்குப் பொருந்தும் கிளை இல்லை. எல்லாக் கிளைகளையும் காட்டுகிறோம்.`,
  offline: (query: string) =>
    `இணைய இணைப்பு இல்லாததால் “${query}” தேட முடியவில்லை. எல்லாக் கிளைகளையும் காட்டுகிறோம்; இணைப்பு திரும்பியதும் மீண்டும் தேடுவோம்.`,
  sortedByLocation: 'உங்கள் இருப்பிடத்திலிருந்து உள்ள தூரத்தின்படி வரிசைப்படுத்தப்பட்டுள்ளது.',
  locationFailed: 'உங்கள் இருப்பிடத்தைப் பெற முடியவில்லை; பட்டியல் மாறவில்லை.',
  distance: (km: number) => `${km < 10 ? km.toFixed(1) : Math.round(km)} கி.மீ. தூரத்தில்`,
} satisfies Translated<typeof en.branchFinderText>;

export const openingHoursText = {
  today: 'இன்று',
  closedToday: 'இன்று விடுமுறை',
  openNow: 'இப்போது திறந்துள்ளது',
  closesAt: (time: string) => `மூடும் நேரம் ${time}`,
  opensAt: (time: string, when: 'today' | 'tomorrow' | Weekday) =>
    when === 'today'
      ? `மூடப்பட்டுள்ளது, திறக்கும் நேரம்: இன்று ${time}`
      : `மூடப்பட்டுள்ளது, திறக்கும் நேரம்: ${when === 'tomorrow' ? 'நாளை' : dayNameFull[when]} ${time}`,
  closed: 'மூடப்பட்டுள்ளது',
  range: (from: string, to: string) => `${from} – ${to}`,
  days: (first: Weekday, last: Weekday) =>
    first === last ? dayName[first] : `${dayName[first]} முதல் ${dayName[last]} வரை`,
  dayList: (days: readonly Weekday[]) => days.map((day) => dayName[day]).join(', '),
  clock: (time: string, hour: number) =>
    `${hour < 12 ? 'காலை' : hour < 16 ? 'மதியம்' : hour < 20 ? 'மாலை' : 'இரவு'} ${time}`,
} satisfies Translated<typeof en.openingHoursText>;

export const branchPageText = {
  heading: (branch: Branch) => `${branch.city} கிளை`,
  addressHeading: 'முகவரி',
  hoursHeading: 'திறந்திருக்கும் நேரம்',
  phoneHeading: 'தொலைபேசி',
  callLabel: (branch: Branch) => `எங்கள் ${branch.city} கிளையை அழையுங்கள்`,
  mapHeading: 'வரைபடம்',
  nearbyHeading: 'அருகிலுள்ள சேவைப் பகுதிகள்',
  nearbyIntro: (branch: Branch) =>
    `எங்கள் ${branch.city} குழு இந்த இடங்களுக்கும் சேவை செய்கிறது. வீடு தேடி சேவை பற்றி அறிய எங்களை அழையுங்கள்.`,
  allBranches: 'எல்லாக் கிளைகளும்',
  breadcrumbLabel: 'வழித்தடம்',
  timeZoneNote: 'எல்லா நேரங்களும் இந்திய நேரப்படி.',
} satisfies Translated<typeof en.branchPageText>;
