import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cachedPageShortcut } from '../../server/http/cached-page-shortcut';
import { createPublicOrigin } from '../../server/http/public-origin';
import { createRequestLogger } from '../../server/http/request-logging';
import { createSecurityHeaders } from '../../server/http/security-headers';
import { gzipAroundNonce } from '../../server/render/gzip-around-nonce';
import type { PageCache, RenderedPage } from '../../server/render/page-cache';
import { getBytes } from '../helpers/raw-http';
import { startSite, type RunningSite } from '../helpers/start-site';

// server/http/cached-page-shortcut.ts: pages the cache holds are sent before Express, with
// the headers and log line any response gets; everything else still reaches the app.

describe('the shortcut in front of the app', () => {
  const parts = [Buffer.from('<!doctype html><p nonce="'), Buffer.from('">cached page</p>')];
  let page: RenderedPage;
  let ratesVersion: number | null = 3;
  const appSaw: string[] = [];
  const lookedUp: string[] = [];
  const logLines: string[] = [];
  let server: Server;
  let base = '';

  beforeAll(async () => {
    page = { status: 200, parts, gzip: await gzipAroundNonce(parts), clean: true };
    const pageCache = {
      find(url: string, origin: string, version: number) {
        lookedUp.push(`${version} ${origin}${url}`);
        return url === '/cached' && version === 3 ? page : null;
      },
    } as unknown as PageCache;
    const app = (req: { method?: string; url?: string }, res: { end(body: string): void }) => {
      appSaw.push(`${req.method} ${req.url}`);
      res.end('from the app');
    };
    const listener = cachedPageShortcut(app as never, {
      pageCache,
      ratesCache: { get: async () => null, version: () => 3, freshVersion: () => ratesVersion },
      publicOrigin: createPublicOrigin('https://www.example.in', () => false),
      logRequest: createRequestLogger(
        pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) }),
        () => false,
      ),
      applySecurityHeaders: createSecurityHeaders({ production: true }),
    });
    server = await new Promise<Server>((resolve) => {
      const s = createServer(listener).listen(0, '127.0.0.1', () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  afterEach(() => {
    appSaw.length = 0;
    lookedUp.length = 0;
    logLines.length = 0;
    ratesVersion = 3;
  });

  it('sends a cached page without the app, gzipped, with its nonce, security headers, request id and log line', async () => {
    const response = await getBytes(`${base}/cached`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(appSaw).toEqual([]);
    expect(lookedUp).toEqual(['3 https://www.example.in/cached']);
    expect(response.status).toBe(200);
    expect(response.headers['x-render-cache']).toBe('hit');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))![1]!;
    expect(gunzipSync(response.body).toString()).toBe(`<!doctype html><p nonce="${nonce}">cached page</p>`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(
      logLines.map((line) => JSON.parse(line) as { req: { path: string }; res: { statusCode: number } }),
    ).toMatchObject([{ req: { path: '/cached' }, res: { statusCode: 200 } }]);
  });

  it('sends it unencoded to a client that asks for no encoding, and headers only to HEAD', async () => {
    const plain = await getBytes(`${base}/cached`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toMatch(/^<!doctype html><p nonce="[^"]+">cached page<\/p>$/);
    const head = await getBytes(`${base}/cached`, {}, 'HEAD');
    expect(head.headers['content-length']).toBe(String(plain.body.byteLength));
    expect(head.body.byteLength).toBe(0);
    expect(appSaw).toEqual([]);
  });

  it('leaves to the app what it must decide: other URLs, other methods, brotli-only clients, rates due', async () => {
    await getBytes(`${base}/not-cached`);
    await getBytes(`${base}/cached`, {}, 'DELETE');
    await getBytes(`${base}/cached`, { 'accept-encoding': 'br' });
    ratesVersion = null;
    const due = await getBytes(`${base}/cached`, { 'accept-encoding': 'gzip' });
    expect(due.body.toString()).toBe('from the app');
    expect(appSaw).toEqual(['GET /not-cached', 'DELETE /cached', 'GET /cached', 'GET /cached']);
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
