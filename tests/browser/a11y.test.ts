import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { indexablePaths, pagePaths, templatePaths } from '../helpers/site-paths';
import { localePath, locales } from '../../shared/locales';
import { popup } from '../../client/content/contact-enquiry';
import { POPUP_DELAY_MS } from '../../client/features/enquiry-popup/enquiry-popup';
import { hydrateUnderClock, waitForHydration, type PageOptions } from '../helpers/browser';
import { test as browserTest } from '../helpers/browser-fixtures';

// WCAG 2.2 AA in a real browser: an axe-core scan of every route at a phone and a desktop
// width, after hydration and after scrolling to the bottom and back (so lazily rendered
// content is there too), with zero violations of any impact, WCAG 2.2's target size (off in
// axe by default) included; the same scan over what a visitor opens later (field messages,
// the dialogs, the pop-up, the menu, the FAQ answers); plus the keyboard and structure basics
// of the shell: the skip link, one <h1>, no skipped heading levels, lang="en-IN".

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
// The branch finder's answers too: nearest branches with distances, and a refused PIN code.
const ROUTES = [...pagePaths, '/no-such-page', '/branches?q=563101', '/branches?q=12345'];
/** The same, one branch page standing for all: for checks of the template, not of its data. */
const TEMPLATE_ROUTES = [...templatePaths, '/no-such-page', '/branches?q=563101', '/branches?q=12345'];
const WIDTHS = [375, 1280] as const;

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

const test = browserTest.extend('open', ({ site, openPage }) =>
  /**
   * The page at `path`, hydrated. With `clock`, its timers run on Playwright's fake clock from
   * its first script on, and the test moves time on with `page.clock.runFor`.
   */
  async (path: string, options: PageOptions & { clock?: boolean } = {}): Promise<Page> => {
    const { page } = await openPage(options);
    if (options.clock) await page.clock.install();
    await page.goto(site.url + path);
    await (options.clock ? hydrateUnderClock(page) : waitForHydration(page));
    return page;
  },
);

/**
 * Scrolls down most of a screen at a time to the end, two frames at each stop so that the
 * intersection observers see every part of the page, then waits for what they render: the
 * footer's map, which takes the place of its placeholder.
 */
async function scrollToBottom(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let i = 0; i < 60; i++) {
      window.scrollBy(0, window.innerHeight * 0.8);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      if (window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2) break;
    }
  });
  if ((await page.locator('footer .map-facade').count()) > 0)
    await page.locator('footer .map-facade iframe').waitFor({ timeout: 10_000 });
}

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

/** Scans a whole route at a width: scrolled to the bottom (so lazily rendered parts are in) and back. */
async function expectNoViolations(
  open: (path: string, options: PageOptions) => Promise<Page>,
  route: string,
  width: number,
) {
  const page = await open(route, { width, height: width < 500 ? 800 : 900 });
  await scrollToBottom(page);
  // Back to the top: at the bottom the sticky nav covers footer links, which axe counts
  // as targets too small, though a visitor scrolls them clear (and scroll-padding keeps
  // a focused link clear of it).
  await page.evaluate(() => window.scrollTo(0, 0));
  const found = describeViolations(route, width, await runAxe(page));
  if (found.length) console.error(found.join('\n'));
  expect(found).toEqual([]);
}

describe('axe-core', () => {
  for (const width of WIDTHS)
    test.for(TEMPLATE_ROUTES)(`%s has no violations at ${width} px`, (route, { open }) =>
      expectNoViolations(open, route, width),
    );
});

/** What a visitor opens or causes on top of the first paint, each scanned in its own page. */
/** Submits a form empty, past the browser's own checks, so our field messages appear. */
async function submitEmpty(page: Page, form: string): Promise<void> {
  // The browser would stop an empty form before our checks; switched off here so the messages
  // appear, as they do when the server refuses what passed the browser.
  await page.locator(`main ${form}`).evaluate((el) => ((el as HTMLFormElement).noValidate = true));
  // As a visitor does, into the form first: that fetches the result dialog's code, so whether a
  // dialog follows the submission is known as soon as its messages show.
  await page.locator(`main ${form} input`).first().focus();
  await page.waitForLoadState('networkidle');
  await page.locator(`main ${form}`).getByRole('button', { name: 'Submit' }).click();
  await page.locator(`main ${form} [aria-invalid="true"]`).first().waitFor();
}

