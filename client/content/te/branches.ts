// Telugu twin of ../branches.ts: same exports and shapes, Telugu words.
import type * as en from '../branches';
import type { Branch, BranchId, ServiceableArea, Weekday } from '../branches';
import { branchesIn, serviceableAreasIn, type RegionId } from '../branch-places';
import type { Translated } from '../types';

export { branchSlugs } from '../branch-places';

/** Telugu names of the weekdays the opening-hours data names in English. */
const dayNames: Record<Weekday, string> = {
  Monday: 'సోమవారం',
  Tuesday: 'మంగళవారం',
  Wednesday: 'బుధవారం',
  Thursday: 'గురువారం',
  Friday: 'శుక్రవారం',
  Saturday: 'శనివారం',
  Sunday: 'ఆదివారం',
};

export const branchesPage = {
  heading: 'మా బ్రాంచ్‌లు',
  intro:
    'కర్ణాటక, తమిళనాడు, తెలంగాణలోని మా ఏ బ్రాంచ్‌కైనా రండి. పరీక్ష ఉచితం, ఆదివారాలతో సహా ప్రతిరోజూ తెరిచి ఉంటాం. ఒక గుర్తింపు రుజువు, ఒక చిరునామా రుజువు తీసుకురండి.',
  directionsLabel: 'దారి చూడండి',
  directionsAriaLabel: (branch) => `మా ${branch.city} బ్రాంచ్‌కు దారి చూడండి (గూగుల్ మ్యాప్స్ తెరుచుకుంటుంది)`,
  mapTitle: (branch) => `మా ${branch.city} బ్రాంచ్ మ్యాప్`,
  otherAreas: {
    heading: 'ఇతర సేవా ప్రాంతాలు',
    intro: 'ఈ ప్రాంతాల్లో ఇంకా మా బ్రాంచ్ లేదు, అయినా మా బృందం మీకు సాయం చేయగలదు. ఇంటి వద్దకే సేవ గురించి తెలుసుకోవడానికి మాకు కాల్ చేయండి.',
    mapTitle: (area) => `${area.name} మ్యాప్ (సేవా ప్రాంతం)`,
  },
} satisfies Translated<typeof en.branchesPage>;

const regions: Record<RegionId, string> = {
  KA: 'కర్ణాటక',
  TN: 'తమిళనాడు',
  TG: 'తెలంగాణ',
};

export const branches: Branch[] = branchesIn(regions, {
  hyderabad: {
    city: 'హైదరాబాద్',
    landmarkTitle: 'కూకట్‌పల్లి, కేపీహెచ్‌బీ కాలనీ దగ్గర',
    streetAddress: '12, ఎగ్జాంపుల్ మెయిన్ రోడ్డు, కేపీహెచ్‌బీ కాలనీ దగ్గర, కూకట్‌పల్లి',
  },
  bengaluru: {
    city: 'బెంగళూరు',
    landmarkTitle: 'మల్లేశ్వరం, సంపిగె రోడ్డు దగ్గర',
    streetAddress: '12, ఎగ్జాంపుల్ క్రాస్ రోడ్డు, సంపిగె రోడ్డు దగ్గర, మల్లేశ్వరం',
  },
  mysuru: {
    city: 'మైసూరు',
    landmarkTitle: 'దేవరాజ మార్కెట్ దగ్గర',
    streetAddress: '12, ఎగ్జాంపుల్ మెయిన్ రోడ్డు, దేవరాజ మార్కెట్ దగ్గర',
  },
  mangalore: {
    city: 'మంగళూరు',
    landmarkTitle: 'హంపనకట్ట సర్కిల్ దగ్గర',
    streetAddress: '12, ఎగ్జాంపుల్ మెయిన్ రోడ్డు, హంపనకట్ట సర్కిల్ దగ్గర',
  },
  davanagere: {
    city: 'దావణగెరె',
    landmarkTitle: 'జయదేవ సర్కిల్ దగ్గర',
    streetAddress: '12, ఎగ్జాంపుల్ మెయిన్ రోడ్డు, జయదేవ సర్కిల్ దగ్గర',
  },
  haveri: {
    city: 'హావేరి',
    landmarkTitle: 'హావేరి బస్టాండ్ దగ్గర',
    streetAddress: '12, ఎగ్జాంపుల్ మెయిన్ రోడ్డు, హావేరి బస్టాండ్ దగ్గర',
  },
  hubli: {
    city: 'హుబ్లీ',
    landmarkTitle: 'కొప్పికర్ రోడ్డు, దుర్గద్‌బైల్ దగ్గర',
    streetAddress: '12, ఎగ్జాంపుల్ బిల్డింగ్, కొప్పికర్ రోడ్డు, దుర్గద్‌బైల్ దగ్గర',
    locality: 'హుబ్బళ్లి',
  },
  raichur: {
    city: 'రాయచూరు',
    landmarkTitle: 'స్టేషన్ రోడ్డు, రాయచూరు రైల్వే స్టేషన్ దగ్గర',
    streetAddress: '12, ఎగ్జాంపుల్ బిల్డింగ్, స్టేషన్ రోడ్డు, రాయచూరు రైల్వే స్టేషన్ దగ్గర',
  },
  shivamogga: {
    city: 'శివమొగ్గ',
    landmarkTitle: 'బి.హెచ్. రోడ్డు, గోపి సర్కిల్ దగ్గర',
    streetAddress: '12, ఎగ్జాంపుల్ బిల్డింగ్, బి.హెచ్. రోడ్డు, గోపి సర్కిల్ దగ్గర',
  },
  chennai: {
    city: 'చెన్నై',
    landmarkTitle: 'టి.నగర్, పాండీ బజార్ దగ్గర',
    streetAddress: '12, ఎగ్జాంపుల్ స్ట్రీట్, పాండీ బజార్ దగ్గర, టి.నగర్',
  },
});

