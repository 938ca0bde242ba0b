// Kannada twin of ../branches.ts: same exports and shapes, Kannada words.
import type * as en from '../branches';
import type { Branch, BranchId, ServiceableArea, Weekday } from '../branches';
import { branchesIn, serviceableAreasIn, type RegionId } from '../branch-places';
import type { Translated } from '../types';

export { branchSlugs } from '../branch-places';

/** Weekday names as a Kannada reader sees them (the data keeps the English names). */
const dayName: Record<Weekday, string> = {
  Monday: 'ಸೋಮವಾರ',
  Tuesday: 'ಮಂಗಳವಾರ',
  Wednesday: 'ಬುಧವಾರ',
  Thursday: 'ಗುರುವಾರ',
  Friday: 'ಶುಕ್ರವಾರ',
  Saturday: 'ಶನಿವಾರ',
  Sunday: 'ಭಾನುವಾರ',
};

export const branchesPage = {
  heading: 'ನಮ್ಮ ಶಾಖೆಗಳು',
  intro:
    'ಕರ್ನಾಟಕ, ತಮಿಳುನಾಡು ಮತ್ತು ತೆಲಂಗಾಣದಲ್ಲಿರುವ ನಮ್ಮ ಯಾವುದೇ ಶಾಖೆಗೆ ಭೇಟಿ ನೀಡಿ. ಪರೀಕ್ಷೆ ಉಚಿತ, ಮತ್ತು ಭಾನುವಾರ ಸೇರಿದಂತೆ ಪ್ರತಿದಿನ ನಾವು ತೆರೆದಿರುತ್ತೇವೆ. ಒಂದು ಗುರುತಿನ ಪುರಾವೆ ಮತ್ತು ಒಂದು ವಿಳಾಸದ ಪುರಾವೆ ತನ್ನಿ.',
  directionsLabel: 'ದಾರಿ ತಿಳಿಯಿರಿ',
  directionsAriaLabel: (branch) => `ನಮ್ಮ ${branch.city} ಶಾಖೆಗೆ ದಾರಿ ತಿಳಿಯಿರಿ (Google Maps ತೆರೆಯುತ್ತದೆ)`,
  mapTitle: (branch) => `ನಮ್ಮ ${branch.city} ಶಾಖೆಯ ನಕ್ಷೆ`,
  otherAreas: {
    heading: 'ಇತರ ಸೇವಾ ಪ್ರದೇಶಗಳು',
    intro: 'ಈ ಸ್ಥಳಗಳಲ್ಲಿ ಇನ್ನೂ ನಮ್ಮ ಶಾಖೆ ಇಲ್ಲ, ಆದರೂ ನಮ್ಮ ತಂಡ ನಿಮಗೆ ನೆರವಾಗಬಲ್ಲದು. ಮನೆಬಾಗಿಲ ಸೇವೆಯ ಬಗ್ಗೆ ತಿಳಿಯಲು ನಮಗೆ ಕರೆ ಮಾಡಿ.',
    mapTitle: (area) => `${area.name} ನಕ್ಷೆ, ನಮ್ಮ ಸೇವಾ ಪ್ರದೇಶ`,
  },
} satisfies Translated<typeof en.branchesPage>;

const regions: Record<RegionId, string> = {
  KA: 'ಕರ್ನಾಟಕ',
  TN: 'ತಮಿಳುನಾಡು',
  TG: 'ತೆಲಂಗಾಣ',
};

