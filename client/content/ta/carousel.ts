// Tamil twin of ../carousel.ts: same exports and shapes, Tamil words.
import type * as en from '../carousel';
import type { Translated } from '../types';

export const carouselLabels = {
  previous: 'முந்தைய ஸ்லைடு',
  next: 'அடுத்த ஸ்லைடு',
  pause: 'நிறுத்து',
  play: 'இயக்கு',
} satisfies Translated<typeof en.carouselLabels>;

export const carouselRoles = { carousel: 'ஸ்லைடுகள்', slide: 'ஸ்லைடு' } satisfies Translated<
  typeof en.carouselRoles
>;

export const slideLabelTemplate: string = '{{slidesLength}}-இல் {{index}}';

export const slideLabel = (index: number, total: number): string =>
  slideLabelTemplate.replace('{{index}}', String(index + 1)).replace('{{slidesLength}}', String(total));
