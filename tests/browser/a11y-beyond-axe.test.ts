import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { waitForHydration, type PageOptions } from '../helpers/browser';
import { test as browserTest } from '../helpers/browser-fixtures';

// WCAG 2.2 AA criteria that axe-core cannot judge, measured in Chromium: focus not obscured
// (2.4.11), a focus ring that stands out (1.4.11, 2.4.7), reflow of the menu (1.4.10), text
// spacing (1.4.12) and Windows' contrast themes (forced colours). Found by a manual audit.

const test = browserTest.extend('open', ({ site, openPage }) =>
  /** The page at `path`, hydrated. */
  async (path: string, options: PageOptions = {}): Promise<Page> => {
    const { page } = await openPage(options);
    await page.goto(site.url + path);
    await waitForHydration(page);
    return page;
  },
);

/** The focused element's box against the viewport. */
function focusedBox(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const box = element.getBoundingClientRect();
    return {
      text: element.textContent?.trim() ?? '',
      top: box.top,
      bottom: box.bottom,
      left: box.left,
      right: box.right,
      viewport: window.innerHeight,
      width: window.innerWidth,
    };
  });
}

describe('focus not obscured (2.4.11) and reflow of the menu (1.4.10)', () => {
  test.for([
    [667, 375],
    [320, 256],
  ] as const)(
    'at %i x %i (a phone held sideways; a page zoomed four times) every menu link comes on screen when tabbed to',
    async ([width, height], { open }) => {
      const page = await open('/faq', { width, height });
      await page.getByRole('button', { name: /menu/i }).click();
      const links = await page.locator('#main-menu a').count();
      for (let i = 0; i < links; i += 1) {
        await page.keyboard.press('Tab');
        const box = await focusedBox(page);
        // Within a pixel: scrolling into view lands on fractional positions.
        expect(box.top, box.text).toBeGreaterThanOrEqual(-1);
        expect(box.bottom, box.text).toBeLessThanOrEqual(box.viewport + 1);
        expect(box.left, box.text).toBeGreaterThanOrEqual(-1);
        expect(box.right, box.text).toBeLessThanOrEqual(box.width + 1);
      }
      // One column that scrolls, never a row of columns running off the side.
      expect(await page.locator('#main-menu').evaluate((menu) => menu.scrollWidth <= menu.clientWidth)).toBe(
        true,
      );
    },
  );

  test('brings the top bar down when Shift+Tab reaches it from far down the page', async ({ open }) => {
    const page = await open('/about', { width: 375, height: 667 });
    await page.evaluate(() => window.scrollTo(0, 2500));
    await page.locator('.main-nav__logo').focus();
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.top-bar') !== null)).toBe(true);
    const box = await focusedBox(page);
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.bottom).toBeLessThanOrEqual(box.viewport);
  });
});

describe('the focus ring (1.4.11, 2.4.7)', () => {
  // One of each background: white, the pale form card, a gold button in a slide, the gold
  // band, dark purple.
  test.for([
    ['/faq', '.faq-questions summary'],
    ['/calculator', 'main form input[name="full_name"]'],
    ['/', '.hero-slide__text a.button'],
    ['/', '.calculate-banner__inner a.button'],
    ['/about', 'footer a[href="/faq"]'],
  ] as const)(
    '%s %s: one of its two tones has 3:1 against what is around it',
    async ([path, selector], { open }) => {
      const page = await open(path);
      const element = page.locator(selector).first();
      await element.scrollIntoViewIfNeeded();
      await element.focus();
      const ring = await element.evaluate((el) => {
        const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).slice(0, 4).map(Number);
        const opaque = (value: string) => {
          const [, , , alpha = 1] = rgb(value);
          return value !== 'transparent' && alpha > 0.5;
        };
        const style = getComputedStyle(el);
        // A ring drawn inwards sits on the element's own background, an outward one on its
        // surroundings'.
        const inward = parseFloat(style.outlineOffset) < 0;
        let from: Element | null = inward ? el : el.parentElement;
        while (from && !opaque(getComputedStyle(from).backgroundColor)) from = from.parentElement;
        return {
          focusVisible: el.matches(':focus-visible'),
          outline: rgb(style.outlineColor).slice(0, 3),
          outlineStyle: style.outlineStyle,
          shadow: rgb(style.boxShadow).slice(0, 3),
          background: rgb(getComputedStyle(from ?? document.body).backgroundColor).slice(0, 3),
        };
      });
      expect(ring.focusVisible).toBe(true);
      expect(ring.outlineStyle).toBe('solid');
      const best = Math.max(
        contrast(ring.outline, ring.background),
        ring.shadow.length === 3 ? contrast(ring.shadow, ring.background) : 0,
      );
      expect(best).toBeGreaterThanOrEqual(3);
    },
  );

  test('is not drawn around the whole page when a keyboard navigation focuses <main>', async ({ open }) => {
    const page = await open('/about');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Branches' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/branches$/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    const ring = await page.evaluate(() => {
      const style = getComputedStyle(document.getElementById('main')!);
      return { outline: style.outlineStyle, shadow: style.boxShadow };
    });
    expect(ring).toEqual({ outline: 'none', shadow: 'none' });
  });

  test('shows on a branch map once "Show map" has handed it the focus', async ({ open }) => {
    const page = await open('/branches', { width: 375, height: 740 });
    await page
      .getByRole('button', { name: /^Show map/ })
      .first()
      .click();
    const frame = page.locator('iframe').first();
    await expect.poll(() => frame.evaluate((el) => el === document.activeElement)).toBe(true);
    const outline = await frame.evaluate((el) => {
      const style = getComputedStyle(el);
      return {
        style: style.outlineStyle,
        width: parseFloat(style.outlineWidth),
        offset: parseFloat(style.outlineOffset),
      };
    });
    expect(outline.style).toBe('solid');
    expect(outline.width).toBeGreaterThanOrEqual(3);
    // Drawn inside: the map's rounded box clips anything outside it.
    expect(outline.offset).toBeLessThan(0);
  });
});

