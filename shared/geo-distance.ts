// Great-circle distance between two points, for sorting branches by how far they are from the
// visitor (their location, or their PIN code's region). The haversine formula on a sphere of
// the Earth's mean radius: a fraction of a percent off the ellipsoid, far below what a branch
// list needs, and it stays exact for short distances, where the spherical law of cosines
// loses precision.

/** A point on the Earth, in decimal degrees (WGS 84, as maps and phones give it). */
export interface GeoPoint {
  lat: number;
  lng: number;
}

/** The Earth's mean radius (IUGG), in kilometres. */
const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Kilometres between two points along the Earth's surface. */
export function haversineKm(from: GeoPoint, to: GeoPoint): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  // min(1, ...): rounding can push h a hair above 1 for antipodal points, and asin would be NaN.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Sorted by distance from `origin`, nearest first, each with its distance; ties keep their order. */
export function byDistance<T extends { geo: GeoPoint }>(
  items: readonly T[],
  origin: GeoPoint,
): Array<{ item: T; km: number }> {
  return items.map((item) => ({ item, km: haversineKm(origin, item.geo) })).sort((a, b) => a.km - b.km);
}