export const branches: Branch[] = branchesIn(regions, {
  hyderabad: {
    city: 'ಹೈದರಾಬಾದ್',
    landmarkTitle: 'ಕೂಕಟ್‌ಪಲ್ಲಿ, ಕೆಪಿಎಚ್‌ಬಿ ಕಾಲೋನಿ ಹತ್ತಿರ',
    streetAddress: '12, ಎಕ್ಸಾಂಪಲ್ ಮುಖ್ಯ ರಸ್ತೆ, ಕೆಪಿಎಚ್‌ಬಿ ಕಾಲೋನಿ ಹತ್ತಿರ, ಕೂಕಟ್‌ಪಲ್ಲಿ',
  },
  bengaluru: {
    city: 'ಬೆಂಗಳೂರು',
    landmarkTitle: 'ಮಲ್ಲೇಶ್ವರಂ, ಸಂಪಿಗೆ ರಸ್ತೆ ಹತ್ತಿರ',
    streetAddress: '12, ಎಕ್ಸಾಂಪಲ್ ಕ್ರಾಸ್ ರಸ್ತೆ, ಸಂಪಿಗೆ ರಸ್ತೆ ಹತ್ತಿರ, ಮಲ್ಲೇಶ್ವರಂ',
  },
  mysuru: {
    city: 'ಮೈಸೂರು',
    landmarkTitle: 'ದೇವರಾಜ ಮಾರುಕಟ್ಟೆ ಹತ್ತಿರ',
    streetAddress: '12, ಎಕ್ಸಾಂಪಲ್ ಮುಖ್ಯ ರಸ್ತೆ, ದೇವರಾಜ ಮಾರುಕಟ್ಟೆ ಹತ್ತಿರ',
  },
  mangalore: {
    city: 'ಮಂಗಳೂರು',
    landmarkTitle: 'ಹಂಪನಕಟ್ಟೆ ವೃತ್ತದ ಹತ್ತಿರ',
    streetAddress: '12, ಎಕ್ಸಾಂಪಲ್ ಮುಖ್ಯ ರಸ್ತೆ, ಹಂಪನಕಟ್ಟೆ ವೃತ್ತದ ಹತ್ತಿರ',
  },
  davanagere: {
    city: 'ದಾವಣಗೆರೆ',
    landmarkTitle: 'ಜಯದೇವ ವೃತ್ತದ ಹತ್ತಿರ',
    streetAddress: '12, ಎಕ್ಸಾಂಪಲ್ ಮುಖ್ಯ ರಸ್ತೆ, ಜಯದೇವ ವೃತ್ತದ ಹತ್ತಿರ',
  },
  haveri: {
    city: 'ಹಾವೇರಿ',
    landmarkTitle: 'ಹಾವೇರಿ ಬಸ್ ನಿಲ್ದಾಣದ ಹತ್ತಿರ',
    streetAddress: '12, ಎಕ್ಸಾಂಪಲ್ ಮುಖ್ಯ ರಸ್ತೆ, ಹಾವೇರಿ ಬಸ್ ನಿಲ್ದಾಣದ ಹತ್ತಿರ',
  },
  hubli: {
    city: 'ಹುಬ್ಬಳ್ಳಿ',
    landmarkTitle: 'ಕೊಪ್ಪೀಕರ್ ರಸ್ತೆ, ದುರ್ಗದಬೈಲ್ ಹತ್ತಿರ',
    streetAddress: '12, ಎಕ್ಸಾಂಪಲ್ ಕಟ್ಟಡ, ಕೊಪ್ಪೀಕರ್ ರಸ್ತೆ, ದುರ್ಗದಬೈಲ್ ಹತ್ತಿರ',
  },
  raichur: {
    city: 'ರಾಯಚೂರು',
    landmarkTitle: 'ಸ್ಟೇಷನ್ ರಸ್ತೆ, ರಾಯಚೂರು ರೈಲು ನಿಲ್ದಾಣದ ಹತ್ತಿರ',
    streetAddress: '12, ಎಕ್ಸಾಂಪಲ್ ಕಟ್ಟಡ, ಸ್ಟೇಷನ್ ರಸ್ತೆ, ರಾಯಚೂರು ರೈಲು ನಿಲ್ದಾಣದ ಹತ್ತಿರ',
  },
  shivamogga: {
    city: 'ಶಿವಮೊಗ್ಗ',
    landmarkTitle: 'ಬಿ. ಎಚ್. ರಸ್ತೆ, ಗೋಪಿ ವೃತ್ತದ ಹತ್ತಿರ',
    streetAddress: '12, ಎಕ್ಸಾಂಪಲ್ ಕಟ್ಟಡ, ಬಿ. ಎಚ್. ರಸ್ತೆ, ಗೋಪಿ ವೃತ್ತದ ಹತ್ತಿರ',
  },
  chennai: {
    city: 'ಚೆನ್ನೈ',
    landmarkTitle: 'ಟಿ. ನಗರ, ಪಾಂಡಿ ಬಜಾರ್ ಹತ್ತಿರ',
    streetAddress: '12, ಎಕ್ಸಾಂಪಲ್ ಬೀದಿ, ಪಾಂಡಿ ಬಜಾರ್ ಹತ್ತಿರ, ಟಿ. ನಗರ',
  },
});

