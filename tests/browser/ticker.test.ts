// The rates ticker: in the server HTML, refreshed after hydration, formatted en-IN, absent
// without rates, pausable, still and wrapped when paused or under prefers-reduced-motion.
import type { Locator } from 'playwright-core';
import { describe, expect } from 'vitest';
import { rateTicker } from '../../client/content/rates';
import { rateTicker as tamilRateTicker } from '../../client/content/ta/rates';
import { API_PATHS } from '../../shared/api-paths';
import { afterAFrame, waitForHydration } from '../helpers/browser';
import { browserTest } from '../helpers/browser-fixtures';
import { injectFault, startSite } from '../helpers/start-site';

const test = browserTest({ RATES_TTL_MS: '200' });

const setRates = (mockUrl: string, gold: number, silver: number) =>
  fetch(`${mockUrl}/__mock/rates`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ gold, silver }),
  });

/** The ticker's text wraps inside the bar, left of its button, and its repeats are not shown. */
async function expectWholeTextInView(bar: Locator): Promise<void> {
  const layout = await bar.evaluate((section) => {
    const [first, ...repeats] = [...section.querySelectorAll('.rates-ticker__item')];
    const text = first!.getBoundingClientRect();
    const button = section.querySelector('button')!.getBoundingClientRect();
    return {
      textInside: text.left >= 0 && text.right <= button.left + 1 && first!.scrollWidth <= first!.clientWidth,
      lines: Math.round(text.height / parseFloat(getComputedStyle(first!).lineHeight)),
      repeatsShown: repeats.filter((item) => item.getClientRects().length > 0).length,
    };
  });
  expect(layout).toMatchObject({ textInside: true, repeatsShown: 0 });
  expect(layout.lines).toBeGreaterThan(1);
}

const ticker = 'section[aria-label="Today\'s gold and silver rates"]';

