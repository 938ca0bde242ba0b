import type { PostalAddress } from './company';
import type { GeoPoint, SectionIntro } from './types';

// Street lines and phone numbers are PLACEHOLDERS ("Example ... Road", +91 90000 000..): the
// business replaces them with the real shops'. City, state and PIN code are real; coordinates
// are approximate city areas; opening hours are placeholders of the business rule "open every
// day, Sundays included".

export type BranchId =
  | 'hyderabad'
  | 'bengaluru'
  | 'mysuru'
  | 'mangalore'
  | 'davanagere'
  | 'haveri'
  | 'hubli'
  | 'raichur'
  | 'shivamogga'
  | 'chennai';

export type Weekday = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

/**
 * One opening rule: on these days, from `opens` to `closes` (24-hour "HH:MM", Indian time). A
 * `closes` at or before `opens` is on the next day (open past midnight).
 */
export interface OpeningHours {
  days: readonly Weekday[];
  opens: string;
  closes: string;
}

export interface Branch {
  id: BranchId;
  /** The last segment of the branch's own page, /branches/<slug>. */
  slug: BranchId;
  city: string;
  landmarkTitle: string;
  address: PostalAddress;
  geo: GeoPoint;
  /** Accessible name for the 'Get directions' link. */
  directionsAriaLabel: string;
  /** `title` of the map iframe. */
  mapTitle: string;
  phoneDisplay: string;
  /** E.164, for tel: links and structured data. */
  phoneE164: string;
  openingHours: readonly OpeningHours[];
  /** Serviceable areas (ids of `otherServiceableAreas`) this branch's team also covers. */
  nearbyAreas: readonly ServiceableAreaId[];
}

export type ServiceableAreaId = 'bidar' | 'kolar' | 'coimbatore';

export interface ServiceableArea {
  id: ServiceableAreaId;
  name: string;
  region: string;
  geo: GeoPoint;
  mapTitle: string;
}

const everyDay: readonly Weekday[] = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];
const weekdays = everyDay.slice(0, 6);

/** Most branches: the same hours every day. */
const usualHours: readonly OpeningHours[] = [{ days: everyDay, opens: '09:30', closes: '19:00' }];
/** City branches stay open later, and open later on Sundays. */
const cityHours: readonly OpeningHours[] = [
  { days: weekdays, opens: '09:30', closes: '20:00' },
  { days: ['Sunday'], opens: '10:30', closes: '18:00' },
];

export const branchesPage: SectionIntro & {
  directionsLabel: string;
  otherAreas: SectionIntro;
} = {
  heading: 'Our Branches',
  intro:
    'Visit any of our branches in Karnataka, Tamil Nadu and Telangana. Testing is free, and we are open every day, including Sundays. Bring one ID proof and one address proof.',
  directionsLabel: 'Get directions',
  otherAreas: {
    heading: 'Other serviceable areas',
    intro:
      'We do not have a branch in these places yet, but our team can still help you. Call us to ask about our doorstep service.',
  },
};

interface BranchInput {
  id: BranchId;
  city: string;
  landmarkTitle: string;
  streetAddress: string;
  locality: string;
  region: string;
  postalCode: string;
  geo: GeoPoint;
  /** Last two digits of the placeholder phone number. */
  phoneEnding: string;
  openingHours?: readonly OpeningHours[];
  nearbyAreas?: readonly ServiceableAreaId[];
}

const makeBranch = (b: BranchInput): Branch => ({
  id: b.id,
  slug: b.id,
  city: b.city,
  landmarkTitle: b.landmarkTitle,
  address: {
    streetAddress: b.streetAddress,
    locality: b.locality,
    region: b.region,
    postalCode: b.postalCode,
    country: 'IN',
  },
  geo: b.geo,
  directionsAriaLabel: `Get directions to our ${b.city} branch (opens Google Maps)`,
  mapTitle: `Map of our ${b.city} branch`,
  phoneDisplay: `+91 90000 000${b.phoneEnding}`,
  phoneE164: `+91900000${b.phoneEnding.padStart(4, '0')}`,
  openingHours: b.openingHours ?? usualHours,
  nearbyAreas: b.nearbyAreas ?? [],
});

