// Hindi twin of ../maps.ts: same exports and shapes, Hindi words.
import type { Translated } from '../types';
import type * as en from '../maps';

export const mapFacadeLabels = {
  show: (place: string) => `${place} का नक्शा दिखाएँ`,
  open: (place: string) => `${place} को गूगल मैप्स में खोलें`,
} satisfies Translated<typeof en.mapFacadeLabels>;
