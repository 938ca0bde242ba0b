import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { HEADLESS_SHELL_ARGS, HEADLESS_SHELL_PATH } from '../../scripts/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: HEADLESS_SHELL_ARGS });
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** console.error messages, console warnings from React, and uncaught page errors. */
  problems: string[];
}

export interface PageOptions {
  width?: number;
  height?: number;
  javaScriptEnabled?: boolean;
  reducedMotion?: 'reduce' | 'no-preference';
  forcedColors?: 'active' | 'none';
  /** The browser's language (navigator.languages), `en-US` unless given. */
  locale?: string;
}

/**
 * A page that records every console error and page error, so tests can fail on hydration
 * warnings. Requests to other hosts (maps, social) are answered empty: tests never leave
 * the machine.
 */
export async function openWatchedPage(browser: Browser, options: PageOptions = {}): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    reducedMotion: options.reducedMotion ?? 'no-preference',
    forcedColors: options.forcedColors ?? 'none',
    locale: options.locale ?? 'en-US',
  });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 204, body: '' }));
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    // A 4xx page (the 404 page, a no-JS form sent back with its errors) is logged as a failed
    // load of the document itself: that status is for the test to check, not a problem.
    const documentStatus =
      message.text().startsWith('Failed to load resource') && message.location().url === page.url();
    if (message.type() === 'error' && !documentStatus) problems.push(`console.error: ${message.text()}`);
    if (message.type() === 'warning' && /react|hydrat/i.test(message.text()))
      problems.push(`console.warn: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { page, context, problems };
}

/** What `promise` settles with, or `undefined` if it has not settled within `ms`. */
export function answerWithin<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    promise,
    new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Resolves once the page has drawn a frame and run a task after it: what the last render's
 * effects, or a failure's promise reactions, report has been reported. A page that does neither
 * within 10 s fails here, saying so, rather than at the test's own limit.
 */
export async function afterAFrame(page: Page): Promise<void> {
  const answered = await answerWithin(
    page.evaluate(
      () => new Promise<true>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(true)))),
    ),
    10_000,
  );
  if (!answered) throw new Error(`${page.url()} drew no frame, or ran no task after it, in 10 s`);
}

export interface MainThreadWatch {
  /**
   * Where the page's main thread is now: the script it is running (paused for a moment to read
   * its stack), or that it runs none, and how far the page is scrolled.
   */
  where(): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Watches a page's main thread through the DevTools protocol, for a test that may have to give
 * up waiting on it. The debugger is on from the start: a renderer busy in a script still
 * answers a request to pause, but no longer one to turn the debugger on.
 */
export async function watchMainThread(page: Page): Promise<MainThreadWatch> {
  const session = await page.context().newCDPSession(page);
  await session.send('Debugger.enable');
  return {
    async where() {
      const paused = new Promise<string>((resolve) => {
        session.once('Debugger.paused', (event) =>
          resolve(
            event.callFrames
              .slice(0, 8)
              .map(
                (frame) =>
                  `${frame.functionName || '(anonymous)'} ${frame.url}:${frame.location.lineNumber + 1}`,
              )
              .join(' < '),
          ),
        );
      });
      await answerWithin(session.send('Debugger.pause'), 3_000);
      const stack = await answerWithin(paused, 3_000);
      await answerWithin(
        session.send('Debugger.resume').catch(() => undefined),
        3_000,
      );
      const scrolled = await answerWithin(
        page.evaluate(() => `scrolled to ${window.scrollY} of ${document.documentElement.scrollHeight} px`),
        3_000,
      );
      return [
        stack === undefined
          ? 'its main thread ran no script for 3 s'
          : `its main thread was running ${stack}`,
        scrolled ?? 'it did not answer',
      ].join('; ');
    },
    async stop() {
      await answerWithin(
        session.detach().catch(() => undefined),
        3_000,
      );
    },
  };
}

/** Resolves once React has hydrated the page (the entry marks <html> when it is done). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
    timeout: 15_000,
  });
}

/**
 * Under Playwright's fake clock `performance` reports no paint, so client/boot.ts waits its
 * longest (3 s) before it asks for the hydration code: run the clock past that, then wait for
 * hydration. For a page whose clock was installed before it loaded.
 */
export async function hydrateUnderClock(page: Page): Promise<void> {
  await page.clock.runFor(3100);
  await waitForHydration(page);
}

/**
 * Installs Playwright's fake clock on a page before it loads, and stops it there: the page's
 * timers then fire only when the test moves time on (`page.clock.runFor`), however long the
 * test's own steps take on a busy machine. Reloads keep the clock where the test left it;
 * `page.clock.resume()` lets it run with real time again.
 */
export async function installStoppedClock(page: Page): Promise<void> {
  const now = Date.now();
  await page.clock.install({ time: now });
  // The clock runs from the install on, and cannot be stopped at a time it has passed.
  await page.clock.pauseAt(now + 60_000);
}

/**
 * Waits for `locator` to be shown on a page whose clock is stopped, moving the clock on a little
 * at each look. What React shows once code that came late is in (a result dialog whose code came
 * after the result) it reveals on a timer, to pace successive reveals; a stopped clock never runs
 * that timer, so waiting without moving it can wait for ever.
 */
export async function waitUnderClock(page: Page, locator: Locator, timeout = 10_000): Promise<void> {
  // The poll's own pauses keep the page's time behind real time, so a request's deadline cannot
  // pass before its answer could have come.
  await expect
    .poll(
      async () => {
        await page.clock.runFor(100);
        return locator.isVisible();
      },
      { timeout, interval: 100, message: `shown: ${locator.toString()}` },
    )
    .toBe(true);
}

/**
 * Matches the scripts a page hydrates with: every script of ours but the boot module the
 * HTML names (client/boot.ts), which runs before hydration and asks for the others.
 */
export async function hydrationScriptsOf(pageUrl: string): Promise<(url: URL) => boolean> {
  const html = await (await fetch(pageUrl)).text();
  const boot = /<script type="module"[^>]*\ssrc="(\/assets\/[^"]+)"/.exec(html)?.[1];
  if (!boot) throw new Error(`no boot module in ${pageUrl}`);
  return (url) =>
    url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js') && url.pathname !== boot;
}

/**
 * Holds back the page's scripts (every `.js`, or those `matching`) until the returned function
 * is called: the page as a slow phone shows it before hydration.
 */
export async function holdScripts(
  page: Page,
  matching: (url: URL) => boolean = (url) => url.pathname.endsWith('.js'),
): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(matching, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Layout shifts not caused by the visitor's own input, since the page started. */
export function watchShifts(page: Page): Promise<void> {
  return page.evaluate(() => {
    const w = window as unknown as { unexpectedShift: number };
    w.unexpectedShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) w.unexpectedShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
export const unexpectedShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { unexpectedShift: number }).unexpectedShift);

/**
 * The browser that has just sent `kind`'s form from `pageUrl` without JavaScript, as the site's
 * cookie marks it (server/leads/success-cookie.ts): that page's `?sent=` address shows the
 * success dialog.
 */
export function asTheSender(context: BrowserContext, pageUrl: string, kind: string): Promise<void> {
  const { origin, pathname } = new URL(pageUrl);
  return context.addCookies([{ name: 'lead-sent', value: `${kind}:${pathname}`, url: `${origin}/` }]);
}
