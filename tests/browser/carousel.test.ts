import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { homeCarouselLabels } from '../../client/content/home';
import { newsPage } from '../../client/content/news';
import {
  afterAFrame,
  hydrateUnderClock,
  unexpectedShift,
  waitForHydration,
  watchShifts,
  type PageOptions,
} from '../helpers/browser';
import { test as browserTest } from '../helpers/browser-fixtures';
import { withoutEnquiryPopup } from './forms-helpers';

/** The hero's autoplay delay (client/content/home.ts) and Swiper's default. */
const AUTOPLAY_MS = 3000;

const test = browserTest.extend('open', ({ site, openPage }) =>
  /**
   * A page at `path` with the home enquiry pop-up already dismissed, so it never covers a
   * carousel. With `clock`, the page's timers run on Playwright's fake clock from its first
   * script on: the tests move time on with `page.clock.runFor` instead of waiting for it.
   */
  async (path: string, options: PageOptions & { clock?: boolean } = {}): Promise<Page> => {
    const { page, context } = await openPage(options);
    await withoutEnquiryPopup(context);
    await markSwiperCode(page);
    if (options.clock) await page.clock.install();
    await page.goto(site.url + path);
    if (options.javaScriptEnabled === false) return page;
    await (options.clock ? hydrateUnderClock(page) : waitForHydration(page));
    return page;
  },
);

const carousel = (page: Page, label: string) => page.getByRole('region', { name: label, exact: true });

/**
 * Scrolls the carousel into view, focuses its Next button (which builds Swiper, as any press
 * or focus does) and waits until Swiper has taken it over and finished its own start-up
 * transition (Swiper ignores a slide request while one is running, and on a busy machine a
 * key pressed right after start-up landed in it).
 */
async function startSwiper(region: Locator): Promise<void> {
  await region.scrollIntoViewIfNeeded();
  await region.getByRole('button', { name: 'Next slide', exact: true }).focus();
  await region.locator('.swiper.swiper-initialized').waitFor({ timeout: 10_000 });
  await settled(region);
}

/**
 * Has Swiper's chunk set `window.swiperCodeIn` once it has run (a line added at its end): the
 * import that asked for it resolves in the same task, so by the time a later task sees the
 * flag, the carousels have Swiper's code in hand.
 */
async function markSwiperCode(page: Page): Promise<void> {
  await page.route(/\/assets\/swiper-runtime-[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    // The body is given decoded, so the encoding and length the server sent no longer apply.
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(([name]) => !/^content-(encoding|length)$/i.test(name)),
    );
    await route.fulfill({
      status: response.status(),
      headers,
      body: `${await response.text()}\nwindow.swiperCodeIn = true;\n`,
    });
  });
}

/**
 * Scrolls the carousel into view and waits until Swiper's code has arrived and run (it is
 * fetched when a carousel nears the viewport), so that the next press or focus builds Swiper
 * at once.
 */
async function loadSwiperCode(page: Page, region: Locator): Promise<void> {
  await region.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => (window as { swiperCodeIn?: boolean }).swiperCodeIn === true, undefined, {
    timeout: 10_000,
  });
}

/** Labels ('3 of 10') of the slides whose box lies wholly inside the carousel's viewport. */
function fullyVisibleSlides(region: Locator): Promise<string[]> {
  return region.evaluate((root) => {
    const view = root.querySelector('.swiper')!.getBoundingClientRect();
    return [...root.querySelectorAll('.swiper-slide')]
      .filter((slide) => {
        const box = slide.getBoundingClientRect();
        return box.width > 0 && box.left >= view.left - 1 && box.right <= view.right + 1;
      })
      .map((slide) => slide.getAttribute('aria-label') ?? '');
  });
}

/** The label ('3 of 10') of the slide holding the keyboard focus, or null. */
const focusedSlide = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('.swiper-slide')?.getAttribute('aria-label') ?? null);

/**
 * Presses `key` until the focus leaves the carousel's slides (after entering them, if it starts
 * outside), and returns the labels of the slides it passed through, in order.
 */
