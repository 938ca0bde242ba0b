import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_STATE_ELEMENT_ID } from '../../shared/render-contract';
import { getBytes } from '../helpers/raw-http';
import { startSite, type RunningSite } from '../helpers/start-site';

// The short in-memory HTML cache (server/render/page-cache.ts): reused pages, but never a
// reused nonce, never stale rates, never a cached form echo.

let site: RunningSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
const stateOf = (html: string) =>
  JSON.parse(new RegExp(`<script id="${APP_STATE_ELEMENT_ID}"[^>]*>([^<]*)</script>`).exec(html)![1]!) as {
    rates: { gold: number } | null;
  };

describe('rendered-page cache', () => {
  it('serves a page again from memory, with a fresh nonce in the header and in every tag', async () => {
    const first = await fetch(`${site.url}/about?cache-test=1`);
    const second = await fetch(`${site.url}/about?cache-test=1`);
    const [a, b] = [await first.text(), await second.text()];
    expect(first.headers.get('x-render-cache')).toBe('miss');
    expect(second.headers.get('x-render-cache')).toBe('hit');
    const [nonceA, nonceB] = [
      nonceOf(first.headers.get('content-security-policy')),
      nonceOf(second.headers.get('content-security-policy')),
    ];
    expect(nonceA).toBeTruthy();
    expect(nonceA).not.toBe(nonceB);
    for (const [html, nonce] of [
      [a, nonceA],
      [b, nonceB],
    ] as const) {
      const used = [...html.matchAll(/\snonce="([^"]*)"/g)].map((m) => m[1]);
      expect(used.length).toBeGreaterThan(1);
      expect(new Set(used)).toEqual(new Set([nonce]));
      expect(html).not.toMatch(/nonce-placeholder-|__CSP_NONCE__/);
    }
    // Same page otherwise.
    expect(a.replaceAll(nonceA!, 'N')).toBe(b.replaceAll(nonceB!, 'N'));
  });

  it('sends a browser the page gzipped when it was rendered, with its own nonce, and nothing else changed', async () => {
    const browserAsks = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const plain = await (
      await fetch(`${site.url}/branches`, { headers: { 'accept-encoding': 'identity' } })
    ).text();
    const plainNonce = /\snonce="([^"]*)"/.exec(plain)![1]!;
    const nonces: string[] = [];
    for (let i = 0; i < 2; i++) {
      const response = await getBytes(`${site.url}/branches`, browserAsks);
      expect(response.headers['x-render-cache']).toBe('hit');
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(response.headers['content-length'])).toBe(response.body.byteLength);
      // gunzipSync checks the CRC-32 and the length in gzip's trailer, as a browser does.
      const html = gunzipSync(response.body).toString('utf8');
      const nonce = nonceOf(response.headers['content-security-policy'] as string)!;
      expect(new Set([...html.matchAll(/\snonce="([^"]*)"/g)].map((m) => m[1]))).toEqual(new Set([nonce]));
      expect(html.replaceAll(nonce, 'N')).toBe(plain.replaceAll(plainNonce, 'N'));
      // Compressed once: the nonce, which changes every time, travels as a stored block.
      expect(response.body.includes(Buffer.from(nonce))).toBe(true);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('keys by the full URL including the query', async () => {
    await fetch(`${site.url}/faq?tab=rent`);
    const other = await fetch(`${site.url}/faq?tab=sell`);
    expect(other.headers.get('x-render-cache')).toBe('miss');
  });

  it('serves a link tagged by whoever shared it (utm_*, fbclid) the untagged page from memory', async () => {
    await fetch(`${site.url}/services`);
    const tagged = await fetch(`${site.url}/services?utm_source=whatsapp&utm_medium=share&fbclid=IwAR0abc`);
    expect(tagged.headers.get('x-render-cache')).toBe('hit');
    await fetch(`${site.url}/faq?tab=rent`);
    expect((await fetch(`${site.url}/faq?tab=rent&gclid=xyz`)).headers.get('x-render-cache')).toBe('hit');
    // A no-JavaScript form's success page is never the plain page from memory.
    await fetch(`${site.url}/calculator`);
    const sent = await fetch(`${site.url}/calculator?sent=gold&utm_source=x`, {
      headers: { cookie: 'lead-sent=gold:/calculator' },
    });
    expect(sent.headers.get('x-render-cache')).toBeNull();
    expect(await sent.text()).toContain('Query Submitted');
  });

  it('keeps its plain pages through a flood of made-up queries', async () => {
    await fetch(`${site.url}/gold-returns-card`);
    for (let i = 0; i < 120; i += 1) {
      const made = await fetch(`${site.url}/gold-returns-card?q=${i}`);
      expect(made.headers.get('x-render-cache')).toBe('miss');
    }
    expect((await fetch(`${site.url}/gold-returns-card`)).headers.get('x-render-cache')).toBe('hit');
  });

  it('renders anew when the rates change', async () => {
    // Rates re-read on every request, so a changed rate reaches the next render.
    const ratesSite = await startSite({ RATES_TTL_MS: '1' });
    const putRates = (rates: { gold: number; silver: number }) =>
      fetch(`${ratesSite.mockUrl}/__mock/rates`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(rates),
      });
    try {
      await putRates({ gold: 7001, silver: 91 });
      const before = await (await fetch(`${ratesSite.url}/calculator`)).text();
      expect(stateOf(before).rates?.gold).toBe(7001);
      await putRates({ gold: 7002, silver: 92 });
      const after = await fetch(`${ratesSite.url}/calculator`);
      expect(after.headers.get('x-render-cache')).toBe('miss');
      expect(stateOf(await after.text()).rates?.gold).toBe(7002);
    } finally {
      await ratesSite.close();
    }
  });

  it('never keeps a 404', async () => {
    await fetch(`${site.url}/no-such-page`);
    const again = await fetch(`${site.url}/no-such-page`);
    expect(again.status).toBe(404);
    expect(again.headers.get('x-render-cache')).toBe('miss');
  });
});

// A page whose compressed HTML is larger than a socket's buffer (16 kB) once hung for every
// browser: the cached parts were written under cork(), and the compression middleware's
// end() waited for a drain that a corked socket never emits. Today's pages compress to
// just under that, so a few more FAQ entries would have taken /faq down. Random text does not
// compress, so this page is ~40 kB whatever the encoding.
describe('pages larger than a socket buffer once compressed', () => {
  let bigSite: RunningSite;
  const filler = `<p hidden>${randomBytes(30_000).toString('base64')}</p>`;
  beforeAll(async () => {
    bigSite = await startSite(
      {},
      {
        renderer: (real) => ({
          ...real,
          async template(locale) {
            const template = await real.template(locale);
            return { start: (head, nonce) => template.start(head, nonce) + filler, end: template.end };
          },
        }),
      },
    );
  });
  afterAll(() => bigSite?.close());

  for (const encoding of ['gzip', 'br', 'identity']) {
    it(`is sent whole with accept-encoding ${encoding}, rendered and then from memory`, async () => {
      for (const expected of ['miss', 'hit']) {
        const response = await fetch(`${bigSite.url}/faq?encoding=${encoding}`, {
          headers: { 'accept-encoding': encoding },
          signal: AbortSignal.timeout(3_000),
        });
        expect(response.headers.get('x-render-cache')).toBe(expected);
        expect(response.headers.get('content-encoding') ?? 'identity').toBe(encoding);
        const html = await response.text();
        expect(html).toContain(filler);
        expect(html.trimEnd()).toMatch(/<\/html>$/);
      }
    });
  }

  it('is streamed whole, compressed, when it carries form state and bypasses the cache', async () => {
    // After a no-JavaScript form succeeded, the page shows its result dialog: rendered per request.
    const response = await fetch(`${bigSite.url}/career?sent=career`, {
      headers: { 'accept-encoding': 'gzip', cookie: 'lead-sent=career:/career' },
      signal: AbortSignal.timeout(3_000),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-render-cache')).toBeNull();
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const html = await response.text();
    expect(html).toContain(filler);
    expect(html.trimEnd()).toMatch(/<\/html>$/);
  });
});