describe('rates ticker', () => {
  test('is in the HTML without JavaScript, with the rates set through /__mock/rates, three copies, two aria-hidden', async ({
    site,
    openPage,
    onTestFinished,
  }) => {
    await setRates(site.mockUrl, 123456, 98.5);
    onTestFinished(async () => void (await setRates(site.mockUrl, 7345, 92)));
    // The site's rates cache (200 ms here) has taken the new rates once its API gives them.
    await expect
      .poll(async () => {
        const rates = (await (await fetch(site.url + API_PATHS.rates)).json()) as {
          key: string;
          value: number;
        }[];
        return rates.find((rate) => rate.key === 'gold_24k_per_gram')?.value;
      })
      .toBe(123456);
    const { page } = await openPage({ javaScriptEnabled: false });
    await page.goto(site.url + '/');
    const items = page.locator(`${ticker} .rates-ticker__item`);
    expect(await items.count()).toBe(3);
    expect(await items.nth(0).textContent()).toContain('Gold 24K ₹1,23,456 per gram');
    expect(await items.nth(0).textContent()).toContain('Silver ₹98.50 per gram');
    expect(await items.nth(0).getAttribute('aria-hidden')).toBeNull();
    expect(await items.nth(1).getAttribute('aria-hidden')).toBe('true');
    expect(await items.nth(2).getAttribute('aria-hidden')).toBe('true');
  });

  test('refreshes from the same-origin API after hydration, without moving anything', async ({
    site,
    page,
  }) => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(`**${API_PATHS.rates}`, async (route) => {
      await held;
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify([{ value: 8000 }, { value: 100 }]),
      });
    });
    await page.goto(site.url + '/');
    const bar = page.locator(ticker);
    await bar.waitFor();
    const before = await bar.boundingBox();
    await waitForHydration(page);
    expect(await bar.textContent()).toContain('₹7,345');
    release();
    await expect
      .poll(() => bar.locator('.rates-ticker__item').first().textContent())
      .toContain('Gold 24K ₹8,000 per gram');
    const after = await bar.boundingBox();
    expect(after?.height).toBe(before?.height);
    expect(after?.y).toBe(before?.y);
  });

  test('closes the home page right under the footer, with no strip of page between them', async ({
    site,
    openPage,
  }) => {
    const { page } = await openPage({ width: 375, height: 800 });
    await page.goto(site.url + '/');
    const edges = await page.evaluate(() => ({
      footerBottom: document.querySelector('footer.site-footer')!.getBoundingClientRect().bottom,
      tickerTop: document.querySelector('section.rates-ticker')!.getBoundingClientRect().top,
      tickerBottom: document.querySelector('section.rates-ticker')!.getBoundingClientRect().bottom,
      pageBottom: document.documentElement.scrollHeight - window.scrollY,
    }));
    expect(edges.tickerTop).toBe(edges.footerBottom);
    // scrollHeight is a whole number of pixels.
    expect(Math.abs(edges.tickerBottom - edges.pageBottom)).toBeLessThan(1);
  });

  test('paused by the visitor on a phone, shows its whole text, not the start of a line', async ({
    site,
    openPage,
  }) => {
    const { page } = await openPage({ width: 320, height: 700 });
    await page.goto(site.url + '/');
    await waitForHydration(page);
    const bar = page.locator('section.rates-ticker');
    await bar.getByRole('button', { name: rateTicker.pause }).click();
    await expectWholeTextInView(bar);
  });

  test('scrolls, pauses with its Pause control and plays again', async ({ site, page }) => {
    await page.goto(site.url + '/');
    await waitForHydration(page);
    const track = page.locator(`${ticker} .rates-ticker__track`);
    expect(await track.evaluate((el) => getComputedStyle(el).animationName)).not.toBe('none');
    await page.locator(ticker).getByRole('button', { name: 'Pause' }).click();
    await page.mouse.move(0, 0);
    // Standing still, its text wrapped whole (the test above): no animation at all.
    await expect.poll(() => track.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    await page.locator(ticker).getByRole('button', { name: 'Play' }).click();
    await page.mouse.move(0, 0);
    await page.locator('body').focus();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect
      .poll(() =>
        track.evaluate(
          (el) => `${getComputedStyle(el).animationName} ${getComputedStyle(el).animationPlayState}`,
        ),
      )
      .toBe('rates-ticker-scroll running');
  });

  test.for([
    ['/', rateTicker.play],
    ['/ta/', tamilRateTicker.play],
  ])(
    '%s: under prefers-reduced-motion stands still with its whole text in view on a phone, and Play sets it going',
    async ([path, play], { site, openPage }) => {
      const { page } = await openPage({ width: 375, height: 800, reducedMotion: 'reduce' });
      await page.goto(site.url + path);
      await waitForHydration(page);
      const bar = page.locator('section.rates-ticker');
      const track = bar.locator('.rates-ticker__track');
      expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
      await expectWholeTextInView(bar);
      // Play is the visitor's own choice: the line scrolls at its usual pace, for good.
      await bar.getByRole('button', { name: play! }).click();
      await page.mouse.move(0, 0);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      const timing = await track.evaluate((el) => {
        const style = getComputedStyle(el);
        return {
          name: style.animationName,
          duration: style.animationDuration,
          count: style.animationIterationCount,
        };
      });
      expect(timing).toEqual({ name: 'rates-ticker-scroll', duration: '30s', count: 'infinite' });
      await expect
        .poll(() => track.evaluate((el) => getComputedStyle(el).animationPlayState))
        .toBe('running');
    },
  );

  test('is absent, silently, when no rates were ever known', async ({
    page,
    allowProblems,
    onTestFinished,
  }) => {
    const down = await startSite({}, { ratesUnknown: true });
    onTestFinished(() => down.close());
    // The refresh's own 502 is the only noise, and only as a failed resource load.
    allowProblems(/Failed to load resource/);
    await injectFault(down.mockUrl, { path: API_PATHS.rates, status: 500 });
    const refreshed = page.waitForResponse((response) => response.url().endsWith(API_PATHS.rates));
    await page.goto(down.url + '/');
    await waitForHydration(page);
    // The refresh after hydration has been answered, and found no rates either.
    expect((await refreshed).status()).toBe(502);
    await afterAFrame(page);
    expect(await page.locator(ticker).count()).toBe(0);
  });
});