async function tabThroughSlides(page: Page, key: 'Tab' | 'Shift+Tab'): Promise<string[]> {
  const passed: string[] = [];
  for (let press = 0; press < 20; press += 1) {
    await page.keyboard.press(key);
    const slide = await focusedSlide(page);
    if (slide !== null) passed.push(slide);
    else if (passed.length > 0) return passed;
  }
  throw new Error(`${key} went through ${passed.length} slides and did not leave them in 20 presses`);
}

const activeSlide = (region: Locator) => region.locator('.swiper-slide-active').getAttribute('aria-label');

/**
 * Waits for the running transition to end: a looping Swiper ignores a move requested while it
 * is still sliding (its loopPreventsSliding default), as it would for a visitor's double press.
 */
async function settled(region: Locator): Promise<void> {
  await expect
    .poll(() =>
      region
        .locator('.swiper')
        .evaluate((el) => (el as HTMLElement & { swiper: { animating: boolean } }).swiper.animating),
    )
    .toBe(false);
}

describe('branch carousel slides per view', () => {
  test.for([
    [375, 1],
    [400, 2],
    [639, 3],
    [865, 4],
    [1000, 5],
    [1500, 6],
    [1700, 7],
  ])(
    'shows %i px wide: %i slide(s), the same in the server HTML as after Swiper starts',
    async ([width, expected], { open }) => {
      const noJs = await open('/', { width, height: 900, javaScriptEnabled: false });
      const serverRegion = carousel(noJs, homeCarouselLabels.branches);
      await serverRegion.scrollIntoViewIfNeeded();
      expect(await fullyVisibleSlides(serverRegion)).toEqual(
        Array.from({ length: expected! }, (_, i) => `${i + 1} of 10`),
      );
      const page = await open('/', { width, height: 900, reducedMotion: 'reduce' });
      const region = carousel(page, homeCarouselLabels.branches);
      await startSwiper(region);
      expect(await fullyVisibleSlides(region)).toHaveLength(expected!);
      expect(await activeSlide(region)).toBe('1 of 10');
    },
  );
});

