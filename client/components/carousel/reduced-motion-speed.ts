import type { SwiperModule } from 'swiper/types';
import { watchReducedMotion } from '../../lib/reduced-motion';

/**
 * While the visitor's system asks for reduced motion, slides change at once (Swiper's speed 0)
 * instead of sliding; the setting is followed while the page is open.
 *
 * Why not leave it to the site's reduced-motion rule, which cuts every CSS transition to a
 * hundredth of a millisecond: Swiper waits for its wrapper's transition to end before it takes
 * the next move. A looping carousel moved back from its first slide first jumps its wrapper a
 * slide's width (a transition of 0 ms, which that rule makes a real one) and then, in the same
 * frame, slides it back. The browser cancels such a transition, no end ever comes, and every
 * press after it, Previous, Next, an arrow key or a swipe, was ignored. At speed 0 Swiper waits
 * for nothing.
 */
export function ReducedMotionSpeed(normalSpeedMs: number): SwiperModule {
  return ({ swiper, on }) => {
    let stopWatching = () => {};
    on('init', () => {
      stopWatching = watchReducedMotion((reduce) => {
        swiper.params.speed = reduce ? 0 : normalSpeedMs;
      });
    });
    on('destroy', () => stopWatching());
  };
}
