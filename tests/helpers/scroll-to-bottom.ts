import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { answerWithin, watchMainThread } from './browser';

/** The page's answer to one step of a scroll: scrolled on, and whether it is now at its end. */
async function scrollOneStop(): Promise<boolean> {
  window.scrollBy(0, window.innerHeight * 0.8);
  // Two frames, so that the intersection observers have seen this stop; or a moment, should the
  // browser draw no frame for a while (a renderer starved of CPU), so that the scroll goes on.
  await new Promise((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(resolve));
    setTimeout(resolve, 200);
  });
  return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
}

/**
 * Scrolls down most of a screen at a time to the end, so that the intersection observers see
 * every part of the page, then waits for what they render at the end: the footer's map, which
 * takes the place of its placeholder.
 *
 * Each stop is an evaluation of its own, and one that has no answer within 5 s is left for the
 * next: on a busy CI machine a scroll run as one evaluation once had no answer at all, which no
 * rerun reproduced. A page that has not reached its end in 20 s fails the test with where its
 * main thread is (a script stuck in a loop shows there), not with the test's own time limit.
 */
export async function scrollToBottom(page: Page): Promise<void> {
  const mainThread = await watchMainThread(page);
  try {
    const deadline = Date.now() + 20_000;
    let atEnd = false;
    for (let stop = 0; stop < 60 && !atEnd; stop++) {
      const timeLeft = deadline - Date.now();
      if (timeLeft <= 0)
        throw new Error(`${page.url()} did not scroll to its end in 20 s: ${await mainThread.where()}`);
      atEnd = (await answerWithin(page.evaluate(scrollOneStop), Math.min(timeLeft, 5_000))) ?? false;
    }
  } finally {
    await mainThread.stop();
  }
  // A section laid out only once near the screen can grow as it is: the end seen a moment ago,
  // and the footer with it, may since have moved down out of reach of the map's observer. So
  // the end is sought again until the map is there, as a visitor scrolls on to it.
  if ((await page.locator('footer .map-facade').count()) === 0) return;
  try {
    await expect
      .poll(
        async () => {
          await answerWithin(
            page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight)),
            5_000,
          );
          return page.locator('footer .map-facade iframe').count();
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
  } catch (error) {
    // Where the page was, for a failure no rerun reproduces.
    const state = await answerWithin(
      page.evaluate(async () => ({
        scrollY: Math.round(window.scrollY),
        scrollHeight: document.documentElement.scrollHeight,
        innerHeight: window.innerHeight,
        mapTop: Math.round(document.querySelector('footer .map-facade')!.getBoundingClientRect().top),
        mapSize: (({ width, height }) => `${Math.round(width)}x${Math.round(height)}`)(
          document.querySelector('footer .map-facade')!.getBoundingClientRect(),
        ),
        placeholder: document.querySelector('footer .map-facade__placeholder') !== null,
        hydrated: document.documentElement.dataset.hydrated ?? null,
        openDialog: document.querySelector('dialog[open]')?.className ?? null,
        // A document loaded again since the test opened the page would be a new, younger one.
        documentAgeMs: Math.round(performance.now()),
        visibility: document.visibilityState,
        url: location.href,
        // Observers are only checked when a frame is drawn: false means the renderer stalled.
        drawsFrame: await Promise.race([
          new Promise<boolean>((resolve) => requestAnimationFrame(() => resolve(true))),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2_000)),
        ]),
        // What a new observer, like the map's, says of the box: 'near' with the map still missing
        // points at the map's own observer or its render, not at the browser.
        freshObserver: await Promise.race([
          new Promise<string>((resolve) => {
            const observer = new IntersectionObserver(
              ([entry]) => {
                observer.disconnect();
                resolve(entry!.isIntersecting ? 'near' : 'not near');
              },
              { rootMargin: '300px 0px' },
            );
            observer.observe(document.querySelector('footer .map-facade')!);
          }),
          new Promise<string>((resolve) => setTimeout(() => resolve('no answer'), 2_000)),
        ]),
      })),
      10_000,
    );
    throw new Error(`${page.url()}: the footer's map did not load: ${JSON.stringify(state)}`, {
      cause: error,
    });
  }
}
