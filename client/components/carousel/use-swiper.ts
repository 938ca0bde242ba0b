import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { whenNearViewport } from '../../lib/when-near-viewport';
import type { Swiper, SwiperSetup } from './swiper-runtime';

type SwiperAction = (swiper: Swiper) => void;

/** Runs `task` when the main thread is idle, so Swiper never competes with hydration. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

/**
 * Attaches Swiper to the carousel markup React rendered, once the carousel comes near the
 * viewport (or at once when someone uses a control before that). Returns `run`, which applies
 * an action to the Swiper instance now or as soon as it exists.
 *
 * The first `setup` given is called when Swiper starts: a carousel's layout is fixed for its lifetime.
 */
export function useSwiper(
  containerRef: RefObject<HTMLElement | null>,
  setup: () => SwiperSetup,
  onSlideChange: (realIndex: number) => void,
): { run: (action: SwiperAction) => void; swiperRef: RefObject<Swiper | null> } {
  const swiperRef = useRef<Swiper | null>(null);
  const pending = useRef<SwiperAction[]>([]);
  const startNow = useRef<() => void>(() => undefined);
  const setupRef = useRef(setup);
  const onSlideChangeRef = useRef(onSlideChange);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let disposed = false;
    let loading = false;
    let instance: Swiper | null = null;
    let cancelIdle: () => void = () => {};

    // Set once Swiper's code is in: builds this carousel (at most once).
    let create: (() => void) | null = null;

    const start = () => {
      if (create) {
        create();
        return;
      }
      if (loading || disposed) return;
      loading = true;
      import('./swiper-runtime')
        .then(({ createSwiper }) => {
          if (disposed) return;
          create = () => {
            if (disposed || instance) return;
            cancelIdle();
            instance = createSwiper(container, setupRef.current());
            instance.on('realIndexChange', (swiper) => onSlideChangeRef.current(swiper.realIndex));
            swiperRef.current = instance;
            for (const action of pending.current.splice(0)) action(instance);
          };
          // Evaluating Swiper and building the carousel are two short tasks rather than one
          // long one on a slow phone, unless someone is waiting on a control.
          if (pending.current.length > 0) create();
          else cancelIdle = whenIdle(create);
        })
        .catch(() => {
          // A failed chunk (flaky network) leaves the static first slides in place; the next
          // control press tries again.
          loading = false;
        });
    };
    startNow.current = start;

    const stopWatching = whenNearViewport(container, () => {
      cancelIdle = whenIdle(start);
    });

    return () => {
      disposed = true;
      stopWatching();
      cancelIdle();
      instance?.destroy(true, true);
      swiperRef.current = null;
      pending.current = [];
    };
  }, [containerRef]);

  const run = useCallback((action: SwiperAction) => {
    if (swiperRef.current) {
      action(swiperRef.current);
      return;
    }
    pending.current.push(action);
    startNow.current();
  }, []);

  return { run, swiperRef };
}
