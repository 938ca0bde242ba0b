import type { PostalAddress } from './company';
import type { GeoPoint, SectionIntro } from './types';

// Street lines are PLACEHOLDERS ("Example ... Road"): the business replaces them with the real
// shop addresses. City, state and PIN code are real; coordinates are approximate city areas.

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

export interface Branch {
  id: BranchId;
  city: string;
  landmarkTitle: string;
  address: PostalAddress;
  geo: GeoPoint;
  /** Accessible name for the 'Get directions' link. */
  directionsAriaLabel: string;
  /** `title` of the map iframe. */
  mapTitle: string;
  openingHours: string;
}

export interface ServiceableArea {
  id: string;
  name: string;
  region: string;
  geo: GeoPoint;
  mapTitle: string;
}

const openingHours = 'Open every day, including Sundays';

export const branchesPage: SectionIntro & {
  directionsLabel: string;
  openingHoursLabel: string;
  otherAreas: SectionIntro;
} = {
  heading: 'Our Branches',
  intro:
    'Visit any of our branches in Karnataka, Tamil Nadu and Telangana. Testing is free, and we are open every day, including Sundays. Bring one ID proof and one address proof.',
  directionsLabel: 'Get directions',
  openingHoursLabel: 'Opening days',
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
}

const makeBranch = (b: BranchInput): Branch => ({
  id: b.id,
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
  openingHours,
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
  },
];

/** Branch cards on /branches, in the order of docs/product-rules.md, "What each page shows". */
export const branches: Branch[] = branchInputs.map(makeBranch);

const area = (id: string, name: string, region: string, geo: GeoPoint): ServiceableArea => ({
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
