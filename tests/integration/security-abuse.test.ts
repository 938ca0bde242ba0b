import request from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../shared/api-paths';
import { HONEYPOT_FIELD } from '../../shared/honeypot';
import { leadBodyLimitBytes } from '../../shared/lead-body-limits';
import { RATE_LIMITED_BODY } from '../../server/http/lead-rate-limit';
import { makePdf } from '../helpers/cv-fixtures';
import { validCareerFields, validContact, validGold } from '../helpers/lead-fixtures';
import { leadPosts, mockJournal, resetMock, type RunningSite, startSite } from '../helpers/start-site';
import { createRawClient, exchangeRawBytes } from '../helpers/raw-http';

// Abuse (decisions 020 and 027): rate limit, trust proxy, honeypot, foreign Origin, JSON body cap.

describe('lead rate limit (LEAD_RATE_LIMIT=3)', () => {
  let site: RunningSite;
  beforeEach(async () => {
    site = await startSite({ LEAD_RATE_LIMIT: '3' });
  });
  afterEach(() => site.close());

  it('answers the 4th lead POST 429 with draft-8 RateLimit headers and a message, forwarding nothing', async () => {
    for (let i = 0; i < 3; i += 1) {
      const ok = await request(site.url).post(API_PATHS.contact).send(validContact).expect(200);
      expect(ok.headers['ratelimit-policy']).toMatch(/^"3-in-15min"; q=3; w=900(; pk=:[A-Za-z0-9+/=]+:)?$/);
      expect(ok.headers['ratelimit']).toMatch(new RegExp(`^"3-in-15min"; r=${2 - i}; t=\\d+$`));
    }
    const limited = await request(site.url).post(API_PATHS.gold).send(validGold).expect(429);
    expect(limited.headers['content-type']).toMatch(/application\/json/);
    expect(limited.body).toEqual(RATE_LIMITED_BODY);
    expect(limited.body.message).toMatch(/wait a few minutes/);
    expect(limited.headers['ratelimit-policy']).toMatch(/^"3-in-15min"; q=3; w=900/);
    expect(limited.headers['ratelimit']).toMatch(/^"3-in-15min"; r=0; t=\d+$/);
    // The legacy X-RateLimit-* headers are not sent.
    expect(Object.keys(limited.headers).filter((h) => h.startsWith('x-ratelimit'))).toEqual([]);
    expect(await leadPosts(site.mockUrl)).toHaveLength(3);
  });

  it('counts the four lead endpoints together, the career upload included', async () => {
    await request(site.url).post(API_PATHS.contact).send(validContact).expect(200);
    await request(site.url).post(API_PATHS.gold).send(validGold).expect(200);
    await request(site.url).post(API_PATHS.franchise).send({}).expect(400);
    const career = request(site.url).post(API_PATHS.career);
    for (const [name, value] of Object.entries(validCareerFields)) career.field(name, value);
    const res = await career.attach('cv', makePdf(), 'cv.pdf').expect(429);
    expect(res.body.message).toBe(RATE_LIMITED_BODY.message);
  });

  it('answers the API 429 in JSON over the limit whatever the content type, not 415 for the wrong one', async () => {
    for (let i = 0; i < 3; i += 1)
      await request(site.url).post(API_PATHS.contact).send(validContact).expect(200);
    const res = await request(site.url).post(API_PATHS.contact).type('form').send(validContact).expect(429);
    expect(res.body).toEqual(RATE_LIMITED_BODY);
  });

  it('never limits page views, the rates or /healthz', async () => {
    for (let i = 0; i < 4; i += 1) await request(site.url).post(API_PATHS.contact).send(validContact);
    for (let i = 0; i < 5; i += 1) {
      const page = await request(site.url).get('/').expect(200);
      expect(page.headers['ratelimit']).toBeUndefined();
      await request(site.url).get(API_PATHS.rates).expect(200);
      await request(site.url).get('/healthz').expect(200);
    }
  });
});

