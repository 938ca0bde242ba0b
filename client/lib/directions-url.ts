import type { GeoPoint } from '../../shared/geo-distance';

// Apart from map-urls.ts, which the shell carries for the footer's map: only the branch pages
// link to directions, so every other page's first load goes without this.

/** Google Maps directions to a point, from wherever the visitor is. */
export const mapsDirectionsUrl = ({ lat, lng }: GeoPoint): string =>
  `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
