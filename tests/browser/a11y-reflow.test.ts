import { describe, expect } from 'vitest';
import { pagePaths } from '../helpers/site-paths';
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
