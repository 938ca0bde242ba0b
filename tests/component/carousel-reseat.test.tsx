import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Swiper, SwiperModule } from 'swiper/types';
import { moveWhenSeated, ReseatHold } from '../../client/components/carousel/reseat-hold';
import { TimerAutoplay } from '../../client/components/carousel/timer-autoplay';

const DELAY_MS = 3000;
const SPEED_MS = 400;
const SLIDES = 4;

/**
 * Swiper as far as these modules meet it, with the behaviour that makes the hold necessary: a
 * resize re-seats the carousel one animation frame later at the slide that was current when
 * the resize was handled, stopping any move under way without reporting an arrival.
 */
function fakeSwiper(modules: SwiperModule[]) {
  const handlers = new Map<string, Array<(...args: unknown[]) => void>>();
  const emit = (event: string) => handlers.get(event)?.forEach((handler) => handler());
  const on = (event: string, handler: (...args: unknown[]) => void) =>
    handlers.set(event, [...(handlers.get(event) ?? []), handler]);
  let arrival: ReturnType<typeof setTimeout> | undefined;
  const swiper = {
    realIndex: 0,
    destroyed: false,
    el: document.createElement('div'),
    params: {} as Record<string, unknown>,
    slideNext() {
      swiper.realIndex = (swiper.realIndex + 1) % SLIDES;
      arrival = setTimeout(() => emit('slideChangeTransitionEnd'), SPEED_MS);
      return true;
    },
  };
  // Swiper's own resize handler subscribes ahead of every module.
  on('resize', () => {
    const seat = swiper.realIndex;
    requestAnimationFrame(() => {
      clearTimeout(arrival);
      swiper.realIndex = seat;
    });
  });
  const extendParams = (params: Record<string, unknown>) => Object.assign(swiper.params, params);
  const context = { swiper, extendParams, on, once: on, off: () => {}, emit };
  for (const module of modules) module(context as unknown as Parameters<SwiperModule>[0]);
  swiper.params.autoplay = { enabled: true, delay: DELAY_MS };
  emit('init');
  return { swiper, emit };
}

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('moves while Swiper re-seats after a resize', () => {
  it('takes a turn that falls due just after the resize once the re-seat is done, and goes on playing', () => {
    const { swiper, emit } = fakeSwiper([TimerAutoplay, ReseatHold]);
    vi.advanceTimersByTime(DELAY_MS - 5);
    emit('resize');
    vi.advanceTimersByTime(10);
    expect(swiper.realIndex).toBe(0);
    vi.advanceTimersByTime(50);
    expect(swiper.realIndex).toBe(1);
    vi.advanceTimersByTime(SPEED_MS + DELAY_MS);
    expect(swiper.realIndex).toBe(2);
  });

  it('lost the turn and stopped playing without the hold, as the fake means to show', () => {
    const { swiper, emit } = fakeSwiper([TimerAutoplay]);
    vi.advanceTimersByTime(DELAY_MS - 5);
    emit('resize');
    vi.advanceTimersByTime(60 + 3 * (SPEED_MS + DELAY_MS));
    expect(swiper.realIndex).toBe(0);
  });

  it('holds a press made after two resizes in one frame until both re-seats are done', () => {
    const { swiper, emit } = fakeSwiper([TimerAutoplay, ReseatHold]);
    emit('resize');
    emit('resize');
    moveWhenSeated(swiper as unknown as Swiper, () => swiper.slideNext());
    expect(swiper.realIndex).toBe(0);
    vi.advanceTimersByTime(50);
    expect(swiper.realIndex).toBe(1);
  });
});
