import type { Swiper, SwiperModule } from 'swiper/types';

/**
 * Swiper handles a resize by sliding, on the next animation frame, to the slide that was
 * current when it handled the resize (for a looping carousel). A move made in between is
 * undone by that frame: a press that does nothing, or an autoplay turn that is lost and, as the
 * undoing slide reports no arrival, stops autoplay. Swiper reports such a resize on its first
 * frames too (its observer compares the element's fractional height with a rounded one), when
 * the next press is likely to come.
 *
 * This module holds every move asked for through `moveWhenSeated` until that frame has passed.
 * Swiper's own resize handler runs before any module's (it subscribes ahead of them), so the
 * frame asked for here comes after the one that re-seats; a second resize before it asks again.
 */
const holds = new WeakMap<Swiper, { frame: number; moves: Array<() => void> }>();

/** Runs `move` now, or right after Swiper's re-seat when one is due. */
export function moveWhenSeated(swiper: Swiper, move: () => void): void {
  const hold = holds.get(swiper);
  if (hold?.frame) hold.moves.push(move);
  else move();
}

export const ReseatHold: SwiperModule = ({ swiper, on }) => {
  const hold = { frame: 0, moves: [] as Array<() => void> };
  holds.set(swiper, hold);
  on('resize', () => {
    cancelAnimationFrame(hold.frame);
    hold.frame = requestAnimationFrame(() => {
      hold.frame = 0;
      for (const move of hold.moves.splice(0)) if (!swiper.destroyed) move();
    });
  });
  on('destroy', () => {
    cancelAnimationFrame(hold.frame);
    hold.frame = 0;
    hold.moves = [];
  });
};