const branchInputs: BranchInput[] = [
  {
    id: 'hyderabad',
    city: 'Hyderabad',
    landmarkTitle: 'Kukatpally, near KPHB Colony',
    streetAddress: '12, Example Main Road, near KPHB Colony, Kukatpally',
    locality: 'Hyderabad',
    region: 'Telangana',
    postalCode: '500072',
    geo: { lat: 17.4849, lng: 78.4138 },
    phoneEnding: '01',
    openingHours: cityHours,
    nearbyAreas: ['bidar'],
  },
  {
    id: 'bengaluru',
    city: 'Bengaluru',
    landmarkTitle: 'Malleshwaram, near Sampige Road',
    streetAddress: '12, Example Cross Road, near Sampige Road, Malleshwaram',
    locality: 'Bengaluru',
    region: 'Karnataka',
    postalCode: '560003',
    geo: { lat: 13.0035, lng: 77.571 },
    phoneEnding: '02',
    openingHours: cityHours,
    nearbyAreas: ['kolar'],
  },
  {
    id: 'mysuru',
    city: 'Mysuru',
    landmarkTitle: 'Near Devaraja Market',
    streetAddress: '12, Example Main Road, near Devaraja Market',
    locality: 'Mysuru',
    region: 'Karnataka',
    postalCode: '570001',
    geo: { lat: 12.3106, lng: 76.6525 },
    phoneEnding: '03',
    nearbyAreas: ['coimbatore'],
  },
  {
    id: 'mangalore',
    city: 'Mangalore',
    landmarkTitle: 'Near Hampankatta Circle',
    streetAddress: '12, Example Main Road, near Hampankatta Circle',
    locality: 'Mangaluru',
    region: 'Karnataka',
    postalCode: '575001',
    geo: { lat: 12.8698, lng: 74.843 },
    phoneEnding: '04',
  },
  {
    id: 'davanagere',
    city: 'Davanagere',
    landmarkTitle: 'Near Jayadeva Circle',
    streetAddress: '12, Example Main Road, near Jayadeva Circle',
    locality: 'Davanagere',
    region: 'Karnataka',
    postalCode: '577002',
    geo: { lat: 14.4644, lng: 75.9218 },
    phoneEnding: '05',
  },
  {
    id: 'haveri',
    city: 'Haveri',
    landmarkTitle: 'Near the Haveri bus stand',
    streetAddress: '12, Example Main Road, near the Haveri bus stand',
    locality: 'Haveri',
    region: 'Karnataka',
    postalCode: '581110',
    geo: { lat: 14.7951, lng: 75.3991 },
    phoneEnding: '06',
  },
  {
    id: 'hubli',
    city: 'Hubli',
    landmarkTitle: 'Koppikar Road, near Durgadbail',
    streetAddress: '12, Example Building, Koppikar Road, near Durgadbail',
    locality: 'Hubballi',
    region: 'Karnataka',
    postalCode: '580020',
    geo: { lat: 15.352, lng: 75.138 },
    phoneEnding: '07',
  },
  {
    id: 'raichur',
    city: 'Raichur',
    landmarkTitle: 'Station Road, near Raichur railway station',
    streetAddress: '12, Example Building, Station Road, near Raichur railway station',
    locality: 'Raichur',
    region: 'Karnataka',
    postalCode: '584101',
    geo: { lat: 16.2076, lng: 77.3463 },
    phoneEnding: '08',
    nearbyAreas: ['bidar'],
  },
  {
    id: 'shivamogga',
    city: 'Shivamogga',
    landmarkTitle: 'B. H. Road, near Gopi Circle',
    streetAddress: '12, Example Building, B. H. Road, near Gopi Circle',
    locality: 'Shivamogga',
    region: 'Karnataka',
    postalCode: '577201',
    geo: { lat: 13.9299, lng: 75.5681 },
    phoneEnding: '09',
  },
  {
    id: 'chennai',
    city: 'Chennai',
    landmarkTitle: 'T. Nagar, near Pondy Bazaar',
    streetAddress: '12, Example Street, near Pondy Bazaar, T. Nagar',
    locality: 'Chennai',
    region: 'Tamil Nadu',
    postalCode: '600017',
    geo: { lat: 13.0418, lng: 80.2341 },
    phoneEnding: '10',
    openingHours: cityHours,
  },
];

/** Branch cards on /branches, in the order of docs/product-rules.md, "What each page shows". */
export const branches: Branch[] = branchInputs.map(makeBranch);

const area = (id: ServiceableAreaId, name: string, region: string, geo: GeoPoint): ServiceableArea => ({
  id,
  name,
  region,
  geo,
  mapTitle: `Map of ${name}, a serviceable area`,
});

/** 'Other serviceable areas' on /branches. */
export const otherServiceableAreas: ServiceableArea[] = [
  area('bidar', 'Bidar', 'Karnataka', { lat: 17.9104, lng: 77.5199 }),
  area('kolar', 'Kolar', 'Karnataka', { lat: 13.1362, lng: 78.1292 }),
  area('coimbatore', 'Coimbatore', 'Tamil Nadu', { lat: 11.0168, lng: 76.9558 }),
];

