import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ENQUIRY_SEEN_KEY } from '../../client/lib/enquiry-memory';
import { homeCarouselLabels } from '../../client/content/home';
import { newsPage } from '../../client/content/news';
import { openWatchedPage, waitForHydration, type WatchedPage } from '../helpers/browser';
import { useBrowserSuite } from '../helpers/browser-suite';

const suite = useBrowserSuite();

type PageOptions = Parameters<typeof openWatchedPage>[1];

/** A page at `path` with the home enquiry pop-up already dismissed, so it never covers a carousel. */
async function open(path: string, options: PageOptions = {}): Promise<WatchedPage> {
  const watched = await openWatchedPage(suite.browser, options);
  await watched.context.addInitScript((key) => window.sessionStorage.setItem(key, '1'), ENQUIRY_SEEN_KEY);
  await watched.page.goto(suite.site.url + path);
  if (options.javaScriptEnabled !== false) await waitForHydration(watched.page);
  return watched;
}

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
 * Scrolls the carousel into view and waits until Swiper's code has arrived (it is fetched
 * when a carousel nears the viewport), so that the next press or focus builds Swiper at once.
 * The module's evaluation after its response is a few milliseconds; the pause covers it.
 */
async function loadSwiperCode(page: Page, region: Locator): Promise<void> {
  await region.scrollIntoViewIfNeeded();
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          performance.getEntriesByType('resource').some((entry) => entry.name.includes('swiper-runtime')),
        ),
      { timeout: 10_000 },
    )
    .toBe(true);
  await page.waitForTimeout(1000);
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
  it.each([
    [375, 1],
    [400, 2],
    [639, 3],
    [865, 4],
    [1000, 5],
    [1500, 6],
    [1700, 7],
  ])(
    'shows %i px wide: %i slide(s), the same in the server HTML as after Swiper starts',
    async (width, expected) => {
      const noJs = await open('/', { width, height: 900, javaScriptEnabled: false });
      try {
        const region = carousel(noJs.page, homeCarouselLabels.branches);
        await region.scrollIntoViewIfNeeded();
        expect(await fullyVisibleSlides(region)).toEqual(
          Array.from({ length: expected }, (_, i) => `${i + 1} of 10`),
        );
      } finally {
        await noJs.context.close();
      }
      const { page, context, problems } = await open('/', { width, height: 900, reducedMotion: 'reduce' });
      try {
        const region = carousel(page, homeCarouselLabels.branches);
        await startSwiper(region);
        expect(await fullyVisibleSlides(region)).toHaveLength(expected);
        expect(await activeSlide(region)).toBe('1 of 10');
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});

describe('carousel controls', () => {
  it('changes the visible slide with Next and Previous, looping past the ends', async () => {
    const { page, context, problems } = await open('/news', { width: 1280 });
    try {
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
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("loops the home page's two-slide news carousel both ways, as every carousel does", async () => {
    const { page, context, problems } = await open('/', { width: 375 });
    try {
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
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('moves with the arrow keys while focus is inside the carousel', async () => {
    const { page, context } = await open('/news', { width: 375 });
    try {
      const region = carousel(page, newsPage.carouselLabel);
      await startSwiper(region);
      await region.getByRole('button', { name: 'Next slide', exact: true }).focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => fullyVisibleSlides(region)).toEqual(['2 of 4']);
      await settled(region);
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => fullyVisibleSlides(region)).toEqual(['1 of 4']);
    } finally {
      await context.close();
    }
  });

  it('slides a focused branch link into view when it is tabbed to, building Swiper for it', async () => {
    const { page, context, problems } = await open('/', { width: 375, reducedMotion: 'reduce' });
    try {
      const region = carousel(page, homeCarouselLabels.branches);
      await loadSwiperCode(page, region);
      expect(await region.locator('.swiper.swiper-initialized').count()).toBe(0);
      await region.getByRole('link', { name: /^Chennai branch/ }).focus();
      await expect.poll(() => fullyVisibleSlides(region)).toEqual(['2 of 10']);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('follows a swipe from its first touch, building Swiper as the finger lands', async () => {
    const { page, context, problems } = await open('/news', { width: 375 });
    try {
      const region = carousel(page, newsPage.carouselLabel);
      await loadSwiperCode(page, region);
      expect(await region.locator('.swiper.swiper-initialized').count()).toBe(0);
      const box = (await region.locator('.swiper').boundingBox())!;
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + box.width - 40, y);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2, y, { steps: 5 });
      await page.mouse.move(box.x + 40, y, { steps: 5 });
      await page.mouse.up();
      await expect.poll(() => fullyVisibleSlides(region)).toEqual(['2 of 4']);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('autoplays the hero every 3 s, and Pause stops it until Play', async () => {
    const { page, context, problems } = await open('/', { width: 1280 });
    try {
      const region = carousel(page, homeCarouselLabels.hero);
      // Nothing builds Swiper before the first turn, which builds it and moves on.
      expect(await region.locator('.swiper.swiper-initialized').count()).toBe(0);
      await region.locator('.swiper.swiper-initialized').waitFor({ timeout: 10_000 });
      await expect.poll(() => activeSlide(region)).toBe('2 of 4');
      await expect.poll(() => activeSlide(region), { timeout: 5000 }).toBe('3 of 4');
      await region.getByRole('button', { name: 'Pause', exact: true }).click();
      await page.waitForTimeout(500);
      const paused = await activeSlide(region);
      await page.waitForTimeout(4000);
      expect(await activeSlide(region)).toBe(paused);
      await region.getByRole('button', { name: 'Play', exact: true }).click();
      await expect.poll(() => activeSlide(region), { timeout: 5000 }).not.toBe(paused);
      await expect.poll(() => region.getByRole('button', { name: 'Pause', exact: true }).count()).toBe(1);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('holds the hero while a link in its slides has the keyboard focus, so the focus never slides away', async () => {
    const { page, context, problems } = await open('/', { width: 375 });
    try {
      const region = carousel(page, homeCarouselLabels.hero);
      await region.locator('.swiper.swiper-initialized').waitFor({ timeout: 10_000 });
      await settled(region);
      const link = region.locator('.swiper-slide-active a').first();
      await link.focus();
      const held = await activeSlide(region);
      await page.waitForTimeout(4500);
      expect(await activeSlide(region)).toBe(held);
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      // Focus elsewhere: it plays on.
      await page.getByRole('button', { name: /menu/i }).focus();
      await expect.poll(() => activeSlide(region), { timeout: 5000 }).not.toBe(held);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('waits 3 s after each slide arrives, and draws no frames while it waits', async () => {
    const { page, context, problems } = await open('/', { width: 1280 });
    try {
      const region = carousel(page, homeCarouselLabels.hero);
      await startSwiper(region);
      await region.locator('.swiper').evaluate((el) => {
        const log = { moves: [] as number[], frames: 0 };
        Object.assign(window, { autoplayLog: log });
        const request = window.requestAnimationFrame.bind(window);
        window.requestAnimationFrame = (callback) => {
          log.frames += 1;
          return request(callback);
        };
        const swiper = (el as HTMLElement & { swiper: { on(event: string, handler: () => void): void } })
          .swiper;
        swiper.on('slideChangeTransitionStart', () => log.moves.push(performance.now()));
      });
      const readLog = () =>
        page.evaluate(
          () => (window as unknown as { autoplayLog: { moves: number[]; frames: number } }).autoplayLog,
        );
      await expect
        .poll(async () => (await readLog()).moves.length, { timeout: 15_000 })
        .toBeGreaterThanOrEqual(3);
      const { moves, frames } = await readLog();
      // 3000 ms of rest after each 400 ms slide, as with Swiper's own autoplay.
      for (const gap of moves.slice(1).map((at, i) => at - moves[i]!)) {
        expect(gap).toBeGreaterThan(3300);
        expect(gap).toBeLessThan(4500);
      }
      // Swiper's own autoplay asked for a frame on every display refresh (about 60 a second).
      expect(frames).toBeLessThan(5 * moves.length);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('holds the hero while a finger (here the mouse) rests on it', async () => {
    const { page, context, problems } = await open('/', { width: 1280 });
    try {
      const region = carousel(page, homeCarouselLabels.hero);
      await startSwiper(region);
      const held = await activeSlide(region);
      const box = (await region.locator('.swiper').boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.waitForTimeout(4500);
      expect(await activeSlide(region)).toBe(held);
      await page.mouse.up();
      await expect.poll(() => activeSlide(region), { timeout: 5000 }).not.toBe(held);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('does not autoplay under prefers-reduced-motion and offers Play', async () => {
    const { page, context } = await open('/', { width: 1280, reducedMotion: 'reduce' });
    try {
      for (const label of [homeCarouselLabels.hero, homeCarouselLabels.branches]) {
        const region = carousel(page, label);
        await startSwiper(region);
        await expect.poll(() => region.getByRole('button', { name: 'Play', exact: true }).count()).toBe(1);
        expect(await region.getByRole('button', { name: 'Pause', exact: true }).count()).toBe(0);
      }
      const hero = carousel(page, homeCarouselLabels.hero);
      await page.waitForTimeout(4000);
      expect(await activeSlide(hero)).toBe('1 of 4');
    } finally {
      await context.close();
    }
  });
});

describe('carousel first paint', () => {
  it.each([375, 1280])(
    'does not shift the layout at %i px when Swiper takes over the hero',
    async (width) => {
      const { page, context } = await open('/', { width, reducedMotion: 'reduce' });
      try {
        await startSwiper(carousel(page, homeCarouselLabels.hero));
        const shift = await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              let total = 0;
              new PerformanceObserver((list) => {
                for (const entry of list.getEntries() as (PerformanceEntry & {
                  value: number;
                  hadRecentInput: boolean;
                })[]) {
                  if (!entry.hadRecentInput) total += entry.value;
                }
              }).observe({ type: 'layout-shift', buffered: true });
              setTimeout(() => resolve(total), 500);
            }),
        );
        expect(shift).toBe(0);
      } finally {
        await context.close();
      }
    },
  );

  it('gives the hero LCP image high fetch priority and lazy-loads the other slides', async () => {
    const { page, context } = await open('/', { javaScriptEnabled: false });
    try {
      const images = carousel(page, homeCarouselLabels.hero).locator('img');
      expect(await images.count()).toBe(4);
      expect(await images.first().getAttribute('fetchpriority')).toBe('high');
      expect(await images.first().getAttribute('loading')).toBeNull();
      for (const img of (await images.all()).slice(1)) expect(await img.getAttribute('loading')).toBe('lazy');
      for (const img of await page.locator('img').all()) {
        expect(await img.getAttribute('width')).toMatch(/^\d+$/);
        expect(await img.getAttribute('height')).toMatch(/^\d+$/);
      }
    } finally {
      await context.close();
    }
  });
});
