import type { CSSProperties } from 'react';

/**
 * Viewport widths (px) at which a carousel may change how many slides it shows. carousel.css
 * has one media query per width, so the server HTML lays slides out exactly as Swiper will.
 */
const breakpointWidths = [0, 400, 639, 768, 865, 1000, 1500, 1700] as const;

export type BreakpointWidth = (typeof breakpointWidths)[number];

/** Slides per view from each minimum width up; 0 is required, the others carry forward. */
export type SlidesPerView = { 0: number } & Partial<Record<BreakpointWidth, number>>;

export interface CarouselLayout {
  slidesPerView: SlidesPerView;
  /** Gap between slides in px (Swiper's spaceBetween). */
  spaceBetween: number;
}

/** Custom properties carousel.css sizes the slides with: the gap and a count for every width. */
export function layoutStyle({ slidesPerView, spaceBetween }: CarouselLayout): CSSProperties {
  const vars: Record<string, string | number> = { '--carousel-gap': `${spaceBetween}px` };
  let count = slidesPerView[0];
  for (const width of breakpointWidths) {
    count = slidesPerView[width] ?? count;
    vars[`--spv-${width}`] = count;
  }
  return vars as CSSProperties;
}

/** The same layout in Swiper's terms (its breakpoints are min-width media queries too). */
export function swiperBreakpoints({
  slidesPerView,
}: CarouselLayout): Record<number, { slidesPerView: number }> {
  const breakpoints: Record<number, { slidesPerView: number }> = {};
  for (const width of breakpointWidths) {
    const count = slidesPerView[width];
    if (width > 0 && count !== undefined) breakpoints[width] = { slidesPerView: count };
  }
  return breakpoints;
}
