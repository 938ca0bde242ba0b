import type { GeoPoint } from '../../shared/geo-distance';

// Links to Google Maps for a point. Built where they are shown, not stored in the content, so
// the content modules hold only coordinates and the shell's map and the branch pages share
// these helpers without Rolldown splitting them into a chunk of their own. Directions, which
// only the branch pages link to, are in directions-url.ts, out of the shell.

export const mapsSearchUrl = ({ lat, lng }: GeoPoint): string =>
  `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
export const mapsEmbedUrl = ({ lat, lng }: GeoPoint): string =>
  `https://www.google.com/maps?q=${lat},${lng}&z=15&output=embed`;
