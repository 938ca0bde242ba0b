// Kannada twin of ../carousel.ts: same exports and shapes, Kannada words.
import type * as en from '../carousel';
import type { Translated } from '../types';

export const carouselLabels = {
  previous: 'ಹಿಂದಿನ ಸ್ಲೈಡ್',
  next: 'ಮುಂದಿನ ಸ್ಲೈಡ್',
  pause: 'ವಿರಾಮ',
  play: 'ಪ್ಲೇ',
} satisfies Translated<typeof en.carouselLabels>;

export const carouselRoles = { carousel: 'ಸ್ಲೈಡ್‌ಶೋ', slide: 'ಸ್ಲೈಡ್' } satisfies Translated<
  typeof en.carouselRoles
>;

export const slideLabelTemplate = '{{slidesLength}} ರಲ್ಲಿ {{index}}';

export const slideLabel = (index: number, total: number): string =>
  slideLabelTemplate.replace('{{index}}', String(index + 1)).replace('{{slidesLength}}', String(total));
