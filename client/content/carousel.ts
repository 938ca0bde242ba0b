// Words the carousels speak: control names (tests find the controls by them: docs/product-rules.md, "Hooks for tests") and slide labels.

export const carouselLabels = {
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Pause',
  play: 'Play',
};

/** What a screen reader calls the carousel and each of its slides (aria-roledescription). */
export const carouselRoles = { carousel: 'carousel', slide: 'slide' };

/** Swiper's A11y template for the same label, so the attribute never changes when it starts. */
export const slideLabelTemplate = '{{index}} of {{slidesLength}}';

export const slideLabel = (index: number, total: number): string =>
  slideLabelTemplate.replace('{{index}}', String(index + 1)).replace('{{slidesLength}}', String(total));