/** What a visitor opens or causes on top of the first paint, each scanned in its own page. */
const OPENED_STATES: Array<{
  name: string;
  path: string;
  widths: readonly number[];
  /** Runs the page's timers on the fake clock (see `open`). */
  clock?: boolean;
  reach: (page: Page) => Promise<void>;
}> = [
  ...(
    [
      ['/', 'form.lead-form--inline'],
      ['/calculator', 'form.lead-form--gold'],
      ['/partner', 'form.lead-form--franchise'],
      ['/career', 'form.lead-form--career'],
    ] as const
  ).map(([path, form]) => ({
    name: `${path} with every field message showing`,
    path,
    widths: WIDTHS,
    reach: async (page: Page) => {
      await submitEmpty(page, form);
      // A modal dialog hides the page from axe's contrast check: closed, so the messages count.
      const failed = page.getByRole('dialog', { name: 'Failed!!!' });
      if (await failed.isVisible()) await failed.getByRole('button', { name: 'OK' }).click();
      await failed.waitFor({ state: 'hidden' });
    },
  })),
  {
    name: '/calculator with the failure dialog open',
    path: '/calculator',
    widths: WIDTHS,
    reach: async (page) => {
      await submitEmpty(page, 'form.lead-form--gold');
      await page.getByRole('dialog', { name: 'Failed!!!' }).waitFor();
    },
  },
  {
    name: '/?sent=contact (success dialog)',
    path: '/?sent=contact',
    widths: WIDTHS,
    reach: async (page) => page.getByRole('dialog', { name: 'Query Submitted' }).waitFor(),
  },
  {
    name: '/ with the enquiry pop-up open',
    path: '/',
    widths: WIDTHS,
    clock: true,
    reach: async (page) => {
      await page.clock.runFor(POPUP_DELAY_MS);
      await page.getByRole('dialog', { name: popup.heading }).waitFor();
    },
  },
  {
    name: '/faq with the menu open',
    path: '/faq',
    widths: [375],
    reach: async (page) => {
      await page.getByRole('button', { name: /menu/i }).click();
      await page.locator('.main-nav__menu[data-open="true"]').waitFor();
    },
  },
  {
    name: '/faq with every answer open',
    path: '/faq',
    widths: WIDTHS,
    reach: async (page) => {
      await page.evaluate(() =>
        document.querySelectorAll('details').forEach((details) => (details.open = true)),
      );
    },
  },
];

// Every page in every other language: the same components with other words, which can be
// longer (Kannada, Tamil) or need their own script's rendering. The branch pages share one
// template, so one of them stands for all.
const LANGUAGE_ROUTES = locales
  .filter((locale) => locale !== 'en')
  .flatMap((locale) =>
    [...indexablePaths.filter((path) => !/^\/branches\/(?!mysuru$)/.test(path)), '/no-such-page'].map(
      (path) => localePath(locale, path),
    ),
  );

describe('axe-core in the other languages', () => {
  for (const width of WIDTHS)
    test.for(LANGUAGE_ROUTES)(`%s has no violations at ${width} px`, (route, { open }) =>
      expectNoViolations(open, route, width),
    );
});

describe('axe-core on what a visitor opens', () => {
  test.for(OPENED_STATES.flatMap((state) => state.widths.map((width) => ({ ...state, width }))))(
    '$name has no violations at $width px',
    async ({ path, width, clock, reach }, { open, allowProblems }) => {
      // Some states are reached by a submission the backend refuses (a 400 the browser logs).
      allowProblems(/Failed to load resource/);
      const page = await open(path, { width, height: width < 500 ? 800 : 900, clock });
      await reach(page);
      const found = describeViolations(path, width, await runAxe(page));
      if (found.length) console.error(found.join('\n'));
      expect(found).toEqual([]);
    },
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
