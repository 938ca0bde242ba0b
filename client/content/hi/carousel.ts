// Hindi twin of ../carousel.ts: same exports and shapes, Hindi words.
import type { Translated } from '../types';
import type * as en from '../carousel';

export const carouselLabels = {
  previous: 'पिछली स्लाइड',
  next: 'अगली स्लाइड',
  pause: 'रोकें',
  play: 'चलाएँ',
} satisfies Translated<typeof en.carouselLabels>;

export const carouselRoles = { carousel: 'स्लाइड शो', slide: 'स्लाइड' } satisfies Translated<
  typeof en.carouselRoles
>;

export const slideLabelTemplate = '{{slidesLength}} में से {{index}}';

export const slideLabel = (index: number, total: number): string =>
  slideLabelTemplate.replace('{{index}}', String(index + 1)).replace('{{slidesLength}}', String(total));
