// Telugu twin of ../maps.ts: same exports and shapes, Telugu words.
import type * as en from '../maps';
import type { Translated } from '../types';

export const mapFacadeLabels = {
  show: (place: string) => `${place} మ్యాప్ చూపించండి`,
  open: (place: string) => `${place}: గూగుల్ మ్యాప్స్‌లో తెరవండి`,
} satisfies Translated<typeof en.mapFacadeLabels>;
