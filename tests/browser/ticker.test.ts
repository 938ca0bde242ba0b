// The rates ticker: in the server HTML, refreshed after hydration, formatted en-IN, absent
// without rates, pausable, still under prefers-reduced-motion.
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../shared/api-paths';
import { openWatchedPage, waitForHydration } from '../helpers/browser';
import { useBrowserSuite } from '../helpers/browser-suite';
import { injectFault, startSite } from '../helpers/start-site';

const suite = useBrowserSuite({ RATES_TTL_MS: '200' });

const setRates = (gold: number, silver: number) =>
  fetch(`${suite.site.mockUrl}/__mock/rates`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ gold, silver }),
  });

const ticker = 'section[aria-label="Today\'s gold and silver rates"]';

describe('rates ticker', () => {
  it('is in the HTML without JavaScript, with the rates set through /__mock/rates, three copies, two aria-hidden', async () => {
    await setRates(123456, 98.5);
    // The site's rates cache (200 ms here) has taken the new rates once its API gives them.
    await expect
      .poll(async () => {
        const rates = (await (await fetch(suite.site.url + API_PATHS.rates)).json()) as {
          key: string;
          value: number;
        }[];
        return rates.find((rate) => rate.key === 'gold_24k_per_gram')?.value;
      })
      .toBe(123456);
    const { page, context } = await openWatchedPage(suite.browser, { javaScriptEnabled: false });
    try {
      await page.goto(suite.site.url + '/');
      const items = page.locator(`${ticker} .rates-ticker__item`);
      expect(await items.count()).toBe(3);
      expect(await items.nth(0).textContent()).toContain('Gold 24K ₹1,23,456 per gram');
      expect(await items.nth(0).textContent()).toContain('Silver ₹98.50 per gram');
      expect(await items.nth(0).getAttribute('aria-hidden')).toBeNull();
      expect(await items.nth(1).getAttribute('aria-hidden')).toBe('true');
      expect(await items.nth(2).getAttribute('aria-hidden')).toBe('true');
    } finally {
      await context.close();
      await setRates(7345, 92);
    }
  });

  it('refreshes from the same-origin API after hydration, without moving anything', async () => {
    const { page, context, problems } = await openWatchedPage(suite.browser);
    try {
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
      await page.goto(suite.site.url + '/');
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
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('closes the home page right under the footer, with no strip of page between them', async () => {
    const { page, context } = await openWatchedPage(suite.browser, { width: 375, height: 800 });
    try {
      await page.goto(suite.site.url + '/');
      const edges = await page.evaluate(() => ({
        footerBottom: document.querySelector('footer.site-footer')!.getBoundingClientRect().bottom,
        tickerTop: document.querySelector('section.rates-ticker')!.getBoundingClientRect().top,
        tickerBottom: document.querySelector('section.rates-ticker')!.getBoundingClientRect().bottom,
        pageBottom: document.documentElement.scrollHeight - window.scrollY,
      }));
      expect(edges.tickerTop).toBe(edges.footerBottom);
      // scrollHeight is a whole number of pixels.
      expect(Math.abs(edges.tickerBottom - edges.pageBottom)).toBeLessThan(1);
    } finally {
      await context.close();
    }
  });

  it('scrolls, pauses with its Pause control and plays again', async () => {
    const { page, context } = await openWatchedPage(suite.browser);
    try {
      await page.goto(suite.site.url + '/');
      await waitForHydration(page);
      const track = page.locator(`${ticker} .rates-ticker__track`);
      expect(await track.evaluate((el) => getComputedStyle(el).animationName)).not.toBe('none');
      await page.locator(ticker).getByRole('button', { name: 'Pause' }).click();
      await page.mouse.move(0, 0);
      await expect.poll(() => track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('paused');
      await page.locator(ticker).getByRole('button', { name: 'Play' }).click();
      await page.mouse.move(0, 0);
      await page.locator('body').focus();
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await expect
        .poll(() => track.evaluate((el) => getComputedStyle(el).animationPlayState))
        .toBe('running');
    } finally {
      await context.close();
    }
  });

  it('does not move under prefers-reduced-motion', async () => {
    const { page, context } = await openWatchedPage(suite.browser, { reducedMotion: 'reduce' });
    try {
      await page.goto(suite.site.url + '/');
      await waitForHydration(page);
      const track = page.locator(`${ticker} .rates-ticker__track`);
      expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
      expect(await page.locator(ticker).getByRole('button', { name: 'Play' }).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('is absent, silently, when no rates were ever known', async () => {
    const down = await startSite();
    const { page, context, problems } = await openWatchedPage(suite.browser);
    try {
      await injectFault(down.mockUrl, { path: API_PATHS.rates, status: 500 });
      await page.goto(down.url + '/');
      await waitForHydration(page);
      await page.waitForTimeout(300);
      expect(await page.locator(ticker).count()).toBe(0);
      // The refresh's own 502 is the only noise, and only as a failed resource load.
      expect(problems.filter((p) => !/Failed to load resource/.test(p))).toEqual([]);
    } finally {
      await context.close();
      await down.close();
    }
  });
});