export const otherServiceableAreas: ServiceableArea[] = serviceableAreasIn(regions, {
  bidar: 'బీదర్',
  kolar: 'కోలార్',
  coimbatore: 'కోయంబత్తూరు',
});

export const branchById = (id: BranchId): Branch => branches.find((b) => b.id === id)!;
export const branchBySlug = (slug: string): Branch | undefined => branches.find((b) => b.slug === slug);

/** Other Telugu spellings visitors search by; Latin names are searched on every page (../branch-search-keys.ts). */
export const branchSearchNames: Partial<Record<BranchId, readonly string[]>> = {
  bengaluru: ['బెంగుళూరు'],
  mysuru: ['మైసూర్'],
  mangalore: ['మంగుళూరు'],
  davanagere: ['దావణగెరే'],
  hubli: ['హుబ్బళ్లి', 'ధార్వాడ్'],
  shivamogga: ['షిమోగా'],
  chennai: ['మద్రాసు'],
  hyderabad: ['సికింద్రాబాద్', 'సైబరాబాద్'],
};

export const branchFinderText = {
  label: 'నగరం, ప్రాంతం లేదా పిన్ కోడ్',
  hint: 'ఉదాహరణకు మైసూరు, మల్లేశ్వరం లేదా 560003.',
  submit: 'బ్రాంచ్‌లు వెతకండి',
  useLocation: 'నా లొకేషన్ వాడండి',
  locating: 'మీ లొకేషన్ కనుగొంటున్నాం…',
  showAll: 'అన్ని బ్రాంచ్‌లు చూపించండి',
  maxLength: 60,
  tooLong: 'మీరు వెతికినది చాలా పొడవుగా ఉంది. నగరం లేదా ప్రాంతం పేరు, లేదా 6 అంకెల పిన్ కోడ్ నమోదు చేయండి.',
  badPin: (typed: string) =>
    `“${typed}” పిన్ కోడ్ కాదు. పిన్ కోడ్‌లో 6 అంకెలు ఉంటాయి, అది 0తో మొదలవదు. అన్ని బ్రాంచ్‌లు చూపిస్తున్నాం.`,
  matches: (count: number, query: string) =>
    `“${query}” కోసం ${count} ${count === 1 ? 'బ్రాంచ్ దొరికింది' : 'బ్రాంచ్‌లు దొరికాయి'}.`,
  pinMatches: (count: number, pin: string) =>
    `పిన్ కోడ్ ${pin}లో ${count} ${count === 1 ? 'బ్రాంచ్ ఉంది' : 'బ్రాంచ్‌లు ఉన్నాయి'}.`,
  nearRegion: (place: string) => `ఆ పిన్ కోడ్‌లో ఇంకా మా బ్రాంచ్ లేదు. ${place} సమీపంలోని మా బ్రాంచ్‌లు:`,
  nearPlace: (place: string) => `${place} ప్రాంతంలో ఇంకా మా బ్రాంచ్ లేదు. దానికి దగ్గరలోని మా బ్రాంచ్‌లు:`,
  pinUnknown: (pin: string) => `పిన్ కోడ్ ${pin} దగ్గర ఇంకా మా బ్రాంచ్ లేదు. అన్ని బ్రాంచ్‌లు చూపిస్తున్నాం.`,
  noMatch: (query: string) => `“${query}” కోసం ఏ బ్రాంచ్ దొరకలేదు. అన్ని బ్రాంచ్‌లు చూపిస్తున్నాం.`,
  offline: (query: string) =>
    `ఇంటర్నెట్ కనెక్షన్ లేకపోవడంతో “${query}” వెతకలేకపోయాం. అన్ని బ్రాంచ్‌లు చూపిస్తున్నాం; కనెక్షన్ తిరిగి రాగానే మళ్లీ వెతుకుతాం.`,
  sortedByLocation: 'మీ లొకేషన్ నుంచి దూరం ప్రకారం వరుసలో ఉన్నాయి.',
  locationFailed: 'మీ లొకేషన్ తెలుసుకోలేకపోయాం, కాబట్టి జాబితా మారలేదు.',
  distance: (km: number) => `${km < 10 ? km.toFixed(1) : Math.round(km)} కి.మీ. దూరంలో`,
} satisfies Translated<typeof en.branchFinderText>;

