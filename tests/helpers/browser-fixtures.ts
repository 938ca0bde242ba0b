import type { Page } from 'playwright-core';
import { test as base } from 'vitest';
import { launchBrowser, openWatchedPage, type PageOptions, type WatchedPage } from './browser';
import { startSite } from './start-site';

/**
 * Fixtures for the browser tests, in the manner of @playwright/test:
 *
 * - `site` and `browser` (one of each per file): the built site with its own mock backend,
 *   and one Chromium; both stopped once the file's tests are done.
 * - `openPage(options)`: a fresh context and page that records console and page errors. At
 *   the end of the test every page it opened is closed, and the test fails if any of them
 *   reported a problem that the test did not name with `allowProblems`.
 * - `page`: one such page with the default options.
 *
 * A file whose site needs other settings makes its own `test` with `browserTest(env)`.
 */
export function browserTest(siteEnv: Parameters<typeof startSite>[0] = {}) {
  return (
    base
      .extend('siteEnv', { scope: 'file' }, siteEnv)
      .extend('site', { scope: 'file' }, async ({ siteEnv }, { onCleanup }) => {
        const site = await startSite(siteEnv);
        onCleanup(() => site.close());
        return site;
      })
      // Vitest reads a fixture's dependencies from its first parameter, which must be a pattern.
      // eslint-disable-next-line no-empty-pattern
      .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
        const browser = await launchBrowser();
        onCleanup(() => browser.close());
        return browser;
      })
      .extend('allowedProblems', () => [] as RegExp[])
      .extend('allowProblems', ({ allowedProblems }) =>
        /** Lets console or page errors matching `patterns` through: those the test itself causes. */
        (...patterns: RegExp[]) => {
          allowedProblems.push(...patterns);
        },
      )
      .extend('openPage', async ({ browser, allowedProblems }, { onCleanup }) => {
        const opened: WatchedPage[] = [];
        onCleanup(async () => {
          await Promise.all(opened.map((watched) => watched.context.close()));
          const unexpected = opened
            .flatMap((watched) => watched.problems)
            .filter((problem) => !allowedProblems.some((pattern) => pattern.test(problem)));
          if (unexpected.length > 0)
            throw new Error(`the page reported what the test did not expect:\n${unexpected.join('\n')}`);
        });
        return async (options: PageOptions = {}): Promise<WatchedPage> => {
          const watched = await openWatchedPage(browser, options);
          opened.push(watched);
          return watched;
        };
      })
      .extend('page', async ({ openPage }): Promise<Page> => (await openPage()).page)
  );
}

/** The fixtures for a file whose site runs with the test defaults. */
export const test = browserTest();
