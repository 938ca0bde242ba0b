import { describe, expect } from 'vitest';
import { templatePaths } from '../helpers/site-paths';
import { expectNoViolations, test, WIDTHS } from '../helpers/axe';
import { scrollToBottom } from '../helpers/scroll-to-bottom';

// WCAG 2.2 AA in a real browser: an axe-core scan of every English page template at a phone and
// a desktop width, after hydration and after scrolling to the bottom and back (so lazily
// rendered content is there too); plus the keyboard and structure basics of the shell: the skip
// link, one <h1>, no skipped heading levels, lang="en-IN". The other languages, what a visitor
// opens later, and reflow have files of their own (a11y-*.test.ts).

// The branch finder's answers too: nearest branches with distances, and a refused PIN code. One
// branch page stands for all: these check the template, not its data.
const TEMPLATE_ROUTES = [...templatePaths, '/no-such-page', '/branches?q=563101', '/branches?q=12345'];

describe('axe-core', () => {
  for (const width of WIDTHS)
    test.for(TEMPLATE_ROUTES)(`%s has no violations at ${width} px`, (route, { open }) =>
      expectNoViolations(open, route, width),
    );
});

describe('document structure', () => {
  test.for(TEMPLATE_ROUTES)(
    '%s: lang="en-IN", one <h1>, heading levels never skip on the way down',
    async (route, { open }) => {
      const page = await open(route);
      await scrollToBottom(page);
      expect(await page.getAttribute('html', 'lang')).toBe('en-IN');
      const levels = await page.evaluate(() =>
        [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
          .filter((h) => !h.closest('[hidden], dialog:not([open])'))
          .map((h) => ({ level: Number(h.tagName[1]), text: (h.textContent ?? '').trim().slice(0, 60) })),
      );
      expect(levels.filter((h) => h.level === 1)).toHaveLength(1);
      expect(levels[0]?.level).toBe(1);
      const skips = levels.flatMap((h, i) =>
        i > 0 && h.level > levels[i - 1]!.level + 1
          ? [`h${levels[i - 1]!.level} -> h${h.level} "${h.text}"`]
          : [],
      );
      expect(skips).toEqual([]);
    },
  );
});

describe('keyboard', () => {
  test('the first Tab reaches a visible skip link that moves focus to the main content', async ({ open }) => {
    const page = await open('/faq', { width: 375 });
    await page.keyboard.press('Tab');
    const link = page.locator(':focus');
    expect(await link.textContent()).toBe('Skip to main content');
    const box = await link.boundingBox();
    expect(box && box.y >= 0 && box.height > 0).toBe(true);
    // Visible focus indicator.
    expect(await link.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    // The next Tab continues inside the main content, not back in the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });

  test.for(['/', '/ta/'])(
    '%s: the skip link stays off screen until focused, also with text twice its size',
    async (path, { open }) => {
      const page = await open(path, { width: 375 });
      // Text zoom without page zoom, as Android's font size setting does.
      await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
      const link = page.locator('.skip-link');
      const bottom = () => link.evaluate((el) => el.getBoundingClientRect().bottom);
      expect(await bottom()).toBeLessThanOrEqual(0);
      await page.keyboard.press('Tab');
      expect(await link.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await link.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
    },
  );

  test('every header link and button shows a visible focus outline', async ({ open }) => {
    const page = await open('/', { width: 1280 });
    const missing: string[] = [];
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      const info = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || !el.closest('header')) return null;
        const style = getComputedStyle(el);
        return {
          name: el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName,
          outline: style.outlineStyle,
          width: style.outlineWidth,
        };
      });
      if (!info) continue;
      if (info.outline === 'none' || info.width === '0px') missing.push(info.name);
    }
    expect(missing).toEqual([]);
  });
});