describe('text spacing (1.4.12)', () => {
  const SPACING =
    '*, *::before, *::after { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';

  test.for([
    ['/', 320],
    ['/about', 320],
    ['/about', 375],
  ] as const)(
    "%s at %i px loses nothing off the side with a visitor's wider text spacing",
    async ([path, width], { open }) => {
      const page = await open(path, { width, height: 700 });
      // Injected the way a visitor's extension does it; the page's CSP does not apply to that.
      await page.evaluate((css) => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }, SPACING);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
      const spilling = await page.evaluate(() =>
        ['.top-bar__inner', '.about-stats__value'].flatMap((selector) =>
          [...document.querySelectorAll<HTMLElement>(selector)]
            .filter((el) => el.scrollWidth > el.clientWidth + 1)
            .map((el) => `${selector} "${el.textContent}"`),
        ),
      );
      expect(spilling).toEqual([]);
    },
  );
});

describe("Windows' contrast themes (forced colours)", () => {
  test('keep the burger button visible', async ({ open }) => {
    const page = await open('/faq', { width: 375, height: 700, forcedColors: 'active' });
    const drawn = await page.evaluate(() => {
      const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      const burger = document.querySelector('.main-nav__burger')!;
      return {
        bars: rgb(getComputedStyle(document.querySelector('.main-nav__burger-bars')!).backgroundColor),
        border: getComputedStyle(burger).borderTopStyle,
        canvas: rgb(getComputedStyle(document.body).backgroundColor),
      };
    });
    expect(contrast(drawn.bars, drawn.canvas)).toBeGreaterThanOrEqual(3);
    expect(drawn.border).toBe('solid');
  });
  test("fill every carousel's current dot with the theme's highlight, the dark ones' too", async ({
    open,
  }) => {
    const page = await open('/', { width: 375, height: 700, forcedColors: 'active' });
    const dots = await page.evaluate(() => {
      const probe = document.body.appendChild(document.createElement('div'));
      probe.style.background = 'Highlight';
      const highlight = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return [...document.querySelectorAll('.carousel')].flatMap((carousel) => {
        const active = carousel.querySelector('.carousel__dot--active');
        return active
          ? [
              {
                dark: carousel.classList.contains('carousel--dark'),
                fill: getComputedStyle(active).backgroundColor,
                highlight,
              },
            ]
          : [];
      });
    });
    expect(dots.some((carousel) => carousel.dark)).toBe(true);
    for (const carousel of dots) expect(carousel.fill, JSON.stringify(carousel)).toBe(carousel.highlight);
  });
});

describe('the FAQ questions (4.1.2)', () => {
  test('are named by their question alone: the drawn plus or minus is not read', async ({ open }) => {
    const page = await open('/faq', { width: 375, height: 800 });
    const summary = page.locator('.faq-questions summary').first();
    const question = (await summary.textContent())!.trim();
    // The names in the browser's accessibility tree that a screen reader gives for it.
    const names = async () => {
      const cdp = await page.context().newCDPSession(page);
      const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
        nodes: Array<{ name?: { value?: string } }>;
      };
      await cdp.detach();
      return nodes.map((node) => node.name?.value ?? '').filter((name) => name.startsWith(question));
    };
    expect(await names()).toContain(question);
    expect((await names()).filter((name) => name !== question)).toEqual([]);
    await summary.click();
    expect((await names()).filter((name) => name !== question)).toEqual([]);
  });
});

/** WCAG's contrast ratio of two sRGB colours. */
function contrast(a: number[], b: number[]): number {
  const luminance = ([r = 0, g = 0, bl = 0]: number[]) => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(bl);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('a form nobody has touched (4.1.2, 3.3.1)', () => {
  test.for(['/', '/calculator', '/partner', '/career', '/branches'])(
    '%s: no control is announced as invalid before the visitor has done anything',
    async (path, { open }) => {
      const page = await open(path, { width: 375, height: 800 });
      // What a screen reader is given: the browser's accessibility tree.
      const cdp = await page.context().newCDPSession(page);
      const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
        nodes: Array<{
          name?: { value?: string };
          properties?: Array<{ name: string; value: { value?: unknown } }>;
        }>;
      };
      const invalid = nodes
        .filter((node) =>
          node.properties?.some(
            (property) => property.name === 'invalid' && property.value.value !== 'false',
          ),
        )
        .map((node) => node.name?.value);
      expect(invalid).toEqual([]);
      await cdp.detach();
    },
  );
});
