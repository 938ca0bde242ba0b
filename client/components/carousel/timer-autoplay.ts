import type { SwiperModule } from 'swiper/types';
import { moveWhenSeated } from './reseat-hold';

/**
 * Autoplay with one timer per slide, in place of Swiper's Autoplay module. Swiper's module
 * keeps a requestAnimationFrame loop running for as long as it plays, only to report the time
 * left (which we never show), so a page with a playing carousel renders a frame every 16 ms
 * for as long as it is open: a phone's battery drains and its main thread is never idle.
 *
 * Same contract as Swiper's: `autoplay: { delay, enabled }` in the options, and
 * `swiper.autoplay.start()` / `stop()`. The delay counts from the moment a slide has arrived,
 * whoever moved it; a finger or mouse held on the slides, keyboard focus on a slide's link
 * (autoplay would carry the focused link off screen, WCAG 2.4.11) and a hidden tab hold the
 * timer. Holding is not stopping: autoplay goes on after any interaction (docs/product-rules.md,
 * "Motion, carousels and navigation").
 */
/** Swiper's own default, for a carousel that asks for autoplay without a delay. */
const DEFAULT_DELAY_MS = 3000;

export const TimerAutoplay: SwiperModule = ({ swiper, extendParams, on }) => {
  extendParams({ autoplay: { enabled: false, delay: DEFAULT_DELAY_MS } });

  let timer: ReturnType<typeof setTimeout> | undefined;
  let held = false;
  let focusInside = false;

  const delay = () => {
    const options = swiper.params.autoplay;
    return typeof options === 'object' && options.delay ? options.delay : DEFAULT_DELAY_MS;
  };

  const clear = () => {
    clearTimeout(timer);
    timer = undefined;
  };

  const arm = () => {
    clear();
    if (
      swiper.destroyed ||
      !swiper.autoplay.running ||
      swiper.autoplay.paused ||
      held ||
      focusInside ||
      document.hidden
    )
      return;
    timer = setTimeout(() => {
      timer = undefined;
      // Refused while a move is under way: its arrival arms the timer again, but if none
      // comes, the next try is one delay later.
      moveWhenSeated(swiper, () => {
        if (!swiper.slideNext()) arm();
      });
    }, delay());
  };

  swiper.autoplay = {
    running: false,
    paused: false,
    // Part of Swiper's autoplay interface; nothing here reads it.
    timeLeft: 0,
    start() {
      if (swiper.destroyed) return false;
      swiper.autoplay.running = true;
      swiper.autoplay.paused = false;
      arm();
      return true;
    },
    stop() {
      swiper.autoplay.running = false;
      clear();
      return true;
    },
    pause() {
      swiper.autoplay.paused = true;
      clear();
    },
    resume() {
      swiper.autoplay.paused = false;
      arm();
    },
  };

  const onFocusIn = () => {
    focusInside = true;
    clear();
  };
  const onFocusOut = (event: FocusEvent) => {
    if (swiper.el.contains(event.relatedTarget as Node | null)) return;
    focusInside = false;
    arm();
  };

  on('init', () => {
    document.addEventListener('visibilitychange', arm);
    swiper.el.addEventListener('focusin', onFocusIn);
    swiper.el.addEventListener('focusout', onFocusOut);
    // Swiper is built when a carousel is first used, often by the focus arriving in it.
    focusInside = swiper.el.contains(document.activeElement);
    const options = swiper.params.autoplay;
    if (typeof options === 'object' && options.enabled) swiper.autoplay.start();
  });
  on('slideChangeTransitionEnd', arm);
  on('touchStart', () => {
    held = true;
    clear();
  });
  on('touchEnd', () => {
    held = false;
    arm();
  });
  on('destroy', () => {
    document.removeEventListener('visibilitychange', arm);
    swiper.el.removeEventListener('focusin', onFocusIn);
    swiper.el.removeEventListener('focusout', onFocusOut);
    swiper.autoplay.stop();
  });
};