describe('lead rate limit and trust proxy', () => {
  it('is off with LEAD_RATE_LIMIT=0', async () => {
    const site = await startSite({ LEAD_RATE_LIMIT: '0' });
    try {
      for (let i = 0; i < 15; i += 1) {
        const res = await request(site.url).post(API_PATHS.contact).send(validContact).expect(200);
        expect(res.headers['ratelimit']).toBeUndefined();
      }
    } finally {
      await site.close();
    }
  });

  it('keys on the client address a trusted proxy reports (TRUST_PROXY=1): other visitors are unaffected', async () => {
    const site = await startSite({ LEAD_RATE_LIMIT: '2', TRUST_PROXY: '1' });
    try {
      const from = (ip: string) =>
        request(site.url).post(API_PATHS.contact).set('X-Forwarded-For', ip).send(validContact);
      await from('203.0.113.7').expect(200);
      await from('203.0.113.7').expect(200);
      await from('203.0.113.7').expect(429);
      await from('198.51.100.9').expect(200);
    } finally {
      await site.close();
    }
  });

  it('ignores X-Forwarded-For when no proxy is trusted, so a client cannot dodge the limit', async () => {
    const site = await startSite({ LEAD_RATE_LIMIT: '2' });
    try {
      const from = (ip: string) =>
        request(site.url).post(API_PATHS.contact).set('X-Forwarded-For', ip).send(validContact);
      await from('203.0.113.1').expect(200);
      await from('203.0.113.2').expect(200);
      await from('203.0.113.3').expect(429);
    } finally {
      await site.close();
    }
  });
});

