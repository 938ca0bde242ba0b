import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { templatePaths } from '../helpers/site-paths';
import { test } from '../helpers/browser-fixtures';

// A slow phone paints the page while its parser is still part-way through the HTML. Whatever it
// paints then must already be where it ends up, or the visitor sees content jump (a layout
// shift, counted in Core Web Vitals). Timing decides where real paints land, so this test makes
// it deterministic: it renders prefixes of each page's HTML, cut at many points, and checks that
// every element painted in the first screen of a prefix sits at the same place in the whole page.

// The branch pages share one template: one stands for all.
const ROUTES = templatePaths;
const WIDTHS = [375, 1280] as const;
const CUTS_PER_PAGE = 14;

interface PaintedBox {
  path: string;
  x: number;
  y: number;
  html: string;
}

/** Elements painted (visible, with a box) in the first screen, keyed by their DOM position. */
function paintedInFirstScreen(page: Page): Promise<PaintedBox[]> {
  return page.evaluate(() => {
    const pathOf = (element: Element): string => {
      const steps: number[] = [];
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        steps.unshift(node.parentElement ? [...node.parentElement.children].indexOf(node) : 0);
      }
      return steps.join('/');
    };
    return [...document.body.querySelectorAll('*')]
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0 && box.top < window.innerHeight && box.bottom > 0)
      .map(({ element, box }) => ({
        path: pathOf(element),
        x: Math.round(box.x),
        y: Math.round(box.y),
        html: element.outerHTML.slice(0, 100),
      }));
  });
}

/** Shows `html` as the document at the route's own URL, with scripts off (nothing hydrates). */
async function show(page: Page, url: string, html: string): Promise<void> {
  await page.unrouteAll();
  await page.route(url, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
  await page.goto(url, { waitUntil: 'load' });
}

/** Byte offsets just after a tag ends, spread evenly through the HTML before the footer. */
function cutPoints(html: string): number[] {
  const start = html.indexOf('<body');
  const end = html.indexOf('<footer');
  const step = (end - start) / CUTS_PER_PAGE;
  const cuts = new Set<number>();
  for (let i = 1; i <= CUTS_PER_PAGE; i++) cuts.add(html.indexOf('>', Math.round(start + i * step)) + 1);
  return [...cuts];
}

describe('a page painted before its HTML is fully parsed', () => {
  for (const width of WIDTHS) {
    test.for(ROUTES)(
      `%s at ${width} px: nothing painted early moves when the rest arrives`,
      async (route, { site, openPage }) => {
        const url = site.url + route;
        const html = await (await fetch(url)).text();
        const { page } = await openPage({ width, javaScriptEnabled: false });
        await show(page, url, html);
        const final = new Map((await paintedInFirstScreen(page)).map((box) => [box.path, box]));
        const moved: string[] = [];
        for (const cut of cutPoints(html)) {
          await show(page, url, html.slice(0, cut));
          for (const early of await paintedInFirstScreen(page)) {
            const late = final.get(early.path);
            if (late && (Math.abs(late.x - early.x) > 1 || Math.abs(late.y - early.y) > 1)) {
              moved.push(
                `cut at ${cut}/${html.length}: ${early.html} (${early.x},${early.y}) -> (${late.x},${late.y})`,
              );
            }
          }
        }
        expect(moved).toEqual([]);
      },
    );
  }
});
