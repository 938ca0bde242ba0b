// The part of the carousel that only the browser loads, with import() (see use-swiper.ts):
// Swiper's core, its A11y module, our own autoplay (timer-autoplay.ts), the hold on moves
// while Swiper re-seats after a resize (reseat-hold.ts, whose gate use-swiper.ts takes from
// here, so that it too loads with this chunk), the inert slides outside the view
// (off-view-inert.ts) and the instant moves under reduced motion (reduced-motion-speed.ts).
// Navigation, pagination and keyboard handling are rendered by React in carousel.tsx instead of
// Swiper's modules, so they are in the server HTML (no shift when Swiper starts) and work before
// this chunk arrives.
import Swiper from 'swiper';
import { A11y } from 'swiper/modules';
import { carouselRoles, slideLabelTemplate } from '../../content/carousel';
import { swiperBreakpoints, type CarouselLayout } from './carousel-layout';
import { OffViewInert } from './off-view-inert';
import { ReducedMotionSpeed } from './reduced-motion-speed';
import { ReseatHold } from './reseat-hold';
import { TimerAutoplay } from './timer-autoplay';

export { moveWhenSeated } from './reseat-hold';

/** docs/product-rules.md §13: the transition. */
const SPEED_MS = 400;
/**
 * docs/product-rules.md §13: a swipe needs an 80 px drag. `threshold` is in pixels and ignores any drag
 * shorter than that, so the slide stays put; `longSwipesRatio` is a share of the slide width,
 * which changes with every breakpoint, so it cannot express a fixed distance.
 */
const SWIPE_THRESHOLD_PX = 80;

export interface SwiperSetup extends CarouselLayout {
  loop: boolean;
  /** Autoplay delay; undefined for carousels that never autoplay. */
  autoplayMs?: number;
  /** Whether autoplay runs from the start (false after Pause or under reduced motion). */
  playing: boolean;
}

export type { Swiper };

export function createSwiper(container: HTMLElement, setup: SwiperSetup): Swiper {
  return new Swiper(container, {
    modules: [A11y, TimerAutoplay, ReseatHold, OffViewInert, ReducedMotionSpeed(SPEED_MS)],
    speed: SPEED_MS,
    threshold: SWIPE_THRESHOLD_PX,
    loop: setup.loop,
    spaceBetween: setup.spaceBetween,
    slidesPerView: setup.slidesPerView[0],
    breakpoints: swiperBreakpoints(setup),
    // Tells which slides are in view: A11y slides a focused one into view, OffViewInert makes
    // the others inert.
    watchSlidesProgress: true,
    autoplay: setup.autoplayMs ? { delay: setup.autoplayMs, enabled: setup.playing } : false,
    a11y: {
      // The same roles and labels the server rendered; the region itself is labelled by React.
      slideRole: 'group',
      itemRoleDescriptionMessage: carouselRoles.slide,
      slideLabelMessage: slideLabelTemplate,
      // React owns aria-live on the wrapper: it follows the Pause/Play state.
      wrapperLiveRegion: false,
    },
  });
}
