// Tamil twin of ../maps.ts: same exports and shapes, Tamil words.
import type * as en from '../maps';
import type { Translated } from '../types';

export const mapFacadeLabels = {
  show: (place: string) => `${place}: வரைபடத்தைக் காட்டு`,
  open: (place: string) => `${place}: கூகுள் மேப்ஸில் திற`,
} satisfies Translated<typeof en.mapFacadeLabels>;
