import {
  branchesIn,
  serviceableAreasIn,
  type Branch,
  type BranchId,
  type ServiceableArea,
} from './branch-places';
import { regionLatinNames, serviceableAreaLatinNames } from './latin-place-names';
import type { Weekday } from '../lib/opening-hours';
import type { SectionIntro } from './types';

// The branches' words. Their facts (PIN codes, coordinates, phones, hours) are in
// branch-places.ts, shared by every language. Street lines are PLACEHOLDERS ("Example ... Road"):
// the business replaces them with the real shops'.

export type { Branch, BranchId, ServiceableArea, ServiceableAreaId } from './branch-places';
export type { OpeningHours, Weekday } from '../lib/opening-hours';
export { branchSlugs } from './branch-places';

export const branchesPage: SectionIntro & {
  directionsLabel: string;
  /** Accessible name of a branch's 'Get directions' link. */
  directionsAriaLabel: (branch: Branch) => string;
  /** `title` of a branch's map. */
  mapTitle: (branch: Branch) => string;
  otherAreas: SectionIntro & { mapTitle: (area: ServiceableArea) => string };
} = {
  heading: 'Our Branches',
  intro:
    'Visit any of our branches in Karnataka, Tamil Nadu and Telangana. Testing is free, and we are open every day, including Sundays. Bring one ID proof and one address proof.',
  directionsLabel: 'Get directions',
  directionsAriaLabel: (branch) => `Get directions to our ${branch.city} branch (opens Google Maps)`,
  mapTitle: (branch) => `Map of our ${branch.city} branch`,
  otherAreas: {
    heading: 'Other serviceable areas',
    intro:
      'We do not have a branch in these places yet, but our team can still help you. Call us to ask about our doorstep service.',
    mapTitle: (area) => `Map of ${area.name}, a serviceable area`,
  },
};

/** Branch cards on /branches, in the order of docs/product-rules.md, "What each page shows". */
export const branches: Branch[] = branchesIn(regionLatinNames, {
  hyderabad: {
    city: 'Hyderabad',
    landmarkTitle: 'Kukatpally, near KPHB Colony',
    streetAddress: '12, Example Main Road, near KPHB Colony, Kukatpally',
  },
  bengaluru: {
    city: 'Bengaluru',
    landmarkTitle: 'Malleshwaram, near Sampige Road',
    streetAddress: '12, Example Cross Road, near Sampige Road, Malleshwaram',
  },
  mysuru: {
    city: 'Mysuru',
    landmarkTitle: 'Near Devaraja Market',
    streetAddress: '12, Example Main Road, near Devaraja Market',
  },
  mangalore: {
    city: 'Mangalore',
    landmarkTitle: 'Near Hampankatta Circle',
    streetAddress: '12, Example Main Road, near Hampankatta Circle',
    locality: 'Mangaluru',
  },
  davanagere: {
    city: 'Davanagere',
    landmarkTitle: 'Near Jayadeva Circle',
    streetAddress: '12, Example Main Road, near Jayadeva Circle',
  },
  haveri: {
    city: 'Haveri',
    landmarkTitle: 'Near the Haveri bus stand',
    streetAddress: '12, Example Main Road, near the Haveri bus stand',
  },
  hubli: {
    city: 'Hubli',
    landmarkTitle: 'Koppikar Road, near Durgadbail',
    streetAddress: '12, Example Building, Koppikar Road, near Durgadbail',
    locality: 'Hubballi',
  },
  raichur: {
    city: 'Raichur',
    landmarkTitle: 'Station Road, near Raichur railway station',
    streetAddress: '12, Example Building, Station Road, near Raichur railway station',
  },
  shivamogga: {
    city: 'Shivamogga',
    landmarkTitle: 'B. H. Road, near Gopi Circle',
    streetAddress: '12, Example Building, B. H. Road, near Gopi Circle',
  },
  chennai: {
    city: 'Chennai',
    landmarkTitle: 'T. Nagar, near Pondy Bazaar',
    streetAddress: '12, Example Street, near Pondy Bazaar, T. Nagar',
  },
});

/** 'Other serviceable areas' on /branches. */
export const otherServiceableAreas: ServiceableArea[] = serviceableAreasIn(
  regionLatinNames,
  serviceableAreaLatinNames,
);

export const branchById = (id: BranchId): Branch => branches.find((b) => b.id === id)!;

/** The branch whose page is /branches/<slug>, or undefined. */
export const branchBySlug = (slug: string): Branch | undefined => branches.find((b) => b.slug === slug);

/**
 * Other names visitors search for in this language's script (old spellings, spoken forms); the
 * postal town is searched already, and so are the Latin names of every language
 * (branch-search-keys.ts). English's other names are those Latin ones.
 */
export const branchSearchNames: Partial<Record<BranchId, readonly string[]>> = {};

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
  offline: (query: string) =>
    `We could not search for “${query}” without a connection. Showing all branches; the search runs again once you are back online.`,
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
