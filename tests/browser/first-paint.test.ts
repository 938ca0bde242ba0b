import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWatchedPage } from '../helpers/browser';
import { useBrowserSuite } from '../helpers/browser-suite';

// Chromium paints a page once its whole markup is parsed, not part-way through it
// (server/render/html-template.ts, paintWhenParsed). A stand-in for a slow link sends the
// real page in two pieces, pausing before the footer; the first paint must come after the pause.
// The same page without that one script is the control: it paints during the pause.

const suite = useBrowserSuite();
const PAUSE_MS = 1500;
const PAINT_SCRIPT =
  /<script nonce="[^"]*">\{const l=document\.createElement\('link'\);l\.rel='expect'[^<]*<\/script>/;

let slowLink: Server;
let slowUrl = '';
/** Whether the slow link removes the script from the page it sends. */
let withoutPaintScript = false;

beforeAll(async () => {
  slowLink = createServer(async (req, res) => {
    const upstream = await fetch(suite.site.url + req.url, { headers: { 'accept-encoding': 'identity' } });
    const headers = Object.fromEntries(
      [...upstream.headers].filter(
        ([name]) =>
          !['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive'].includes(
            name,
          ),
      ),
    );
    res.writeHead(upstream.status, headers);
    if (!upstream.headers.get('content-type')?.startsWith('text/html')) {
      res.end(Buffer.from(await upstream.arrayBuffer()));
      return;
    }
    let html = await upstream.text();
    if (withoutPaintScript) html = html.replace(PAINT_SCRIPT, '');
    // Before the footer: a cut at the top of <main> leaves Chromium, by its own heuristics,
    // painting nothing during the pause in about half the loads even without the script, and
    // the control could not tell.
    const cut = html.indexOf('<footer');
    res.write(html.slice(0, cut));
    setTimeout(() => res.end(html.slice(cut)), PAUSE_MS);
  });
  await new Promise<void>((resolve) => slowLink.listen(0, '127.0.0.1', resolve));
  slowUrl = `http://127.0.0.1:${(slowLink.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => slowLink.close(() => resolve())));

/** Milliseconds from the first byte of the HTML to the first contentful paint. */
async function firstPaintAfterFirstByte(path: string): Promise<{ ms: number; problems: string[] }> {
  const { page, context, problems } = await openWatchedPage(suite.browser, { width: 375, height: 740 });
  try {
    await page.goto(slowUrl + path, { waitUntil: 'load' });
    const ms = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
          new PerformanceObserver((entries) => {
            const paint = entries.getEntriesByName('first-contentful-paint')[0];
            if (paint) resolve(Math.round(paint.startTime - navigation.responseStart));
          }).observe({ type: 'paint', buffered: true });
        }),
    );
    expect(await page.locator('footer.site-footer').isVisible()).toBe(true);
    return { ms, problems };
  } finally {
    await context.close();
  }
}

describe('the first paint on a slow link', () => {
  it.each(['/', '/faq'])('%s is painted whole, once the rest of its HTML has come', async (path) => {
    withoutPaintScript = false;
    const { ms, problems } = await firstPaintAfterFirstByte(path);
    expect(ms).toBeGreaterThanOrEqual(PAUSE_MS - 50);
    expect(problems).toEqual([]);
  });

  it('without the script, Chromium would paint the top of the page during the pause (the control)', async () => {
    withoutPaintScript = true;
    try {
      const { ms } = await firstPaintAfterFirstByte('/');
      expect(ms).toBeLessThan(PAUSE_MS - 500);
    } finally {
      withoutPaintScript = false;
    }
  });
});
