import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../shared/api-paths';
import { makePdf } from '../helpers/cv-fixtures';
import { validCareerFields, validContact } from '../helpers/lead-fixtures';
import {
  injectFault,
  leadPosts,
  mockJournal,
  resetMock,
  type RunningSite,
  startSite,
} from '../helpers/start-site';
import { waitUntil } from '../helpers/server-process';

// Every upstream call has a deadline; a delivery attempt always carries the
// lead's Idempotency-Key and is repeated at once only when no answer came at all. What the
// visitor is answered when the backend fails is the outbox's (docs/decisions/001-lead-outbox.md).

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

  it('gives a lead sent without a key one of its own, so a dropped connection is retried safely', async () => {
    await injectFault(site.mockUrl, { path: API_PATHS.contact, reset: true, times: 1 });
    await postContact().expect(200);
    const journal = await mockJournal(site.mockUrl);
    expect(journal.map((entry) => entry.status)).toEqual([undefined, 200]);
  });

  it('repeats an attempt only once: two dropped connections queue the lead (202) after two attempts', async () => {
    await injectFault(site.mockUrl, { path: API_PATHS.contact, reset: true, times: 2 });
    await postContact('retry-key-2').expect(202);
    expect(await mockJournal(site.mockUrl)).toHaveLength(2);
  });

  it('does not repeat an attempt that timed out, so the answer comes within UPSTREAM_TIMEOUT_MS', async () => {
    await injectFault(site.mockUrl, { path: API_PATHS.contact, delayMs: TIMEOUT_MS * 5, times: 1 });
    const started = Date.now();
    const res = await postContact('retry-key-3').expect(202);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 3);
    expect(res.body).toEqual({ status: 'queued' });
    expect(await mockJournal(site.mockUrl)).toHaveLength(1);
  });

  it('does not repeat an attempt that got an answer, even a 5xx: the lead is queued', async () => {
    await injectFault(site.mockUrl, { path: API_PATHS.contact, status: 503, times: 1 });
    await postContact('retry-key-4').expect(202);
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
  it('answers 202 as soon as an attempt passes UPSTREAM_TIMEOUT_MS', async () => {
    await injectFault(site.mockUrl, { path: API_PATHS.contact, delayMs: TIMEOUT_MS * 4 });
    const started = Date.now();
    await postContact().expect(202);
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 3);
  });

  it('delivers a lead whose visitor went away before the answer', async () => {
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
      // The visitor goes once the lead is stored and its first attempt waits on the slow backend.
      await waitUntil('the lead to be stored', async () => (await slow.leads.health()).pending === 1, 5_000);
      visitor.abort();
      await sent;
      await waitUntil(
        'the lead to reach the backend',
        async () => (await leadPosts(slow.mockUrl)).some((entry) => entry.status === 200),
        5_000,
      );
      expect(await slow.leads.health()).toMatchObject({ pending: 0 });
    } finally {
      await slow.close();
    }
  });

  it('queues leads while the backend drops every connection, and keeps serving pages', async () => {
    await injectFault(site.mockUrl, { path: API_PATHS.contact, reset: true });
    await postContact('down-1').expect(202);
    await request(site.url).get('/').expect(200);
    await request(site.url).get('/healthz').expect(200);
  });
});