export const branchById = (id: BranchId): Branch => {
  const found = branches.find((b) => b.id === id);
  if (!found) throw new Error(`Unknown branch ${id}`);
  return found;
};

/** The branch whose page is /branches/<slug>, or undefined. */
export const branchBySlug = (slug: string): Branch | undefined => branches.find((b) => b.slug === slug);

/** Every branch page's slug, for the site registry's /branches/:slug (client/app/path-params.ts). */
export const branchSlugs: readonly string[] = branches.map((b) => b.slug);

/** Other names visitors search for (old spellings, English names). */
export const branchSearchNames: Partial<Record<BranchId, readonly string[]>> = {
  bengaluru: ['Bangalore'],
  mysuru: ['Mysore'],
  mangalore: ['Mangaluru'],
  davanagere: ['Davangere'],
  hubli: ['Hubballi', 'Dharwad'],
  shivamogga: ['Shimoga'],
  chennai: ['Madras'],
  hyderabad: ['Secunderabad', 'Cyberabad'],
};

/** The branch finder on /branches: a search, "Use my location", and what it says back. */
export const branchFinderText = {
  label: 'City, area or PIN code',
  hint: 'For example Mysuru, Malleshwaram or 560003.',
  submit: 'Find branches',
  useLocation: 'Use my location',
  locating: 'Finding your location…',
  showAll: 'Show all branches',
  /** Longest search taken, in characters. */
  maxLength: 60,
  tooLong: 'That search is too long. Enter a city or area name, or a 6-digit PIN code.',
  badPin: (typed: string) =>
    `“${typed}” is not a PIN code. A PIN code has 6 digits and does not start with 0. Showing all branches.`,
  matches: (count: number, query: string) =>
    `${count} ${count === 1 ? 'branch matches' : 'branches match'} “${query}”.`,
  pinMatches: (count: number, pin: string) =>
    `${count} ${count === 1 ? 'branch has' : 'branches have'} the PIN code ${pin}.`,
  nearRegion: (place: string) => `No branch has that PIN code yet. Our branches nearest to ${place}:`,
  nearPlace: (place: string) => `No branch in ${place} yet. Our branches nearest to it:`,
  pinUnknown: (pin: string) => `We have no branch near PIN code ${pin} yet. Showing all branches.`,
  noMatch: (query: string) => `No branch matches “${query}”. Showing all branches.`,
  sortedByLocation: 'Sorted by distance from your location.',
  locationFailed: 'We could not get your location, so the list is unchanged.',
  distance: (km: number) => `${km < 10 ? km.toFixed(1) : Math.round(km)} km away`,
};

/** Opening hours as each branch card and page shows them. */
export const openingHoursText = {
  today: 'Today',
  closedToday: 'Closed today',
  openNow: 'Open now',
  closesAt: (time: string) => `closes at ${time}`,
  opensAt: (time: string, when: 'today' | 'tomorrow' | Weekday) =>
    when === 'today'
      ? `Closed, opens at ${time}`
      : `Closed, opens ${when === 'tomorrow' ? 'tomorrow' : `on ${when}`} at ${time}`,
  closed: 'Closed',
  range: (from: string, to: string) => `${from} – ${to}`,
  days: (first: Weekday, last: Weekday) => (first === last ? first : `${first} to ${last}`),
  /** Days that are not one range, each named: "Monday, Wednesday". */
  dayList: (days: readonly Weekday[]) => days.join(', '),
  /** A time of day: `time` on the 12-hour clock ("9:30"), `hour` on the 24-hour one (the part of the day). */
  clock: (time: string, hour: number) => `${time} ${hour < 12 ? 'am' : 'pm'}`,
};

/** A branch's own page, /branches/<slug>. */
export const branchPageText = {
  heading: (branch: Branch) => `${branch.city} Branch`,
  addressHeading: 'Address',
  hoursHeading: 'Opening hours',
  phoneHeading: 'Phone',
  callLabel: (branch: Branch) => `Call our ${branch.city} branch`,
  mapHeading: 'Map',
  nearbyHeading: 'Nearby serviceable areas',
  nearbyIntro: (branch: Branch) =>
    `Our ${branch.city} team also serves these places. Call us to ask about our doorstep service.`,
  allBranches: 'All branches',
  /** The breadcrumb above the heading. */
  breadcrumbLabel: 'Breadcrumb',
  timeZoneNote: 'Times are Indian Standard Time.',
};
