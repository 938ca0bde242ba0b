import { latinSearchKeys, type PlaceSearchKeys } from '../../content/branch-search-keys';
import { pinRegions } from '../../content/pin-regions';
import type { PinRegion } from '../../content/pin-region-places';

// What the branch finder needs beyond the branches themselves: where each PIN region is, and
// the places' names in Latin letters. Only some searches need them (a PIN code no branch has,
// a name the page's own words lack), so the browser fetches this module apart from the page
// (use-finder-result.ts).

export interface SearchPlaces {
  /** The PIN regions, named in the page's language. */
  pinRegions: readonly PinRegion[];
  latin: PlaceSearchKeys;
}

export const searchPlaces: SearchPlaces = { pinRegions, latin: latinSearchKeys };
