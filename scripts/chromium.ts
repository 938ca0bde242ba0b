// Debian's Chromium builds (playwright-core cannot download a browser here; `.ci/run` installs
// both when missing).

/** The full browser: what the Lighthouse bench, the trace bench and the artwork script drive. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The same engine built for headless use only, as @playwright/test runs its tests by default:
 * a fresh context and a page load cost it a fraction of the full browser's CPU, and the browser
 * tests open one per test (`npm run bench:test-browser`).
 */
export const HEADLESS_SHELL_PATH = process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

// Without the background-networking flags Chromium tries to reach Google's hosts, which this
// sandbox (and many CI networks) refuse.
const QUIET_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const CHROMIUM_ARGS = ['--headless=new', ...QUIET_ARGS];
export const HEADLESS_SHELL_ARGS = QUIET_ARGS;
