import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect } from 'vitest';
import { test as browserTest } from '../helpers/browser-fixtures';

// Chromium paints a page once its whole markup is parsed, not part-way through it
// (server/render/html-template.ts, paintWhenParsed). A stand-in for a slow link sends the
// real page in two pieces, pausing before the footer; the first paint must come after the pause.
// The same page without that one script is the control: it paints during the pause.

const PAUSE_MS = 1500;
// The whole inline script, whatever it holds after that statement (a `<` in a comparison too).
const PAINT_SCRIPT =
  /<script nonce="[^"]*">\{const l=document\.createElement\('link'\);l\.rel='expect'[\s\S]*?<\/script>/;
/** A page asked for with this query comes without the script (the site itself ignores it). */
const WITHOUT_PAINT_SCRIPT = 'without-paint-script';

const test = browserTest
  .extend('slowUrl', { scope: 'file' }, async ({ site }, { onCleanup }) => {
    const slowLink = createServer(async (req, res) => {
      const without = new URL(req.url!, site.url).searchParams.has(WITHOUT_PAINT_SCRIPT);
      const upstream = await fetch(site.url + req.url, { headers: { 'accept-encoding': 'identity' } });
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
      if (without) {
        // A control that kept the script would prove nothing: refused, it fails the test.
        if (!PAINT_SCRIPT.test(html)) {
          res.end('the paint script was not found');
          return;
        }
        html = html.replace(PAINT_SCRIPT, '');
      }
      // Before the footer: a cut at the top of <main> leaves Chromium, by its own heuristics,
      // painting nothing during the pause in about half the loads even without the script, and
      // the control could not tell.
      const cut = html.indexOf('<footer');
      res.write(html.slice(0, cut));
      setTimeout(() => res.end(html.slice(cut)), PAUSE_MS);
    });
    await new Promise<void>((resolve) => slowLink.listen(0, '127.0.0.1', resolve));
    onCleanup(
      () =>
        new Promise<void>((resolve) => {
          slowLink.closeAllConnections();
          slowLink.close(() => resolve());
        }),
    );
    return `http://127.0.0.1:${(slowLink.address() as AddressInfo).port}`;
  })
  .extend('firstPaintAfterFirstByte', ({ slowUrl, openPage }) =>
    /** Milliseconds from the first byte of the HTML to the first contentful paint. */
    async (path: string): Promise<number> => {
      const { page } = await openPage({ width: 375, height: 740 });
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
      return ms;
    },
  );

describe('the first paint on a slow link', () => {
  test.for(['/', '/faq'])(
    '%s is painted whole, once the rest of its HTML has come',
    async (path, { firstPaintAfterFirstByte }) => {
      expect(await firstPaintAfterFirstByte(path)).toBeGreaterThanOrEqual(PAUSE_MS - 50);
    },
  );

  test('without the script, Chromium would paint the top of the page during the pause (the control)', async ({
    firstPaintAfterFirstByte,
  }) => {
    expect(await firstPaintAfterFirstByte(`/?${WITHOUT_PAINT_SCRIPT}`)).toBeLessThan(PAUSE_MS - 500);
  });
});
