// Debian's Chromium, as the browser tests, the Lighthouse bench and the share-image script
// drive it. `.ci/run` installs it when missing (playwright-core cannot download a browser here).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Without the background-networking flags Chromium tries to reach Google's hosts, which this
// sandbox (and many CI networks) refuse.
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
