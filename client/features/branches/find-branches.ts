import { byDistance, type GeoPoint } from '../../../shared/geo-distance';
import { compactPinCode, isPinCode, looksLikePinCode } from '../../../shared/pin-code';
import {
  branchFinderText,
  branchSearchNames,
  branches,
  otherServiceableAreas,
  type Branch,
} from '../../content/branches';
import { pinRegions } from '../../content/pin-regions';

// What the branch finder shows for a search: a pure function of the `q` the URL carries, so
// the server (no JavaScript: GET /branches?q=...) and the browser render the same list.

/** How many branches "nearest to" a place lists. */
export const NEAREST_COUNT = 3;

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
}

const all = (): BranchHit[] => branches.map((branch) => ({ branch }));

const normalise = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

function searchableText(branch: Branch): string {
  const { address } = branch;
  return normalise(
    [
      branch.city,
      branch.landmarkTitle,
      address.streetAddress,
      address.locality,
      address.region,
      ...(branchSearchNames[branch.id] ?? []),
    ].join(' | '),
  );
}

const nearest = (origin: GeoPoint): BranchHit[] =>
  byDistance(branches, origin)
    .slice(0, NEAREST_COUNT)
    .map(({ item, km }) => ({ branch: item, km }));

/** The region of the longest listed prefix of a PIN code, or undefined. */
export function pinRegionOf(pin: string) {
  return (
    pinRegions.find((region) => region.prefix.length === 3 && pin.startsWith(region.prefix)) ??
    pinRegions.find((region) => region.prefix.length === 2 && pin.startsWith(region.prefix))
  );
}

function byPin(pin: string, query: string): FinderResult {
  const same = branches.filter((branch) => branch.address.postalCode === pin);
  if (same.length > 0)
    return {
      query,
      hits: same.map((branch) => ({ branch })),
      message: branchFinderText.pinMatches(same.length, pin),
      invalid: false,
      filtered: true,
    };
  const region = pinRegionOf(pin);
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

function byText(query: string): FinderResult {
  const needle = normalise(query);
  const hits = branches.filter((branch) => searchableText(branch).includes(needle));
  if (hits.length > 0)
    return {
      query,
      hits: hits.map((branch) => ({ branch })),
      message: branchFinderText.matches(hits.length, query),
      invalid: false,
      filtered: true,
    };
  // A place we know but have no branch in (a serviceable area, a PIN region): the nearest ones.
  const place =
    otherServiceableAreas.find((area) => normalise(area.name) === needle) ??
    pinRegions.find((region) => normalise(region.name) === needle);
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
export function findBranches(q: string | null): FinderResult {
  const query = (q ?? '').replace(/\s+/g, ' ').trim();
  if (query === '') return { query, hits: all(), message: null, invalid: false, filtered: false };
  if (query.length > branchFinderText.maxLength)
    return { query: '', hits: all(), message: branchFinderText.tooLong, invalid: true, filtered: false };
  if (looksLikePinCode(query)) {
    const pin = compactPinCode(query);
    if (!isPinCode(pin))
      return { query, hits: all(), message: branchFinderText.badPin(query), invalid: true, filtered: false };
    return byPin(pin, query);
  }
  return byText(query);
}

/** The same branches sorted by distance from the visitor, nearest first. */
export function sortByDistanceFrom(hits: readonly BranchHit[], origin: GeoPoint): BranchHit[] {
  return byDistance(
    hits.map((hit) => ({ ...hit, geo: hit.branch.geo })),
    origin,
  ).map(({ item, km }) => ({ branch: item.branch, km }));
}
