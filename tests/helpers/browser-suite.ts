import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { startSite, type RunningSite } from './start-site';

export interface BrowserSuite {
  /** The built site with its own mock backend; set once the file's tests start. */
  site: RunningSite;
  browser: Browser;
}

/**
 * What every browser test file needs: the production site (with `env` on top of the test
 * defaults) and one Chromium, started together before the file's tests and both stopped
 * after them. Read `suite.site` and `suite.browser` inside tests, not at the top level.
 */
export function useBrowserSuite(env: Parameters<typeof startSite>[0] = {}): BrowserSuite {
  const suite = {} as BrowserSuite;
  beforeAll(async () => {
    [suite.site, suite.browser] = await Promise.all([startSite(env), launchBrowser()]);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.site?.close();
  });
  return suite;
}
