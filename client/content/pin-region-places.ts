import type { GeoPoint } from '../../shared/geo-distance';

// Where a PIN code is, roughly, for the branch finder: when no branch has the visitor's PIN
// code, the branches are sorted by distance from the centre of the PIN's region. The first
// three digits of an Indian PIN code name a sorting district, the first two a postal circle;
// the longest prefix listed wins. Only the states we serve and their neighbours are listed;
// centres are approximate, and the business may add rows as it grows (and a name for each in
// every language's pin-regions.ts, which the type check asks for).

export interface PinRegion {
  /** Two or three leading digits of the PIN code. */
  prefix: PinPrefix;
  name: string;
  geo: GeoPoint;
}

/** The centre of each region, by the leading digits of its PIN codes. */
const centres = {
  // Telangana
  '50': { lat: 17.6, lng: 79.0 },
  '500': { lat: 17.385, lng: 78.4867 },
  '501': { lat: 17.3, lng: 78.2 },
  '502': { lat: 17.62, lng: 78.09 },
  '503': { lat: 18.6725, lng: 78.094 },
  '505': { lat: 18.4386, lng: 79.1288 },
  '506': { lat: 17.9689, lng: 79.5941 },
  '508': { lat: 17.0575, lng: 79.2684 },
  '509': { lat: 16.7488, lng: 78.0035 },
  // Andhra Pradesh
  '51': { lat: 15.0, lng: 78.5 },
  '52': { lat: 16.3, lng: 80.4 },
  '53': { lat: 17.7, lng: 83.2 },
  '518': { lat: 15.8281, lng: 78.0373 },
  '515': { lat: 14.6819, lng: 77.6006 },
  // Karnataka
  '56': { lat: 13.2, lng: 77.0 },
  '57': { lat: 13.3, lng: 75.8 },
  '58': { lat: 15.4, lng: 75.7 },
  '59': { lat: 15.85, lng: 74.5 },
  '560': { lat: 12.9716, lng: 77.5946 },
  '561': { lat: 13.4355, lng: 77.7315 },
  '562': { lat: 13.2846, lng: 77.6078 },
  '563': { lat: 13.1362, lng: 78.1292 },
  '570': { lat: 12.2958, lng: 76.6394 },
  '571': { lat: 12.5218, lng: 76.8951 },
  '572': { lat: 13.3379, lng: 77.1173 },
  '573': { lat: 13.0033, lng: 76.1004 },
  '574': { lat: 12.8, lng: 75.2 },
  '575': { lat: 12.9141, lng: 74.856 },
  '576': { lat: 13.3409, lng: 74.7421 },
  '577': { lat: 14.2, lng: 75.75 },
  '580': { lat: 15.3647, lng: 75.124 },
  '581': { lat: 14.7951, lng: 75.3991 },
  '582': { lat: 15.4315, lng: 75.6355 },
  '583': { lat: 15.1394, lng: 76.9214 },
  '584': { lat: 16.2076, lng: 77.3463 },
  '585': { lat: 17.3297, lng: 76.8343 },
  '586': { lat: 16.8302, lng: 75.71 },
  '587': { lat: 16.1691, lng: 75.6615 },
  '590': { lat: 15.8497, lng: 74.4977 },
  // Tamil Nadu and Puducherry
  '60': { lat: 12.5, lng: 79.5 },
  '61': { lat: 10.8, lng: 79.1 },
  '62': { lat: 9.5, lng: 78.1 },
  '63': { lat: 11.6, lng: 78.1 },
  '64': { lat: 11.0, lng: 77.0 },
  '600': { lat: 13.0827, lng: 80.2707 },
  '601': { lat: 13.1231, lng: 79.912 },
  '602': { lat: 13.1231, lng: 79.912 },
  '603': { lat: 12.6819, lng: 79.9888 },
  '605': { lat: 11.9416, lng: 79.8083 },
  '620': { lat: 10.7905, lng: 78.7047 },
  '625': { lat: 9.9252, lng: 78.1198 },
  '632': { lat: 12.9165, lng: 79.1325 },
  '635': { lat: 12.5266, lng: 78.2141 },
  '636': { lat: 11.6643, lng: 78.146 },
  '638': { lat: 11.341, lng: 77.7172 },
  '641': { lat: 11.0168, lng: 76.9558 },
  // Kerala and Goa, neighbours of our branches
  '67': { lat: 11.25, lng: 75.8 },
  '68': { lat: 9.9, lng: 76.3 },
  '69': { lat: 8.9, lng: 76.6 },
  '403': { lat: 15.4909, lng: 73.8278 },
} satisfies Record<string, GeoPoint>;

export type PinPrefix = keyof typeof centres;

/** Every region with its name in one language. */
export function pinRegionsIn(names: Record<PinPrefix, string>): readonly PinRegion[] {
  return (Object.keys(centres) as PinPrefix[]).map((prefix) => ({
    prefix,
    name: names[prefix],
    geo: centres[prefix],
  }));
}
