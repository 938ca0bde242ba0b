import { describe, expect } from 'vitest';
import { localePath, locales } from '../../shared/locales';
import { pagePaths, templatePaths } from '../helpers/site-paths';
import { test } from '../helpers/axe';
import { scrollToBottom } from '../helpers/scroll-to-bottom';

// Every page, every branch page among them (their addresses and names differ in length), and the
// branch finder's answers: nearest branches with distances, and a refused PIN code.
const ROUTES = [...pagePaths, '/no-such-page', '/branches?q=563101', '/branches?q=12345'];

describe('reflow (WCAG 1.4.10)', () => {
  // 320 px is the WCAG reflow width; 280 px is a folding phone's cover screen.
  test.for(ROUTES)('%s never scrolls sideways at 320 or 280 px', async (route, { open }) => {
    const page = await open(route, { width: 320, height: 700 });
    await scrollToBottom(page);
    const overflowAt = async () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflowAt()).toBe(0);
    await page.setViewportSize({ width: 280, height: 700 });
    expect(await overflowAt()).toBe(0);
  });
});

describe('text at twice its size (WCAG 1.4.4)', () => {
  // A visitor's own larger font size (the browser's setting, or the phone's where the browser
  // passes it on) doubles the root font size: every rem grows, the screen does not. Long words
  // in Kannada and Tamil, fields and buttons sized in rem, must still fit a phone.
  test.for(templatePaths)(
    '%s in every language never scrolls sideways at 375 px with the text twice its size',
    async (path, { open }) => {
      const overflowing: string[] = [];
      for (const locale of locales) {
        const route = localePath(locale, path);
        const page = await open(route, { width: 375, height: 800 });
        await page.evaluate(() => {
          document.documentElement.style.fontSize = '200%';
        });
        // Sections far down are laid out only when near the screen (content-visibility).
        await scrollToBottom(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow !== 0) overflowing.push(`${route}: ${overflow} px too wide`);
        await page.close();
      }
      expect(overflowing).toEqual([]);
    },
  );
});