export const otherServiceableAreas: ServiceableArea[] = serviceableAreasIn(regions, {
  bidar: 'ಬೀದರ್',
  kolar: 'ಕೋಲಾರ',
  coimbatore: 'ಕೊಯಮತ್ತೂರು',
});

export const branchById = (id: BranchId): Branch => branches.find((b) => b.id === id)!;
export const branchBySlug = (slug: string): Branch | undefined => branches.find((b) => b.slug === slug);

/** Other Kannada spellings visitors search by; Latin names are searched on every page (../branch-search-keys.ts). */
export const branchSearchNames: Partial<Record<BranchId, readonly string[]>> = {};

export const branchFinderText = {
  label: 'ನಗರ, ಪ್ರದೇಶ ಅಥವಾ ಪಿನ್ ಕೋಡ್',
  hint: 'ಉದಾಹರಣೆಗೆ ಮೈಸೂರು, ಮಲ್ಲೇಶ್ವರಂ ಅಥವಾ 560003.',
  submit: 'ಶಾಖೆ ಹುಡುಕಿ',
  useLocation: 'ನನ್ನ ಸ್ಥಳ ಬಳಸಿ',
  locating: 'ನಿಮ್ಮ ಸ್ಥಳ ಪತ್ತೆಹಚ್ಚಲಾಗುತ್ತಿದೆ…',
  showAll: 'ಎಲ್ಲ ಶಾಖೆಗಳನ್ನು ತೋರಿಸಿ',
  maxLength: 60,
  tooLong: 'ಹುಡುಕಾಟ ತುಂಬಾ ಉದ್ದವಾಗಿದೆ. ನಗರ ಅಥವಾ ಪ್ರದೇಶದ ಹೆಸರು, ಅಥವಾ 6 ಅಂಕಿಯ ಪಿನ್ ಕೋಡ್ ನಮೂದಿಸಿ.',
  badPin: (typed: string) =>
    `“${typed}” ಪಿನ್ ಕೋಡ್ ಅಲ್ಲ. ಪಿನ್ ಕೋಡ್‌ನಲ್ಲಿ 6 ಅಂಕಿಗಳಿರುತ್ತವೆ ಮತ್ತು ಅದು 0 ಇಂದ ಆರಂಭವಾಗುವುದಿಲ್ಲ. ಎಲ್ಲ ಶಾಖೆಗಳನ್ನು ತೋರಿಸಲಾಗುತ್ತಿದೆ.`,
  matches: (count: number, query: string) =>
    `“${query}” ಹುಡುಕಾಟಕ್ಕೆ ಹೊಂದುವ ${count} ${count === 1 ? 'ಶಾಖೆ ಸಿಕ್ಕಿದೆ' : 'ಶಾಖೆಗಳು ಸಿಕ್ಕಿವೆ'}.`,
  pinMatches: (count: number, pin: string) =>
    `${pin} ಪಿನ್ ಕೋಡ್‌ನಲ್ಲಿ ${count} ${count === 1 ? 'ಶಾಖೆ ಇದೆ' : 'ಶಾಖೆಗಳಿವೆ'}.`,
  nearRegion: (place: string) => `ಈ ಪಿನ್ ಕೋಡ್‌ನಲ್ಲಿ ಇನ್ನೂ ನಮ್ಮ ಶಾಖೆ ಇಲ್ಲ. ${place} ಪ್ರದೇಶಕ್ಕೆ ಅತಿ ಹತ್ತಿರದ ನಮ್ಮ ಶಾಖೆಗಳು:`,
  nearPlace: (place: string) => `${place} ಪ್ರದೇಶದಲ್ಲಿ ಇನ್ನೂ ನಮ್ಮ ಶಾಖೆ ಇಲ್ಲ. ಅದಕ್ಕೆ ಅತಿ ಹತ್ತಿರದ ನಮ್ಮ ಶಾಖೆಗಳು:`,
  pinUnknown: (pin: string) => `${pin} ಪಿನ್ ಕೋಡ್ ಬಳಿ ಇನ್ನೂ ನಮ್ಮ ಶಾಖೆ ಇಲ್ಲ. ಎಲ್ಲ ಶಾಖೆಗಳನ್ನು ತೋರಿಸಲಾಗುತ್ತಿದೆ.`,
  noMatch: (query: string) => `“${query}” ಹುಡುಕಾಟಕ್ಕೆ ಹೊಂದುವ ಶಾಖೆ ಇಲ್ಲ. ಎಲ್ಲ ಶಾಖೆಗಳನ್ನು ತೋರಿಸಲಾಗುತ್ತಿದೆ.`,
  offline: (query: string) =>
    `ಇಂಟರ್ನೆಟ್ ಸಂಪರ್ಕವಿಲ್ಲದೆ “${query}” ಹುಡುಕಲು ಆಗಲಿಲ್ಲ. ಎಲ್ಲ ಶಾಖೆಗಳನ್ನು ತೋರಿಸಲಾಗುತ್ತಿದೆ; ಸಂಪರ್ಕ ಮರಳಿದ ಕೂಡಲೇ ಮತ್ತೆ ಹುಡುಕುತ್ತೇವೆ.`,
  sortedByLocation: 'ನಿಮ್ಮ ಸ್ಥಳದಿಂದ ಇರುವ ದೂರದ ಪ್ರಕಾರ ಜೋಡಿಸಲಾಗಿದೆ.',
  locationFailed: 'ನಿಮ್ಮ ಸ್ಥಳ ಪತ್ತೆಯಾಗಲಿಲ್ಲ, ಹಾಗಾಗಿ ಪಟ್ಟಿ ಬದಲಾಗಿಲ್ಲ.',
  distance: (km: number) => `${km < 10 ? km.toFixed(1) : Math.round(km)} ಕಿ.ಮೀ. ದೂರ`,
} satisfies Translated<typeof en.branchFinderText>;

