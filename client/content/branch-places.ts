import type { PostalAddress } from './company-facts';
import type { GeoPoint } from '../../shared/geo-distance';
import { daysOfWeek, type OpeningHours } from '../lib/opening-hours';

// The branches and serviceable areas as facts, in no language: ids, PIN codes, states,
// coordinates, phones, opening hours. This module has no twin (docs/languages.md), so every
// language's build reads these same values; each branches.ts adds only its words, through
// `branchesIn` and `serviceableAreasIn`.
//
// Phone numbers are PLACEHOLDERS (+91 90000 000..): the business replaces them with the real
// shops'. PIN codes and states are real; coordinates are approximate city areas; opening hours
// are placeholders of the business rule "open every day, Sundays included".

/** A state of our addresses: KA Karnataka, TN Tamil Nadu, TG Telangana. Each language names them. */
export type RegionId = 'KA' | 'TN' | 'TG';

export interface ServiceableAreaPlace {
  region: RegionId;
  geo: GeoPoint;
}

export interface BranchPlace extends ServiceableAreaPlace {
  postalCode: string;
  /** As people dial it: "+91" and groups of digits. Its E.164 form is the same digits. */
  phoneDisplay: string;
  openingHours: readonly OpeningHours[];
  /** Serviceable areas (ids of `otherServiceableAreas`) this branch's team also covers. */
  nearbyAreas: readonly ServiceableAreaId[];
}

/** Most branches: the same hours every day. */
const usualHours: readonly OpeningHours[] = [{ days: daysOfWeek, opens: '09:30', closes: '19:00' }];
/** City branches stay open later, and open later on Sundays. */
const cityHours: readonly OpeningHours[] = [
  { days: daysOfWeek.slice(0, 6), opens: '09:30', closes: '20:00' },
  { days: ['Sunday'], opens: '10:30', closes: '18:00' },
];

const areas = {
  bidar: { region: 'KA', geo: { lat: 17.9104, lng: 77.5199 } },
  kolar: { region: 'KA', geo: { lat: 13.1362, lng: 78.1292 } },
  coimbatore: { region: 'TN', geo: { lat: 11.0168, lng: 76.9558 } },
} satisfies Record<string, ServiceableAreaPlace>;

export type ServiceableAreaId = keyof typeof areas;
export const serviceableAreaPlaces: Readonly<Record<ServiceableAreaId, ServiceableAreaPlace>> = areas;

/** In the order of the branch cards on /branches (docs/product-rules.md, "What each page shows"). */
const places = {
  hyderabad: {
    postalCode: '500072',
    region: 'TG',
    geo: { lat: 17.4849, lng: 78.4138 },
    phoneDisplay: '+91 90000 00001',
    openingHours: cityHours,
    nearbyAreas: ['bidar'],
  },
  bengaluru: {
    postalCode: '560003',
    region: 'KA',
    geo: { lat: 13.0035, lng: 77.571 },
    phoneDisplay: '+91 90000 00002',
    openingHours: cityHours,
    nearbyAreas: ['kolar'],
  },
  mysuru: {
    postalCode: '570001',
    region: 'KA',
    geo: { lat: 12.3106, lng: 76.6525 },
    phoneDisplay: '+91 90000 00003',
    openingHours: usualHours,
    nearbyAreas: ['coimbatore'],
  },
  mangalore: {
    postalCode: '575001',
    region: 'KA',
    geo: { lat: 12.8698, lng: 74.843 },
    phoneDisplay: '+91 90000 00004',
    openingHours: usualHours,
    nearbyAreas: [],
  },
  davanagere: {
    postalCode: '577002',
    region: 'KA',
    geo: { lat: 14.4644, lng: 75.9218 },
    phoneDisplay: '+91 90000 00005',
    openingHours: usualHours,
    nearbyAreas: [],
  },
  haveri: {
    postalCode: '581110',
    region: 'KA',
    geo: { lat: 14.7951, lng: 75.3991 },
    phoneDisplay: '+91 90000 00006',
    openingHours: usualHours,
    nearbyAreas: [],
  },
  hubli: {
    postalCode: '580020',
    region: 'KA',
    geo: { lat: 15.352, lng: 75.138 },
    phoneDisplay: '+91 90000 00007',
    openingHours: usualHours,
    nearbyAreas: [],
  },
  raichur: {
    postalCode: '584101',
    region: 'KA',
    geo: { lat: 16.2076, lng: 77.3463 },
    phoneDisplay: '+91 90000 00008',
    openingHours: usualHours,
    nearbyAreas: ['bidar'],
  },
  shivamogga: {
    postalCode: '577201',
    region: 'KA',
    geo: { lat: 13.9299, lng: 75.5681 },
    phoneDisplay: '+91 90000 00009',
    openingHours: usualHours,
    nearbyAreas: [],
  },
  chennai: {
    postalCode: '600017',
    region: 'TN',
    geo: { lat: 13.0418, lng: 80.2341 },
    phoneDisplay: '+91 90000 00010',
    openingHours: cityHours,
    nearbyAreas: [],
  },
} satisfies Record<string, BranchPlace>;

/** A branch's id is also its slug: the last segment of its own page, /branches/<slug>. */
export type BranchId = keyof typeof places;
export const branchPlaces: Readonly<Record<BranchId, BranchPlace>> = places;

/** Every branch page's slug, for the site registry's /branches/:slug (client/app/path-params.ts). */
export const branchSlugs: readonly string[] = Object.keys(places);

export interface Branch extends Omit<BranchPlace, 'postalCode' | 'region'> {
  id: BranchId;
  slug: BranchId;
  city: string;
  landmarkTitle: string;
  address: PostalAddress;
  /** E.164, for tel: links and structured data. */
  phoneE164: string;
}

/** One branch in one language's words. */
export interface BranchWords {
  city: string;
  landmarkTitle: string;
  streetAddress: string;
  /** The postal town, where it is not written as `city` (Mangaluru for Mangalore). */
  locality?: string;
}

/** The branches in one language: its words on the facts every language shares. */
export const branchesIn = (
  regions: Record<RegionId, string>,
  words: Record<BranchId, BranchWords>,
): Branch[] =>
  (Object.entries(places) as Array<[BranchId, BranchPlace]>).map(([id, { postalCode, region, ...place }]) => {
    const { city, landmarkTitle, streetAddress, locality = city } = words[id];
    return {
      id,
      slug: id,
      city,
      landmarkTitle,
      address: { streetAddress, locality, region: regions[region], postalCode, country: 'IN' },
      ...place,
      phoneE164: place.phoneDisplay.replace(/ /g, ''),
    };
  });

export interface ServiceableArea {
  id: ServiceableAreaId;
  name: string;
  region: string;
  geo: GeoPoint;
}

/** The serviceable areas in one language. */
export const serviceableAreasIn = (
  regions: Record<RegionId, string>,
  names: Record<ServiceableAreaId, string>,
): ServiceableArea[] =>
  (Object.entries(areas) as Array<[ServiceableAreaId, ServiceableAreaPlace]>).map(
    ([id, { region, geo }]) => ({
      id,
      name: names[id],
      region: regions[region],
      geo,
    }),
  );
