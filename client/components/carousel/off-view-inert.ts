import type { Swiper, SwiperModule } from 'swiper/types';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

function inView(swiper: Swiper, slide: HTMLElement): boolean {
  return swiper.visibleSlides?.includes(slide) ?? false;
}

/** Where the focus goes when its slide has left the view. */
function focusTargetInView(swiper: Swiper): HTMLElement | null {
  const firstInView = swiper.slides.find((slide) => inView(swiper, slide));
  const control = swiper.el.parentElement?.querySelector<HTMLElement>(
    `[aria-controls="${CSS.escape(swiper.wrapperEl.id)}"]`,
  );
  return firstInView?.querySelector<HTMLElement>(FOCUSABLE) ?? control ?? null;
}

/**
 * Makes the slides outside the carousel's view inert: out of the Tab order and of what a screen
 * reader reads, as the WAI-ARIA carousel pattern hides them. Tab then goes through the slides
 * in view, in the order they are shown, and on to Previous and Next, which bring the others.
 *
 * Why: a looping Swiper moves slides within the page as it turns, and Tab follows the page's
 * order, not the slides' numbers. With every slide reachable, tabbing in after a few autoplay
 * turns started at whichever slide was first in the page and left at the last one by number,
 * skipping the rest (2 or 3 of the hero's 4 slides, 4 to 8 of the 10 branches).
 *
 * A slide that holds the focus is never made inert, which would drop the focus to the top of
 * the page: a link tabbed to before Swiper was built keeps it while Swiper's A11y module slides
 * it into view. When a completed move (an arrow key pressed on a slide's link) has taken the
 * focused slide out of view, the focus moves with the carousel, to the first slide now in view
 * or, if that slide has nothing to focus, to the carousel's first control.
 *
 * Swiper's A11y module has its own answer for a looping carousel: on Tab from the last slide
 * by number (Shift+Tab from the first), it makes every other slide inert for a moment, so the
 * focus leaves the carousel. With slides in view across the loop's seam (10, 1, 2, 3, 4 of 10)
 * that skipped the slides after the seam; this module's own inert slides already let the focus
 * leave at the right place, so it undoes that moment at once.
 */
export const OffViewInert: SwiperModule = ({ swiper, on }) => {
  const update = () => {
    if (swiper.destroyed) return;
    for (const slide of swiper.slides) {
      const inert = !inView(swiper, slide) && !slide.contains(document.activeElement);
      // Runs on every step of a drag: a slide's attribute is touched only when it changes.
      if (slide.inert !== inert) slide.inert = inert;
    }
  };

  const followFocus = () => {
    if (swiper.destroyed) return;
    const focusedSlide = swiper.slides.find((slide) => slide.contains(document.activeElement));
    if (focusedSlide && !inView(swiper, focusedSlide)) {
      focusTargetInView(swiper)?.focus({ preventScroll: true });
    }
    update();
  };

  const undoSwiperTabHold = (event: KeyboardEvent) => {
    // A11y listens in the capture phase; this runs after it, before the focus moves.
    if (event.key === 'Tab') update();
  };

  on('init', () => {
    update();
    swiper.el.addEventListener('keydown', undoSwiperTabHold);
  });
  // Swiper works out which slides are in view on every change of position ('progress'), for the
  // position a move is heading to, so slides coming into view are reachable as the move starts.
  on('progress', update);
  on('slideChangeTransitionEnd', followFocus);
  on('destroy', () => {
    swiper.el.removeEventListener('keydown', undoSwiperTabHold);
    for (const slide of swiper.slides) slide.inert = false;
  });
};
