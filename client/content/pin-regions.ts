import { pinRegionsIn } from './pin-region-places';
import { latinSearchKeys } from './branch-search-keys';

// The names of the branch finder's PIN regions (their centres: pin-region-places.ts). English's
// are the Latin names every language's finder searches.
export const pinRegions = pinRegionsIn(latinSearchKeys.pinRegions);