export const openingHoursText = {
  today: 'ఈరోజు',
  closedToday: 'ఈరోజు సెలవు',
  openNow: 'ఇప్పుడు తెరిచి ఉంది',
  closesAt: (time: string) => `మూసివేత ${time}`,
  opensAt: (time: string, when: 'today' | 'tomorrow' | Weekday) =>
    when === 'today'
      ? `మూసి ఉంది, మళ్లీ తెరిచేది ${time}`
      : `మూసి ఉంది, మళ్లీ తెరిచేది ${when === 'tomorrow' ? 'రేపు' : dayNames[when]} ${time}`,
  closed: 'సెలవు',
  range: (from: string, to: string) => `${from} – ${to}`,
  days: (first: Weekday, last: Weekday) =>
    first === last ? dayNames[first] : `${dayNames[first]} నుంచి ${dayNames[last]} వరకు`,
  dayList: (days: readonly Weekday[]) => days.map((day) => dayNames[day]).join(', '),
  clock: (time: string, hour: number) =>
    `${hour < 12 ? 'ఉదయం' : hour < 16 ? 'మధ్యాహ్నం' : hour < 20 ? 'సాయంత్రం' : 'రాత్రి'} ${time}`,
} satisfies Translated<typeof en.openingHoursText>;

export const branchPageText = {
  heading: (branch: Branch) => `${branch.city} బ్రాంచ్`,
  addressHeading: 'చిరునామా',
  hoursHeading: 'పనివేళలు',
  phoneHeading: 'ఫోన్',
  callLabel: (branch: Branch) => `మా ${branch.city} బ్రాంచ్‌కు కాల్ చేయండి`,
  mapHeading: 'మ్యాప్',
  nearbyHeading: 'దగ్గరలోని సేవా ప్రాంతాలు',
  nearbyIntro: (branch: Branch) =>
    `మా ${branch.city} బృందం ఈ ప్రాంతాలకు కూడా సేవలు అందిస్తుంది. ఇంటి వద్దకే సేవ గురించి తెలుసుకోవడానికి మాకు కాల్ చేయండి.`,
  allBranches: 'అన్ని బ్రాంచ్‌లు',
  breadcrumbLabel: 'పేజీ మార్గం',
  timeZoneNote: 'సమయాలన్నీ భారత కాలమానం ప్రకారం.',
} satisfies Translated<typeof en.branchPageText>;
