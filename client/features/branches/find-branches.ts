import { byDistance, type GeoPoint } from '../../../shared/geo-distance';
import { compactPinCode, isPinCode, looksLikePinCode } from '../../../shared/pin-code';
import { westernDigits } from '../../../shared/western-digits';
import {
  branchFinderText,
  branchSearchNames,
  branches,
  otherServiceableAreas,
  type Branch,
} from '../../content/branches';
import { branchPlaces } from '../../content/branch-places';
import type { SearchPlaces } from './search-places';

// What the branch finder shows for a search: a pure function of the `q` the URL carries and
// of the places it knows (search-places.ts), so the server (no JavaScript: GET
// /branches?q=...) and the browser render the same list. The browser fetches the places
// apart from the page; until they are in, a search that needs them says so (`needsPlaces`).

/** How many branches "nearest to" a place lists. */
const NEAREST_COUNT = 3;

export interface BranchHit {
  branch: Branch;
  /** Kilometres from the place searched for or the visitor, when the list is sorted by distance. */
  km?: number;
}

export interface FinderResult {
  /** The search as typed, trimmed ('' when there is none). */
  query: string;
  hits: BranchHit[];
  /** What to tell the visitor about the list, or null for the full, unfiltered list. */
  message: string | null;
  /** True when the search could not be read (the message says why). */
  invalid: boolean;
  /** True when the list is a subset of the branches. */
  filtered: boolean;
  /** True when the places were not given and the answer depends on them. */
  needsPlaces?: true;
}

const all = (): BranchHit[] => branches.map((branch) => ({ branch }));

const normalise = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

function searchableText(branch: Branch, places: SearchPlaces): string {
  const { address } = branch;
  return normalise(
    [
      branch.city,
      branch.landmarkTitle,
      address.streetAddress,
      address.locality,
      address.region,
      ...(branchSearchNames[branch.id] ?? []),
      places.latin.branches[branch.id],
      places.latin.regions[branchPlaces[branch.id].region],
    ].join(' | '),
  );
}

const nearest = (origin: GeoPoint): BranchHit[] =>
  byDistance(branches, origin)
    .slice(0, NEAREST_COUNT)
    .map(({ item, km }) => ({ branch: item, km }));

/** The region of the longest listed prefix of a PIN code, or undefined. */
export function pinRegionOf(pin: string, pinRegions: SearchPlaces['pinRegions']) {
  return (
    pinRegions.find((region) => region.prefix.length === 3 && pin.startsWith(region.prefix)) ??
    pinRegions.find((region) => region.prefix.length === 2 && pin.startsWith(region.prefix))
  );
}

/** Every branch, until the places are in. */
const waitingForPlaces = (query: string): FinderResult => ({
  query,
  hits: all(),
  message: null,
  invalid: false,
  filtered: false,
  needsPlaces: true,
});

function byPin(pin: string, query: string, places: SearchPlaces | null): FinderResult {
  const same = branches.filter((branch) => branch.address.postalCode === pin);
  if (same.length > 0)
    return {
      query,
      hits: same.map((branch) => ({ branch })),
      message: branchFinderText.pinMatches(same.length, pin),
      invalid: false,
      filtered: true,
    };
  if (!places) return waitingForPlaces(query);
  const region = pinRegionOf(pin, places.pinRegions);
  if (!region)
    return { query, hits: all(), message: branchFinderText.pinUnknown(pin), invalid: false, filtered: false };
  return {
    query,
    hits: nearest(region.geo),
    message: branchFinderText.nearRegion(region.name),
    invalid: false,
    filtered: true,
  };
}

function byText(query: string, places: SearchPlaces | null): FinderResult {
  // Without the Latin names some branches a name matches would be missing ("galore" finds
  // Mangalore in the page's words, and Bengaluru only as "Bangalore").
  if (!places) return waitingForPlaces(query);
  const needle = normalise(query);
  const hits = branches.filter((branch) => searchableText(branch, places).includes(needle));
  if (hits.length > 0)
    return {
      query,
      hits: hits.map((branch) => ({ branch })),
      message: branchFinderText.matches(hits.length, query),
      invalid: false,
      filtered: true,
    };
  // A place we know but have no branch in (a serviceable area, a PIN region): the nearest ones.
  const { latin } = places;
  const named = (...names: string[]) => names.some((name) => normalise(name) === needle);
  const place =
    otherServiceableAreas.find((area) => named(area.name, latin.areas[area.id])) ??
    places.pinRegions.find((region) => named(region.name, latin.pinRegions[region.prefix]));
  if (place)
    return {
      query,
      hits: nearest(place.geo),
      message: branchFinderText.nearPlace(place.name),
      invalid: false,
      filtered: true,
    };
  return { query, hits: all(), message: branchFinderText.noMatch(query), invalid: false, filtered: false };
}

/** The branches to show for the `q` of /branches?q=... (null or blank: every branch). */
export function findBranches(q: string | null, places: SearchPlaces | null): FinderResult {
  const query = (q ?? '').replace(/\s+/g, ' ').trim();
  if (query === '') return { query, hits: all(), message: null, invalid: false, filtered: false };
  if (query.length > branchFinderText.maxLength)
    return { query: '', hits: all(), message: branchFinderText.tooLong, invalid: true, filtered: false };
  // A PIN typed with an Indian script's digits (a Kannada keyboard's ೫೬೦೦೦೩) is the same PIN.
  const digits = westernDigits(query);
  if (looksLikePinCode(digits)) {
    const pin = compactPinCode(digits);
    if (!isPinCode(pin))
      return { query, hits: all(), message: branchFinderText.badPin(query), invalid: true, filtered: false };
    return byPin(pin, query, places);
  }
  return byText(query, places);
}

/** The same branches sorted by distance from the visitor, nearest first. */
export function sortByDistanceFrom(hits: readonly BranchHit[], origin: GeoPoint): BranchHit[] {
  return byDistance(
    hits.map((hit) => ({ ...hit, geo: hit.branch.geo })),
    origin,
  ).map(({ item, km }) => ({ branch: item.branch, km }));
}