describe('with one site', () => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site.close());
  beforeEach(() => resetMock(site.mockUrl));

  describe('Host', () => {
    let raw: ReturnType<typeof createRawClient>;
    beforeAll(() => {
      raw = createRawClient(site.url);
    });
    afterAll(() => raw.close());

    it('reads a request line in absolute form (RFC 9112) as its path, for pages and the /service redirect', async () => {
      const page = await exchangeRawBytes(
        site.url,
        `GET http://localhost/about HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
      );
      expect(page.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
      expect(page).toContain('<link rel="canonical" href="http://localhost/about"');
      const moved = await exchangeRawBytes(
        site.url,
        `GET http://evil.example/service?a=1 HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
      );
      expect(moved.split('\r\n')[0]).toBe('HTTP/1.1 301 Moved Permanently');
      expect(moved).toMatch(/\r\nLocation: \/services\?a=1\r\n/i);
    });

    it('answers 400 to a request target that is neither a path nor an absolute URL, and never echoes its host', async () => {
      // Node's parser lets these through (it refuses `about` or `http:/x` itself).
      for (const target of ['http://evil.example:65536/', 'http://evil.example:99999//x', '*']) {
        const answer = await exchangeRawBytes(
          site.url,
          `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
        );
        expect(answer.split('\r\n')[0], target).toBe('HTTP/1.1 400 Bad Request');
        // The site's answer, not Node's bare one.
        expect(answer, target).toMatch(/\r\nX-Request-Id: /i);
        expect(answer, target).not.toContain('evil.example');
      }
    });

    it('answers an empty or missing Host 400', async () => {
      for (const hostLine of ['Host: \r\n', '']) {
        const head = await exchangeRawBytes(
          site.url,
          `GET /about HTTP/1.1\r\n${hostLine}Connection: close\r\n\r\n`,
        );
        expect(head.split('\r\n')[0], JSON.stringify(hostLine)).toBe('HTTP/1.1 400 Bad Request');
      }
    });

    it('answers two Host headers 400, whichever comes first', async () => {
      for (const hosts of [
        'Host: localhost\r\nHost: evil.example',
        'Host: evil.example\r\nHost: localhost',
      ]) {
        const head = await exchangeRawBytes(
          site.url,
          `GET /about HTTP/1.1\r\n${hosts}\r\nConnection: close\r\n\r\n`,
        );
        expect(head.split('\r\n')[0], hosts).toBe('HTTP/1.1 400 Bad Request');
        expect(head).not.toContain('evil.example');
      }
    });

    it.each([['a"><b'], ['two words'], ['localhost@evil.example'], ['example.com/path']])(
      'answers Host %j 400 on a page, the API and a cached page',
      async (host) => {
        await request(site.url).get('/').expect(200);
        for (const path of ['/', '/about', API_PATHS.rates]) {
          const res = await raw.send({ method: 'GET', path, headers: { host, 'accept-encoding': 'gzip' } });
          expect(res.status, path).toBe(400);
          expect(res.text).toContain('Host header');
        }
      },
    );

    it('builds the canonical URL from a well-formed Host (SITE_URL unset), port and IPv6 included', async () => {
      for (const host of ['www.example.com:8080', '[::1]:3000']) {
        const res = await raw.send({ method: 'GET', path: '/about', headers: { host } });
        expect(res.status).toBe(200);
        expect(res.text).toContain(`<link rel="canonical" href="http://${host}/about"`);
      }
    });
  });

  describe('honeypot', () => {
    it('answers a filled honeypot with a plain success and forwards nothing (JSON)', async () => {
      const res = await request(site.url)
        .post(API_PATHS.contact)
        .send({ ...validContact, [HONEYPOT_FIELD]: 'https://spam.example' })
        .expect(200);
      expect(res.body).toHaveProperty('id');
      expect(await mockJournal(site.mockUrl)).toEqual([]);
    });

    it('answers a filled honeypot with a plain success and forwards nothing (career upload)', async () => {
      const req = request(site.url).post(API_PATHS.career);
      for (const [name, value] of Object.entries(validCareerFields)) req.field(name, value);
      const res = await req
        .field(HONEYPOT_FIELD, 'bot was here')
        .attach('cv', makePdf(), 'cv.pdf')
        .expect(200);
      expect(res.body).toHaveProperty('id');
      expect(await mockJournal(site.mockUrl)).toEqual([]);
    });

    it('forwards a lead whose honeypot is present but empty, without the honeypot field', async () => {
      await request(site.url)
        .post(API_PATHS.contact)
        .send({ ...validContact, [HONEYPOT_FIELD]: '' })
        .expect(200);
      const journal = await mockJournal(site.mockUrl);
      expect(journal).toHaveLength(1);
      expect(journal[0]?.body).toEqual(validContact);
    });
  });

  describe('Origin', () => {
    it.each([['https://evil.example'], ['null'], [`http://127.0.0.1:1`], ['not a url']])(
      'refuses a POST from Origin %s with 403 JSON',
      async (origin) => {
        const res = await request(site.url)
          .post(API_PATHS.contact)
          .set('Origin', origin)
          .send(validContact)
          .expect(403);
        expect(res.body.message).toMatch(/only be sent from this website/);
        expect(await mockJournal(site.mockUrl)).toEqual([]);
      },
    );

    it('refuses a foreign-Origin POST to a page URL (the no-JavaScript forms) too', async () => {
      await request(site.url)
        .post('/career')
        .set('Origin', 'https://evil.example')
        .type('form')
        .send({ candidate_name: 'x' })
        .expect(403);
    });

    it('accepts a POST from our own origin', async () => {
      await request(site.url).post(API_PATHS.contact).set('Origin', site.url).send(validContact).expect(200);
      expect(await mockJournal(site.mockUrl)).toHaveLength(1);
    });

    it('accepts a POST with no Origin (older browsers, curl)', async () => {
      await request(site.url).post(API_PATHS.contact).send(validContact).expect(200);
      expect(await mockJournal(site.mockUrl)).toHaveLength(1);
    });

    it('does not look at the Origin of a GET', async () => {
      await request(site.url).get('/').set('Origin', 'https://evil.example').expect(200);
    });
  });

  describe('JSON body cap', () => {
    // Room for a free text pasted far past its limit (shared/lead-body-limits.ts).
    const JSON_CAP = leadBodyLimitBytes(3);

    it('answers a JSON body over its cap with 413 JSON and forwards nothing', async () => {
      const body = JSON.stringify({ ...validContact, full_name: 'x'.repeat(JSON_CAP) });
      const res = await request(site.url)
        .post(API_PATHS.contact)
        .set('Content-Type', 'application/json')
        .send(body)
        .expect(413);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body.message).toMatch(/too large/);
      expect(await mockJournal(site.mockUrl)).toEqual([]);
    });

    it('reads a body of exactly its cap (and refuses its content by the schema, 400)', async () => {
      const filler = 'x'.repeat(JSON_CAP - JSON.stringify({ ...validContact, full_name: '' }).length);
      const body = JSON.stringify({ ...validContact, full_name: filler });
      expect(Buffer.byteLength(body)).toBe(JSON_CAP);
      const res = await request(site.url)
        .post(API_PATHS.contact)
        .set('Content-Type', 'application/json')
        .send(body)
        .expect(400);
      expect(res.body.issues.full_name).toBeDefined();
    });

    it('answers malformed JSON 400 and another content type 415', async () => {
      const bad = await request(site.url)
        .post(API_PATHS.contact)
        .set('Content-Type', 'application/json')
        .send('{"full_name":')
        .expect(400);
      expect(bad.body.message).toMatch(/not valid JSON/);
      const text = await request(site.url)
        .post(API_PATHS.contact)
        .set('Content-Type', 'text/plain')
        .send('hello')
        .expect(415);
      expect(text.body.message).toMatch(/application\/json/);
    });
  });

  describe('methods', () => {
    it('answers a wrong method on the five paths 405 with Allow', async () => {
      const get = await request(site.url).get(API_PATHS.contact).expect(405);
      expect(get.headers.allow).toBe('POST');
      const post = await request(site.url).post(API_PATHS.rates).send({}).expect(405);
      expect(post.headers.allow).toBe('GET, HEAD');
    });

    it('answers a method a page does not take 405 with Allow, not Express\'s "Cannot PUT" page', async () => {
      const put = await request(site.url).put('/about').expect(405);
      expect(put.headers.allow).toBe('GET, HEAD');
      expect(put.text).toBe('Method Not Allowed. This address answers GET, HEAD.');
      const post = await request(site.url).post('/about').type('form').send('name=x').expect(405);
      expect(post.headers.allow).toBe('GET, HEAD');
      // A form page takes POST as well.
      const remove = await request(site.url).delete('/career').expect(405);
      expect(remove.headers.allow).toBe('GET, HEAD, POST');
      await request(site.url).patch('/robots.txt').expect(405);
      expect(await mockJournal(site.mockUrl)).toHaveLength(0);
    });

    it('answers OPTIONS on a page or a file with the methods it takes, POST included on the form pages', async () => {
      for (const [path, allow] of [
        ['/about', 'GET, HEAD'],
        ['/calculator', 'GET, HEAD, POST'],
        ['/', 'GET, HEAD, POST'],
        ['/career', 'GET, HEAD, POST'],
        ['/kn/career', 'GET, HEAD, POST'],
        ['/robots.txt', 'GET, HEAD'],
        ['/sitemap.xml', 'GET, HEAD'],
        ['/favicon.ico', 'GET, HEAD'],
      ] as const) {
        const res = await request(site.url).options(path).expect(204);
        expect(res.headers.allow, path).toBe(allow);
        expect(res.text, path).toBe('');
      }
    });

    it('answers an unknown API path with a malformed percent escape 404 JSON, not a 500', async () => {
      const res = await request(site.url).get('/purity/v1/%zz').expect(404);
      expect(res.body).toEqual({ error: 'not_found', message: 'No such endpoint' });
    });
  });
});

describe('Origin behind a proxy that passes its own upstream address as Host (SITE_URL set)', () => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await startSite({ SITE_URL: 'https://www.purity-gold.example' });
  });
  afterAll(() => site?.close());

  it("accepts a POST from the public site's origin though Host names the server itself", async () => {
    await request(site.url)
      .post(API_PATHS.contact)
      .set('Origin', 'https://www.purity-gold.example')
      .send(validContact)
      .expect(200);
    expect(await leadPosts(site.mockUrl)).toHaveLength(1);
  });

  it('still refuses any other origin', async () => {
    await request(site.url)
      .post(API_PATHS.contact)
      .set('Origin', 'https://evil.example')
      .send(validContact)
      .expect(403);
    await request(site.url)
      .post(API_PATHS.contact)
      .set('Origin', 'https://purity-gold.example')
      .send(validContact)
      .expect(403);
  });
});
