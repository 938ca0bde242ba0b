import request from 'supertest';
import { exchangeRawBytes } from '../helpers/raw-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../shared/api-paths';
import { MAP_FRAME_ORIGIN } from '../../server/http/security-headers';
import { startSite, type RunningSite } from '../helpers/start-site';

// Security headers (decision 019), checked the way the Mozilla HTTP Observatory scores them
// (mdn/mdn-http-observatory: src/analyzer/tests/*.js, src/grader/charts.js).

let site: RunningSite;
let dev: RunningSite;
let assetPath: string;

beforeAll(async () => {
  [site, dev] = await Promise.all([startSite(), startSite({ NODE_ENV: 'development' })]);
  const home = await request(site.url).get('/');
  assetPath = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(home.text)?.[1] ?? '';
  expect(assetPath).not.toBe('');
});
afterAll(() => Promise.all([site.close(), dev.close()]));

/** The CSP as a map of directive -> source list, refusing duplicated directives. */
function parseCsp(header: string | undefined): Map<string, string[]> {
  expect(header, 'Content-Security-Policy header').toBeDefined();
  const directives = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    expect(directives.has(name), `duplicate ${name}`).toBe(false);
    directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

const targets = [
  ['an HTML page', () => request(site.url).get('/faq')],
  ['a JSON API answer', () => request(site.url).get(API_PATHS.rates)],
  ['a JSON error answer', () => request(site.url).post(API_PATHS.contact).send({})],
  ['a static asset', () => request(site.url).get(assetPath)],
  ['the 404 page', () => request(site.url).get('/no-such-page')],
] as const;

describe.each(targets)('security headers on %s', (_name, get) => {
  it('has a strict nonce CSP', async () => {
    const res = await get();
    const csp = parseCsp(res.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    const scriptSrc = csp.get('script-src') ?? [];
    expect(scriptSrc.some((s) => /^'nonce-[A-Za-z0-9+/]{22}=='$/.test(s))).toBe(true);
    expect(scriptSrc).toContain("'strict-dynamic'");
    for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", 'data:', '*', 'http:', 'https:'])
      expect(scriptSrc).not.toContain(unsafe);
    // Observatory +10 needs style-src without unsafe sources too.
    const styleSrc = csp.get('style-src') ?? [];
    for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", 'data:', '*', 'http:', 'https:'])
      expect(styleSrc).not.toContain(unsafe);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('frame-src')).toEqual([MAP_FRAME_ORIGIN]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    // Nothing in the policy may load over plain http.
    for (const sources of csp.values())
      for (const source of sources) expect(source.startsWith('http:')).toBe(false);
  });

  it('has HSTS for a year, nosniff, a private referrer policy, CORP/COOP and no X-Powered-By', async () => {
    const res = await get();
    const hsts = res.headers['strict-transport-security'] ?? '';
    const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('does not take X-Request-Id from a client that is not a trusted proxy', async () => {
    const res = await request(site.url)
      .get('/about')
      .set('X-Request-Id', 'chosen-by-the-client-42')
      .expect(200);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('turns off the powerful features the site does not use', async () => {
    const res = await get();
    const policy = res.headers['permissions-policy'] ?? '';
    const features = new Map(policy.split(/,\s*/).map((entry) => entry.split('=') as [string, string]));
    for (const feature of [
      'camera',
      'microphone',
      'payment',
      'usb',
      'serial',
      'browsing-topics',
      'display-capture',
    ]) {
      expect(features.get(feature), feature).toBe('()');
    }
    // The branch finder's "Use my location": our own pages, no embedded frame.
    expect(features.get('geolocation')).toBe('(self)');
  });
});

describe('nonce', () => {
  it('is fresh on every response, 128 bits, and on every script the page emits', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => request(site.url).get('/')));
    const nonces = responses.map((res) => {
      const source = (parseCsp(res.headers['content-security-policy']).get('script-src') ?? []).find((s) =>
        s.startsWith("'nonce-"),
      );
      const nonce = source?.slice("'nonce-".length, -1) ?? '';
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
      const executable = (res.text.match(/<script\b[^>]*>/g) ?? []).filter(
        (tag) => !/type="application\/(ld\+)?json"/.test(tag),
      );
      expect(executable.length).toBeGreaterThan(0);
      for (const tag of executable) expect(tag).toContain(`nonce="${nonce}"`);
      return nonce;
    });
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it('appears in the style-src as in the script-src, so only our own <style> elements apply', async () => {
    const res = await request(site.url).get('/');
    const csp = parseCsp(res.headers['content-security-policy']);
    const nonce = (csp.get('script-src') ?? []).find((s) => s.startsWith("'nonce-"));
    expect(csp.get('style-src')).toEqual(["'self'", nonce]);
  });
});

describe('/healthz', () => {
  it('does not name the framework either', async () => {
    const res = await request(site.url).get('/healthz').expect(200);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('carries the same security headers as every other answer', async () => {
    const res = await request(site.url).get('/healthz').expect(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(parseCsp(res.headers['content-security-policy']).get('default-src')).toEqual(["'none'"]);
  });

  it("answers a load balancer's HTTP/1.0 probe, which sends no Host", async () => {
    const answer = await exchangeRawBytes(site.url, 'GET /healthz HTTP/1.0\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('"status":"ok"');
  });
});

describe('development', () => {
  it('sends no HSTS (localhost is plain http) and lets Vite open its HMR websocket', async () => {
    const res = await request(dev.url).get('/');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(parseCsp(res.headers['content-security-policy']).get('connect-src')).toEqual([
      "'self'",
      'ws:',
      'wss:',
    ]);
  });
});
