import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../shared/api-paths';
import { makePdf } from '../helpers/cv-fixtures';
import { validCareerFields, validContact } from '../helpers/lead-fixtures';
import { injectFault, mockJournal, resetMock, type RunningSite, startSite } from '../helpers/start-site';

// Issue 6 item 4: every upstream call has a deadline and follows the visitor's abort; a lead
// POST is retried once, only with an Idempotency-Key and only when no answer came at all.

const TIMEOUT_MS = 400;
let site: RunningSite;
beforeAll(async () => {
  site = await startSite({ UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS) });
});
afterAll(() => site.close());
beforeEach(() => resetMock(site.mockUrl));

const postContact = (key?: string, body: object = validContact) => {
  const req = request(site.url).post(API_PATHS.contact);
  if (key) req.set('Idempotency-Key', key);
  return req.send(body);
};

describe('retry of an idempotent lead POST', () => {
  it('retries once after a dropped connection when the POST has an Idempotency-Key, and the backend records one lead', async () => {
    await injectFault(site.mockUrl, { path: API_PATHS.contact, reset: true, times: 1 });
    const first = await postContact('retry-key-1').expect(200);
    expect(first.body.id).toEqual(expect.any(String));

    const journal = await mockJournal(site.mockUrl);
    expect(journal).toHaveLength(2);
    // Both attempts carried the same body; the first got no answer, the retry was accepted.
    expect(journal[0]?.body).toEqual(validContact);
    expect(journal[1]?.body).toEqual(validContact);
    expect(journal[0]).not.toHaveProperty('status');
    expect(journal[1]).toMatchObject({ status: 200 });

    // The visitor presses Submit again with the same key: the backend replays the first
    // answer instead of recording a second lead.
    const again = await postContact('retry-key-1').expect(200);
    expect(again.body.id).toBe(first.body.id);
    const after = await mockJournal(site.mockUrl);
    expect(after).toHaveLength(3);
    expect(after[2]).toMatchObject({ replayed: true, status: 200 });
  });

  it('does not retry a POST without an Idempotency-Key: 502, one attempt', async () => {
    await injectFault(site.mockUrl, { path: API_PATHS.contact, reset: true, times: 1 });
    const res = await postContact().expect(502);
    expect(res.body.message).toBe('Please try again later');
    expect(await mockJournal(site.mockUrl)).toHaveLength(1);
  });

  it('retries only once: two dropped connections give 502 after two attempts', async () => {
    await injectFault(site.mockUrl, { path: API_PATHS.contact, reset: true, times: 2 });
    await postContact('retry-key-2').expect(502);
    expect(await mockJournal(site.mockUrl)).toHaveLength(2);
  });

  it('does not retry after a timeout, so the wait stays bounded by UPSTREAM_TIMEOUT_MS', async () => {
    await injectFault(site.mockUrl, { path: API_PATHS.contact, delayMs: TIMEOUT_MS * 5, times: 1 });
    const started = Date.now();
    const res = await postContact('retry-key-3').expect(504);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 3);
    expect(res.body.message).toBe('Please try again later');
    expect(await mockJournal(site.mockUrl)).toHaveLength(1);
  });

  it('does not retry an answer, even a 5xx', async () => {
    await injectFault(site.mockUrl, { path: API_PATHS.contact, status: 503, times: 1 });
    await postContact('retry-key-4').expect(503);
    expect(await mockJournal(site.mockUrl)).toHaveLength(1);
  });

  it('retries the career upload with the same CV bytes', async () => {
    await injectFault(site.mockUrl, { path: API_PATHS.career, reset: true, times: 1 });
    const req = request(site.url).post(API_PATHS.career).set('Idempotency-Key', 'retry-career-1');
    for (const [name, value] of Object.entries(validCareerFields)) req.field(name, value);
    await req.attach('cv', makePdf(), 'cv.pdf').expect(200);
    const journal = await mockJournal(site.mockUrl);
    expect(journal).toHaveLength(2);
    expect(journal[0]?.file?.sha256).toBeDefined();
    expect(journal[1]?.file?.sha256).toBe(journal[0]?.file?.sha256);
    expect(journal[1]?.body).toEqual(journal[0]?.body);
  });
});

describe('deadlines and aborts', () => {
  it('answers 504 when the backend is slower than UPSTREAM_TIMEOUT_MS', async () => {
    await injectFault(site.mockUrl, { path: API_PATHS.contact, delayMs: TIMEOUT_MS * 4 });
    const started = Date.now();
    await postContact().expect(504);
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 3);
  });

  it('stops waiting for the backend when the visitor goes away', async () => {
    const slow = await startSite({ UPSTREAM_TIMEOUT_MS: '10000' });
    try {
      await injectFault(slow.mockUrl, { path: API_PATHS.contact, delayMs: 1200, times: 1 });
      const visitor = new AbortController();
      const sent = fetch(`${slow.url}${API_PATHS.contact}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(validContact),
        signal: visitor.signal,
      }).catch((error: unknown) => error);
      await new Promise((resolve) => setTimeout(resolve, 250));
      visitor.abort();
      await sent;
      // Had the proxy kept waiting, the mock would have answered (status 200) after 1200 ms.
      await new Promise((resolve) => setTimeout(resolve, 1600));
      const journal = await mockJournal(slow.mockUrl);
      expect(journal).toHaveLength(1);
      expect(journal[0]).not.toHaveProperty('status');
    } finally {
      await slow.close();
    }
  });

  it('answers 502 while the backend drops every connection, and keeps serving pages', async () => {
    await injectFault(site.mockUrl, { path: API_PATHS.contact, reset: true });
    await postContact('down-1').expect(502);
    await request(site.url).get('/').expect(200);
    await request(site.url).get('/healthz').expect(200);
  });
});
