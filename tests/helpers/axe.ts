import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { localePath, locales } from '../../shared/locales';
import { hydrateUnderClock, waitForHydration, type PageOptions } from './browser';
import { scrollToBottom } from './scroll-to-bottom';
import { test as browserTest } from './browser-fixtures';
import { indexablePaths } from './site-paths';

// What the accessibility files share: axe-core run in the page, the way a page is opened and
// scrolled before a scan, and how violations are reported. The checks are split over several
// files so that the test runner can spread them over the cores.

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** A phone and a desktop. */
export const WIDTHS = [375, 1280] as const;

interface AxeNode {
  target: string[];
  html: string;
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

/**
 * Every page in every other language: the same components with other words, which can be longer
 * (Kannada, Tamil) or need their own script's rendering. The branch pages share one template,
 * so one of them stands for all.
 */
export const otherLanguageRoutes: readonly string[] = locales
  .filter((locale) => locale !== 'en')
  .flatMap((locale) =>
    [...indexablePaths.filter((path) => !/^\/branches\/(?!mysuru$)/.test(path)), '/no-such-page'].map(
      (path) => localePath(locale, path),
    ),
  );

export type OpenPage = (path: string, options?: PageOptions & { clock?: boolean }) => Promise<Page>;

export const test = browserTest.extend('open', ({ site, openPage }): OpenPage =>
  /**
   * The page at `path`, hydrated. With `clock`, its timers run on Playwright's fake clock from
   * its first script on, and the test moves time on with `page.clock.runFor`.
   */
  async (path, options = {}) => {
    const { page } = await openPage(options);
    if (options.clock) await page.clock.install();
    await page.goto(site.url + path);
    await (options.clock ? hydrateUnderClock(page) : waitForHydration(page));
    return page;
  },
);

/** WCAG 2.2 A and AA, target size included (off in axe by default), violations of any impact. */
async function runAxe(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol, so the page's strict CSP does not apply.
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: unknown, options: unknown) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    // Third-party frames (maps) are not our markup; their <iframe> elements are still checked.
    const result = await axe.run(document, {
      iframes: false,
      resultTypes: ['violations'],
      rules: { 'target-size': { enabled: true } },
    });
    return result.violations as AxeViolation[];
  });
}

function describeViolations(route: string, width: number, violations: AxeViolation[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map(
      (node) =>
        `${route} @${width}px [${v.impact ?? 'n/a'}] ${v.id}: ${v.help}\n    at ${node.target.join(' ')}\n    ${node.html.slice(0, 160)}\n    ${(node.failureSummary ?? '').replace(/\n/g, ' ')}`,
    ),
  );
}

/** Fails the test with every violation axe finds on the page as it is now. */
export async function expectNoViolationsNow(page: Page, route: string, width: number): Promise<void> {
  const found = describeViolations(route, width, await runAxe(page));
  if (found.length) console.error(found.join('\n'));
  expect(found).toEqual([]);
}

/** Scans a whole route at a width: scrolled to the bottom (so lazily rendered parts are in) and back. */
export async function expectNoViolations(open: OpenPage, route: string, width: number): Promise<void> {
  const page = await open(route, { width, height: width < 500 ? 800 : 900 });
  await scrollToBottom(page);
  // Back to the top: at the bottom the sticky nav covers footer links, which axe counts
  // as targets too small, though a visitor scrolls them clear (and scroll-padding keeps
  // a focused link clear of it).
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoViolationsNow(page, route, width);
}