export const openingHoursText = {
  today: 'ಇಂದು',
  closedToday: 'ಇಂದು ಮುಚ್ಚಿರುತ್ತದೆ',
  openNow: 'ಈಗ ತೆರೆದಿದೆ',
  closesAt: (time: string) => `${time} ವರೆಗೆ`,
  opensAt: (time: string, when: 'today' | 'tomorrow' | Weekday) =>
    when === 'today'
      ? `ಮುಚ್ಚಿದೆ, ${time} ರಿಂದ ತೆರೆದಿರುತ್ತದೆ`
      : `ಮುಚ್ಚಿದೆ, ${when === 'tomorrow' ? 'ನಾಳೆ' : dayName[when]} ${time} ರಿಂದ ತೆರೆದಿರುತ್ತದೆ`,
  closed: 'ಮುಚ್ಚಿದೆ',
  range: (from: string, to: string) => `${from} – ${to}`,
  days: (first: Weekday, last: Weekday) =>
    first === last ? dayName[first] : `${dayName[first]}ದಿಂದ ${dayName[last]}ದವರೆಗೆ`,
  dayList: (days: readonly Weekday[]) => days.map((day) => dayName[day]).join(', '),
  clock: (time: string, hour: number) =>
    `${hour < 12 ? 'ಬೆಳಿಗ್ಗೆ' : hour < 16 ? 'ಮಧ್ಯಾಹ್ನ' : hour < 20 ? 'ಸಂಜೆ' : 'ರಾತ್ರಿ'} ${time}`,
} satisfies Translated<typeof en.openingHoursText>;

export const branchPageText = {
  heading: (branch: Branch) => `${branch.city} ಶಾಖೆ`,
  addressHeading: 'ವಿಳಾಸ',
  hoursHeading: 'ಕಾರ್ಯ ಸಮಯ',
  phoneHeading: 'ಫೋನ್',
  callLabel: (branch: Branch) => `ನಮ್ಮ ${branch.city} ಶಾಖೆಗೆ ಕರೆ ಮಾಡಿ`,
  mapHeading: 'ನಕ್ಷೆ',
  nearbyHeading: 'ಹತ್ತಿರದ ಸೇವಾ ಪ್ರದೇಶಗಳು',
  nearbyIntro: (branch: Branch) =>
    `ನಮ್ಮ ${branch.city} ತಂಡ ಈ ಸ್ಥಳಗಳಿಗೂ ಸೇವೆ ನೀಡುತ್ತದೆ. ಮನೆಬಾಗಿಲ ಸೇವೆಯ ಬಗ್ಗೆ ತಿಳಿಯಲು ನಮಗೆ ಕರೆ ಮಾಡಿ.`,
  allBranches: 'ಎಲ್ಲ ಶಾಖೆಗಳು',
  breadcrumbLabel: 'ಪುಟದ ಹಾದಿ',
  timeZoneNote: 'ಸಮಯಗಳು ಭಾರತೀಯ ಕಾಲಮಾನದಲ್ಲಿವೆ (IST).',
} satisfies Translated<typeof en.branchPageText>;