describe('carousel controls', () => {
  test('changes the visible slide with Next and Previous, looping past the ends', async ({ open }) => {
    const page = await open('/news', { width: 1280 });
    const region = carousel(page, newsPage.carouselLabel);
    await startSwiper(region);
    expect(await fullyVisibleSlides(region)).toEqual(['1 of 4', '2 of 4']);
    await region.getByRole('button', { name: 'Next slide', exact: true }).click();
    await expect.poll(() => fullyVisibleSlides(region)).toEqual(['2 of 4', '3 of 4']);
    await settled(region);
    await region.getByRole('button', { name: 'Previous slide', exact: true }).click();
    await expect.poll(() => fullyVisibleSlides(region)).toEqual(['1 of 4', '2 of 4']);
    await settled(region);
    await region.getByRole('button', { name: 'Previous slide', exact: true }).click();
    await expect.poll(() => fullyVisibleSlides(region)).toEqual(['4 of 4', '1 of 4']);
  });

  test("loops the home page's two-slide news carousel both ways, as every carousel does", async ({
    open,
  }) => {
    const page = await open('/', { width: 375 });
    const region = carousel(page, homeCarouselLabels.news);
    await startSwiper(region);
    expect(await fullyVisibleSlides(region)).toEqual(['1 of 2']);
    await region.getByRole('button', { name: 'Previous slide', exact: true }).click();
    await expect.poll(() => fullyVisibleSlides(region)).toEqual(['2 of 2']);
    await settled(region);
    await region.getByRole('button', { name: 'Next slide', exact: true }).click();
    await expect.poll(() => fullyVisibleSlides(region)).toEqual(['1 of 2']);
    await settled(region);
    await region.getByRole('button', { name: 'Next slide', exact: true }).click();
    await expect.poll(() => fullyVisibleSlides(region)).toEqual(['2 of 2']);
    await settled(region);
    await region.getByRole('button', { name: 'Next slide', exact: true }).click();
    await expect.poll(() => fullyVisibleSlides(region)).toEqual(['1 of 2']);
  });

  test('moves with the arrow keys while focus is inside the carousel', async ({ open }) => {
    const page = await open('/news', { width: 375 });
    const region = carousel(page, newsPage.carouselLabel);
    await startSwiper(region);
    await region.getByRole('button', { name: 'Next slide', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => fullyVisibleSlides(region)).toEqual(['2 of 4']);
    await settled(region);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => fullyVisibleSlides(region)).toEqual(['1 of 4']);
  });

  test('still moves when pressed while Swiper re-seats itself after a resize', async ({ open }) => {
    const page = await open('/news', { width: 375 });
    const region = carousel(page, newsPage.carouselLabel);
    await startSwiper(region);
    // Swiper handles a resize by sliding, one frame later, back to the slide that was current.
    // The press comes in between, from Swiper's own resize event: the one it reports on its
    // first frames, or the one the new width below causes (a phone turned, a window resized).
    await region.evaluate((root) => {
      const next = [...root.querySelectorAll('button')].find(
        (button) => button.textContent === 'Next slide',
      )!;
      const swiper = (
        root.querySelector('.swiper') as HTMLElement & {
          swiper: { once: (event: string, handler: () => void) => void };
        }
      ).swiper;
      swiper.once('resize', () => next.click());
    });
    const { height } = page.viewportSize()!;
    await page.setViewportSize({ width: 360, height });
    await expect.poll(() => fullyVisibleSlides(region)).toEqual(['2 of 4']);
  });

  test('slides a focused branch link into view when it is tabbed to, building Swiper for it', async ({
    open,
  }) => {
    const page = await open('/', { width: 375, reducedMotion: 'reduce' });
    const region = carousel(page, homeCarouselLabels.branches);
    await loadSwiperCode(page, region);
    expect(await region.locator('.swiper.swiper-initialized').count()).toBe(0);
    await region.getByRole('link', { name: /^Chennai branch/ }).focus();
    await expect.poll(() => fullyVisibleSlides(region)).toEqual(['2 of 10']);
  });

  test("Tab reaches the slides in view, in the order shown, also across the loop's seam, and no others", async ({
    open,
  }) => {
    const page = await open('/', { width: 1280, reducedMotion: 'reduce' });
    const region = carousel(page, homeCarouselLabels.branches);
    await startSwiper(region);
    // Back past the first slide: the loop moves slide 10 ahead of slide 1 in the page.
    await region.getByRole('button', { name: 'Previous slide', exact: true }).click();
    const inView = ['10 of 10', '1 of 10', '2 of 10', '3 of 10', '4 of 10'];
    await expect.poll(() => fullyVisibleSlides(region)).toEqual(inView);
    // Backwards from Previous out of the carousel, then forwards into it again.
    await region.getByRole('button', { name: 'Previous slide', exact: true }).focus();
    const backwards = await tabThroughSlides(page, 'Shift+Tab');
    const forwards = await tabThroughSlides(page, 'Tab');
    expect(backwards).toEqual([...inView].reverse());
    expect(forwards).toEqual(inView);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Previous slide');
  });

  test("takes the focus along when an arrow key moves the focused slide's link out of view", async ({
    open,
  }) => {
    const page = await open('/', { width: 375, reducedMotion: 'reduce' });
    const region = carousel(page, homeCarouselLabels.branches);
    await loadSwiperCode(page, region);
    await region.getByRole('link', { name: /^Bengaluru branch/ }).focus();
    await region.locator('.swiper.swiper-initialized').waitFor({ timeout: 10_000 });
    // Back past the first slide, then on: under reduced motion the slides change at once.
    for (const [key, expected] of [
      ['ArrowLeft', '10 of 10'],
      ['ArrowLeft', '9 of 10'],
      ['ArrowRight', '10 of 10'],
      ['ArrowRight', '1 of 10'],
    ] as const) {
      await page.keyboard.press(key);
      await expect.poll(() => fullyVisibleSlides(region)).toEqual([expected]);
      await expect.poll(() => focusedSlide(page)).toBe(expected);
    }
  });

  test('follows a swipe from its first touch, building Swiper as the finger lands', async ({ open }) => {
    const page = await open('/news', { width: 375 });
    const region = carousel(page, newsPage.carouselLabel);
    await loadSwiperCode(page, region);
    expect(await region.locator('.swiper.swiper-initialized').count()).toBe(0);
    const box = (await region.locator('.swiper').boundingBox())!;
    const y = box.y + box.height / 2;
    const [right, left] = [box.x + box.width - 10, box.x + 10];
    await page.mouse.move(right, y);
    await page.mouse.down();
    // Past Swiper's 80 px threshold in one move (it counts the drag from there), then on across
    // the slide. A drag slower than Swiper's short-swipe limit must cover half the slide, and
    // on a busy machine the same gesture arrives slowly: a short one was sometimes a slow one
    // that fell short and slid back.
    await page.mouse.move(right - 90, y);
    await page.mouse.move(left, y, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => fullyVisibleSlides(region)).toEqual(['2 of 4']);
  });

  test('autoplays the hero every 3 s, and Pause stops it until Play', async ({ open }) => {
    const page = await open('/', { width: 1280, clock: true });
    const region = carousel(page, homeCarouselLabels.hero);
    // Nothing builds Swiper before the first turn, which builds it and moves on.
    expect(await region.locator('.swiper.swiper-initialized').count()).toBe(0);
    await page.clock.runFor(AUTOPLAY_MS);
    await region.locator('.swiper.swiper-initialized').waitFor({ timeout: 10_000 });
    await expect.poll(() => activeSlide(region)).toBe('2 of 4');
    // The next turn is counted from the slide's arrival. The clock also moves with real time:
    // a second short of the turn leaves room for however long the steps in between take.
    await settled(region);
    await page.clock.runFor(AUTOPLAY_MS - 1000);
    expect(await activeSlide(region)).toBe('2 of 4');
    await page.clock.runFor(1000);
    await expect.poll(() => activeSlide(region)).toBe('3 of 4');
    await settled(region);
    await region.getByRole('button', { name: 'Pause', exact: true }).click();
    await settled(region);
    const paused = await activeSlide(region);
    await page.clock.runFor(AUTOPLAY_MS + 1000);
    expect(await activeSlide(region)).toBe(paused);
    await region.getByRole('button', { name: 'Play', exact: true }).click();
    await page.clock.runFor(AUTOPLAY_MS);
    await expect.poll(() => activeSlide(region)).not.toBe(paused);
    await expect.poll(() => region.getByRole('button', { name: 'Pause', exact: true }).count()).toBe(1);
  });

  test('holds the hero while a link in its slides has the keyboard focus, so the focus never slides away', async ({
    open,
  }) => {
    const page = await open('/', { width: 375, clock: true });
    const region = carousel(page, homeCarouselLabels.hero);
    await page.clock.runFor(AUTOPLAY_MS);
    await region.locator('.swiper.swiper-initialized').waitFor({ timeout: 10_000 });
    await settled(region);
    const link = region.locator('.swiper-slide-active a').first();
    await link.focus();
    const held = await activeSlide(region);
    await page.clock.runFor(AUTOPLAY_MS + 1500);
    expect(await activeSlide(region)).toBe(held);
    const box = (await link.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    // Focus elsewhere: it plays on.
    await page.getByRole('button', { name: /menu/i }).focus();
    await page.clock.runFor(AUTOPLAY_MS);
    await expect.poll(() => activeSlide(region)).not.toBe(held);
  });

  test('waits 3 s after each slide arrives, and draws no frames while it waits', async ({ open }) => {
    const page = await open('/', { width: 1280, clock: true });
    const region = carousel(page, homeCarouselLabels.hero);
    await startSwiper(region);
    // From here time moves only when the test moves it: a slide's arrival (a real-time CSS
    // transition) is stamped with the clock's time at a standstill, and the next move comes when
    // the clock has been moved on exactly by the wait, however busy the machine is.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await region.locator('.swiper').evaluate((el) => {
      const log = { moves: [] as number[], arrivals: [] as number[], frames: 0 };
      Object.assign(window, { autoplayLog: log });
      const request = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (callback) => {
        log.frames += 1;
        return request(callback);
      };
      const swiper = (el as HTMLElement & { swiper: { on(event: string, handler: () => void): void } })
        .swiper;
      swiper.on('slideChangeTransitionStart', () => log.moves.push(performance.now()));
      swiper.on('slideChangeTransitionEnd', () => log.arrivals.push(performance.now()));
    });
    const readLog = () =>
      page.evaluate(
        () =>
          (window as unknown as { autoplayLog: { moves: number[]; arrivals: number[]; frames: number } })
            .autoplayLog,
      );
    // Time moves on in steps, each firing whatever falls due in it (performance.now() is the
    // fake clock's too).
    await expect
      .poll(
        async () => {
          await page.clock.runFor(500);
          return (await readLog()).moves.length;
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThanOrEqual(3);
    const { moves, arrivals, frames } = await readLog();
    // 3000 ms of rest after each slide has arrived, as with Swiper's own autoplay.
    for (const [i, arrived] of arrivals.entries()) {
      const next = moves.find((at) => at >= arrived);
      if (next === undefined || i >= moves.length - 1) continue;
      // To the millisecond: the clock moves in steps that fire each timer at its own time.
      expect(next - arrived).toBe(AUTOPLAY_MS);
    }
    // Swiper's own autoplay asked for a frame on every display refresh (about 60 a second).
    expect(frames).toBeLessThan(5 * moves.length);
  });

  test('holds the hero while a finger (here the mouse) rests on it', async ({ open }) => {
    const page = await open('/', { width: 1280, clock: true });
    const region = carousel(page, homeCarouselLabels.hero);
    await startSwiper(region);
    const held = await activeSlide(region);
    const box = (await region.locator('.swiper').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.clock.runFor(AUTOPLAY_MS + 1500);
    expect(await activeSlide(region)).toBe(held);
    await page.mouse.up();
    await page.clock.runFor(AUTOPLAY_MS);
    await expect.poll(() => activeSlide(region)).not.toBe(held);
  });

  test('does not autoplay under prefers-reduced-motion and offers Play', async ({ open }) => {
    const page = await open('/', { width: 1280, reducedMotion: 'reduce', clock: true });
    for (const label of [homeCarouselLabels.hero, homeCarouselLabels.branches]) {
      const region = carousel(page, label);
      await startSwiper(region);
      await expect.poll(() => region.getByRole('button', { name: 'Play', exact: true }).count()).toBe(1);
      expect(await region.getByRole('button', { name: 'Pause', exact: true }).count()).toBe(0);
    }
    const hero = carousel(page, homeCarouselLabels.hero);
    await page.clock.runFor(AUTOPLAY_MS + 1000);
    expect(await activeSlide(hero)).toBe('1 of 4');
  });
});

describe('carousel first paint', () => {
  test.for([375, 1280])(
    'does not shift the layout at %i px when Swiper takes over the hero',
    async (width, { open }) => {
      const page = await open('/', { width, reducedMotion: 'reduce' });
      await watchShifts(page);
      await startSwiper(carousel(page, homeCarouselLabels.hero));
      // Two frames drawn since Swiper settled: a shift it caused has been reported by then.
      await afterAFrame(page);
      await afterAFrame(page);
      expect(await unexpectedShift(page)).toBe(0);
    },
  );

  test('gives the hero LCP image high fetch priority and lazy-loads the other slides', async ({ open }) => {
    const page = await open('/', { javaScriptEnabled: false });
    const images = carousel(page, homeCarouselLabels.hero).locator('img');
    expect(await images.count()).toBe(4);
    expect(await images.first().getAttribute('fetchpriority')).toBe('high');
    expect(await images.first().getAttribute('loading')).toBeNull();
    for (const img of (await images.all()).slice(1)) expect(await img.getAttribute('loading')).toBe('lazy');
    for (const img of await page.locator('img').all()) {
      expect(await img.getAttribute('width')).toMatch(/^\d+$/);
      expect(await img.getAttribute('height')).toMatch(/^\d+$/);
    }
  });
});
