// Kannada twin of ../maps.ts: same exports and shapes, Kannada words.
import type * as en from '../maps';
import type { Translated } from '../types';

export const mapFacadeLabels = {
  show: (place: string) => `ನಕ್ಷೆ ತೋರಿಸಿ: ${place}`,
  open: (place: string) => `Google Maps ನಲ್ಲಿ ತೆರೆಯಿರಿ: ${place}`,
} satisfies Translated<typeof en.mapFacadeLabels>;
