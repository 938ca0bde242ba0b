import type { IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBytes } from '../helpers/raw-http';
import { startSite, type RunningSite } from '../helpers/start-site';

// A page from the rendered-page cache and the same page rendered for the request go through
// the same middleware chain (server/app.ts): the same headers, compression and log line, with
// a nonce of their own. The shortcut that once sent cached pages before Express had to copy
// every such rule; this holds that nothing differs between the two now.

/** Headers that differ between any two responses, whatever sent them. */
const PER_RESPONSE = ['date', 'x-request-id', 'x-render-cache'];

function nonceOf(headers: IncomingHttpHeaders): string {
  const nonce = /'nonce-([^']+)'/.exec(String(headers['content-security-policy']))?.[1];
  expect(nonce, 'a CSP nonce').toBeDefined();
  return nonce!;
}

function withoutNonce(text: string, nonce: string): string {
  expect(text).toContain(nonce);
  return text.split(nonce).join('NONCE');
}

function comparableHeaders(headers: IncomingHttpHeaders): Record<string, unknown> {
  const nonce = nonceOf(headers);
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !PER_RESPONSE.includes(name))
      .map(([name, value]) => [
        name,
        name === 'content-security-policy' ? withoutNonce(String(value), nonce) : value,
      ]),
  );
}

function decoded(body: Buffer, encoding: string | string[] | undefined): string {
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  expect(encoding).toBeUndefined();
  return body.toString('utf8');
}

describe('a cached page and the same page rendered', () => {
  const logLines: { req: { path: string }; res: { statusCode: number } }[] = [];
  let site: RunningSite;
  let run = 0;
  beforeAll(async () => {
    const logger = pino(
      { level: 'info' },
      {
        write(line: string) {
          const record = JSON.parse(line) as { msg: string } & (typeof logLines)[number];
          if (record.msg === 'request completed') logLines.push(record);
        },
      },
    );
    site = await startSite({ LOG_LEVEL: 'info' }, { logger });
  });
  afterAll(() => site?.close());

  /** The same address twice: rendered for the first request (a miss), from the cache for the second. */
  async function missThenHit(path: string, headers: Record<string, string>, method = 'GET') {
    // A query of its own, so the first request is a miss whatever ran before.
    const url = `${site.url}${path}?pipeline=${++run}`;
    const miss = await getBytes(url, headers, method);
    const hit = await getBytes(url, headers, method);
    expect([miss.headers['x-render-cache'], hit.headers['x-render-cache']]).toEqual(['miss', 'hit']);
    return { miss, hit };
  }

  for (const [client, headers] of [
    ['a browser (gzip, deflate, br, zstd)', { 'accept-encoding': 'gzip, deflate, br, zstd' }],
    ['a client that takes no encoding', {}],
    ['a client that takes brotli only', { 'accept-encoding': 'br' }],
  ] as const) {
    it(`get the same headers and body apart from the nonce, for ${client}`, async () => {
      for (const path of ['/', '/faq']) {
        const { miss, hit } = await missThenHit(path, headers);
        expect([miss.status, hit.status]).toEqual([200, 200]);
        expect(comparableHeaders(hit.headers), path).toEqual(comparableHeaders(miss.headers));
        const [missNonce, hitNonce] = [nonceOf(miss.headers), nonceOf(hit.headers)];
        expect(hitNonce).not.toBe(missNonce);
        const missHtml = decoded(miss.body, miss.headers['content-encoding']);
        const hitHtml = decoded(hit.body, hit.headers['content-encoding']);
        expect(withoutNonce(hitHtml, hitNonce)).toBe(withoutNonce(missHtml, missNonce));
        // What every response carries, checked once here on both.
        for (const response of [miss, hit]) {
          expect(response.headers['cache-control']).toBe('no-cache');
          expect(response.headers['vary']).toBe('Accept-Encoding');
          expect(response.headers['x-frame-options']).toBe('DENY');
          expect(response.headers['strict-transport-security']).toMatch(/max-age=/);
          expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
        }
      }
    });
  }

  it('answer HEAD with the same headers and no body', async () => {
    const { miss, hit } = await missThenHit('/about', {}, 'HEAD');
    expect(comparableHeaders(hit.headers)).toEqual(comparableHeaders(miss.headers));
    expect([miss.body.byteLength, hit.body.byteLength]).toEqual([0, 0]);
  });

  it('each get their access log line', async () => {
    logLines.length = 0;
    await missThenHit('/services', { 'accept-encoding': 'gzip' });
    await expect.poll(() => logLines.length).toBe(2);
    expect(logLines).toMatchObject([
      { req: { path: '/services' }, res: { statusCode: 200 } },
      { req: { path: '/services' }, res: { statusCode: 200 } },
    ]);
  });

  it('are refused alike for a malformed Host', async () => {
    await missThenHit('/branches', {});
    const refused = await getBytes(`${site.url}/branches?pipeline=${run}`, { host: 'a"><b' });
    expect(refused.status).toBe(400);
    expect(refused.headers['x-render-cache']).toBeUndefined();
  });
});

describe('cached pages behind a trusted proxy', () => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await startSite({ TRUST_PROXY: '1' });
  });
  afterAll(() => site?.close());

  const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

  it('keep the scheme the proxy reports, on the first render and from the cache', async () => {
    const host = new URL(site.url).host;
    for (const [proto, expected] of [
      ['https', 'miss'],
      ['https', 'hit'],
      ['http', 'miss'],
      ['http', 'hit'],
    ]) {
      const response = await fetch(`${site.url}/about?proxy-test=1`, {
        headers: { 'x-forwarded-proto': proto! },
      });
      expect(response.headers.get('x-render-cache'), `${proto} ${expected}`).toBe(expected);
      expect(canonicalOf(await response.text())).toBe(`${proto}://${host}/about`);
    }
  });

  it('take no scheme but http or https from it, in pages and the sitemap', async () => {
    const host = new URL(site.url).host;
    for (const proto of ['javascript', 'x"&<a>', 'HTTPS, http']) {
      const page = await fetch(`${site.url}/about?proxy-test=3`, { headers: { 'x-forwarded-proto': proto } });
      const expected = proto.startsWith('HTTPS') ? 'https' : 'http';
      expect(canonicalOf(await page.text()), proto).toBe(`${expected}://${host}/about`);
      const sitemap = await (
        await fetch(`${site.url}/sitemap.xml`, { headers: { 'x-forwarded-proto': proto } })
      ).text();
      expect(sitemap, proto).toContain(`<loc>${expected}://${host}/</loc>`);
    }
  });
});

describe('cached pages without a trusted proxy', () => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site?.close());

  it('ignore a client that claims its own scheme', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${site.url}/about?proxy-test=2`, {
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(/<link rel="canonical" href="([^"]+)"/.exec(await response.text())?.[1]).toBe(
        `${site.url}/about`,
      );
    }
  });
});
