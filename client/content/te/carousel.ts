// Telugu twin of ../carousel.ts: same exports and shapes, Telugu words.
import type * as en from '../carousel';
import type { Translated } from '../types';

export const carouselLabels = {
  previous: 'మునుపటి స్లైడ్',
  next: 'తర్వాతి స్లైడ్',
  pause: 'ఆపండి',
  play: 'ప్లే చేయండి',
} satisfies Translated<typeof en.carouselLabels>;

export const carouselRoles = { carousel: 'స్లైడ్‌షో', slide: 'స్లైడ్' } satisfies Translated<
  typeof en.carouselRoles
>;

export const slideLabelTemplate = '{{slidesLength}}లో {{index}}' satisfies Translated<
  typeof en.slideLabelTemplate
>;

export const slideLabel = ((index: number, total: number): string =>
  slideLabelTemplate
    .replace('{{index}}', String(index + 1))
    .replace('{{slidesLength}}', String(total))) satisfies Translated<typeof en.slideLabel>;
