import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { whenNearViewport } from '../../lib/when-near-viewport';
import type { Swiper, SwiperSetup } from './swiper-runtime';

type SwiperAction = (swiper: Swiper) => void;

/** Runs `task` when the main thread is idle, so fetching Swiper never competes with hydration. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

/**
 * Attaches Swiper to the carousel markup React rendered, at the first moment the carousel has
 * to move: a control or an arrow key (`run`), a finger or mouse pressed on it, focus inside
 * it, or an autoplaying carousel's first turn, one autoplay delay after it came near the
 * viewport. Until then the server's markup shows the first slides at their final size.
 *
 * Why that late: building a Swiper (measuring every slide, arranging the loop, wiring its
 * events) is one long task, several times longer on a cheap phone (figures: docs/performance.md,
 * "Figures behind code comments").
 * Started as soon as the page was idle, it was one of the longest tasks of the home page's
 * start-up, when a visitor is most likely to tap or scroll. Swiper's code is still fetched
 * when the carousel comes near the viewport, so building it when needed is quick.
 *
 * Presses and focus are caught on `region` (the carousel, an ancestor of `container`) in the
 * capture phase: Swiper, built there and then, listens on `container`, so it still receives
 * the same press (a swipe works from its first touch) and the same focus (a slide tabbed to
 * slides into view).
 *
 * Returns `run`, which applies an action to the Swiper instance now, or builds it first.
 * The first `setup` given is called when Swiper starts (a carousel's layout is fixed for its
 * lifetime) and when the first autoplay turn is due, to read whether it is still playing.
 * Actions wait while Swiper re-seats itself after a resize (reseat-hold.ts).
 */
export function useSwiper(
  elements: { region: RefObject<HTMLElement | null>; container: RefObject<HTMLElement | null> },
  setup: () => SwiperSetup,
  onSlideChange: (realIndex: number) => void,
): (action: SwiperAction) => void {
  const pending = useRef<SwiperAction[]>([]);
  const startNow = useRef<() => void>(() => undefined);
  const setupRef = useRef(setup);
  const onSlideChangeRef = useRef(onSlideChange);
  const { region: regionRef, container: containerRef } = elements;

  const run = useCallback((action: SwiperAction) => {
    pending.current.push(action);
    startNow.current();
  }, []);

  useEffect(() => {
    const region = regionRef.current;
    const container = containerRef.current;
    if (!region || !container) return;
    let disposed = false;
    let loading = false;
    let instance: Swiper | null = null;
    let cancelIdle: () => void = () => {};
    let firstTurn: ReturnType<typeof setTimeout> | undefined;

    // Set once Swiper's code is in: builds this carousel (at most once), and applies actions.
    let create: (() => void) | null = null;
    let applyPending: () => void = () => {};

    const load = () => {
      if (loading || disposed) return;
      loading = true;
      import('./swiper-runtime')
        .then(({ createSwiper, moveWhenSeated }) => {
          if (disposed) return;
          applyPending = () => {
            const swiper = instance;
            if (disposed || !swiper) return;
            for (const action of pending.current.splice(0)) moveWhenSeated(swiper, () => action(swiper));
          };
          create = () => {
            if (disposed || instance) return;
            clearTimeout(firstTurn);
            instance = createSwiper(container, setupRef.current());
            instance.on('realIndexChange', (swiper) => onSlideChangeRef.current(swiper.realIndex));
            applyPending();
          };
          // Someone pressed or focused the carousel while the code was on its way.
          if (pending.current.length > 0) create();
        })
        .catch(() => {
          // A failed chunk (flaky network) leaves the static first slides in place; the next
          // press tries again.
          loading = false;
        });
    };
    startNow.current = () => {
      if (instance) applyPending();
      else if (create) create();
      else load();
    };
    // A press or focus that comes before Swiper's code builds it as soon as the code arrives.
    const engage = () => run(() => undefined);

    const stopWatching = whenNearViewport(container, () => {
      cancelIdle = whenIdle(load);
      const { autoplayMs } = setupRef.current();
      if (autoplayMs === undefined) return;
      firstTurn = setTimeout(() => {
        // Paused (or reduced motion found) before the turn came: nothing moves until asked.
        if (!setupRef.current().playing) return;
        // In a hidden tab Swiper is built but waits, as its autoplay does, for the tab to show.
        run((swiper) => {
          if (!document.hidden) swiper.slideNext();
        });
      }, autoplayMs);
    });

    region.addEventListener('pointerdown', engage, true);
    region.addEventListener('focus', engage, true);

    return () => {
      disposed = true;
      stopWatching();
      cancelIdle();
      clearTimeout(firstTurn);
      region.removeEventListener('pointerdown', engage, true);
      region.removeEventListener('focus', engage, true);
      instance?.destroy(true, true);
      pending.current = [];
    };
  }, [regionRef, containerRef, run]);

  return run;
}
