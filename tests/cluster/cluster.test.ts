import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../shared/api-paths';
import type { LeadKind } from '../../shared/lead-forms';
import { startMockBackend, type RunningMockBackend } from '../../mock-backend/start-mock-backend';
import { startCluster, type Cluster, type Instance } from '../helpers/cluster';
import { makePdf } from '../helpers/cv-fixtures';
import { validCareerFields, validContact, validGold } from '../helpers/lead-fixtures';
import { multipartBody } from '../helpers/raw-http';
import { missingTools } from '../../scripts/system-tools';
import { injectFault, leadPosts, resetMock, type MockRequest } from '../helpers/start-site';
import { waitUntil } from '../helpers/server-process';

// Several instances behind nginx (deploy/nginx/, used as it is but for its ports), sharing the lead outbox and
// the rate limit in Redis: leads spread, limits hold across instances, and no lead is lost or
// doubled when the backend is down or an instance dies.

const missing = missingTools(['redis-server', 'nginx']);
if (missing) throw new Error(missing);

let backend: RunningMockBackend;
let cluster: Cluster;
let nextAddress = 10;
/** A fresh visitor address for each test, so one test's leads do not count against another's limit. */
const visitor = () => `127.0.0.${nextAddress++}`;

beforeAll(async () => {
  backend = await startMockBackend({ port: 0 });
  cluster = await startCluster({
    PURITY_API_URL: backend.url,
    LEAD_RATE_LIMIT: '10',
    UPSTREAM_TIMEOUT_MS: '3000',
  });
});
afterAll(async () => {
  await cluster?.stop();
  await backend?.close();
});

function lead(from: string, kind: LeadKind, name: string) {
  if (kind === 'career') {
    const cv = Buffer.concat([makePdf(), Buffer.from(`% ${name}\n`), Buffer.alloc(2 * 1024 * 1024, 0x20)]);
    const { body, contentType } = multipartBody([
      ...Object.entries({ ...validCareerFields, candidate_name: name }).map(([field, value]) => ({
        name: field,
        value,
      })),
      { name: 'cv', value: cv, filename: 'cv.pdf', contentType: 'application/pdf' },
    ]);
    return {
      cv,
      answer: cluster.requestFrom(from, {
        method: 'POST',
        path: API_PATHS.career,
        headers: { 'content-type': contentType, 'idempotency-key': randomUUID() },
        body,
      }),
    };
  }
  const fields = kind === 'gold' ? { ...validGold, full_name: name } : { ...validContact, full_name: name };
  return {
    cv: null,
    answer: cluster.requestFrom(from, {
      method: 'POST',
      path: API_PATHS[kind],
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify(fields),
    }),
  };
}

const nameOf = (entry: MockRequest) =>
  String(
    (entry.body as Record<string, unknown> | null)?.full_name ??
      (entry.body as Record<string, unknown> | null)?.candidate_name ??
      '',
  );
const recorded = (journal: MockRequest[], name: string) =>
  journal.filter((entry) => nameOf(entry) === name && entry.status === 200 && !entry.replayed);
const requestsServed = (instance: Instance, path: string) =>
  instance
    .logs()
    .filter(
      (line) =>
        (line.req as { path?: string } | undefined)?.path === path && line.msg === 'request completed',
    ).length;

describe('three instances behind nginx, sharing Redis', () => {
  it('spreads page views and leads over the instances, and takes a 2 MB CV through nginx', async () => {
    await resetMock(backend.url);
    const from = visitor();
    for (let i = 0; i < 12; i++) expect((await cluster.requestFrom(from, { path: '/faq' })).status).toBe(200);
    const views = cluster.instances.map((instance) => requestsServed(instance, '/faq'));
    expect(
      views.every((count) => count >= 2),
      `page views per instance: ${views}`,
    ).toBe(true);

    const sent = Array.from({ length: 9 }, (_, i) =>
      lead(visitor(), i === 0 ? 'career' : 'contact', `Spread ${i}`),
    );
    // Delivered while the visitor waited (200), or stored and delivered just after (202) when
    // the machine is busy: accepted either way, and each must reach the backend.
    for (const { answer } of sent) expect([200, 202]).toContain((await answer).status);
    await waitUntil(
      'every lead to reach the backend',
      async () => (await leadPosts(backend.url)).length >= sent.length,
      60_000,
    );
    const accepted = cluster.instances.map(
      (instance) => requestsServed(instance, API_PATHS.contact) + requestsServed(instance, API_PATHS.career),
    );
    expect(
      accepted.filter((count) => count > 0).length,
      `leads per instance: ${accepted}`,
    ).toBeGreaterThanOrEqual(2);
    const journal = await leadPosts(backend.url);
    const career = journal.find((entry) => nameOf(entry) === 'Spread 0');
    expect(career?.file?.sha256).toBe(createHash('sha256').update(sent[0]!.cv!).digest('hex'));
  });

  it("answers a CV over nginx's body limit in the site's words: a page for the form, the API's JSON for the API", async () => {
    const { body, contentType } = multipartBody([
      ...Object.entries(validCareerFields).map(([name, value]) => ({ name, value })),
      {
        name: 'cv',
        value: Buffer.alloc(7 * 1024 * 1024, 0x20),
        filename: 'cv.pdf',
        contentType: 'application/pdf',
      },
    ]);
    const post = (path: string, headers: Record<string, string> = {}) =>
      cluster.requestFrom(visitor(), {
        method: 'POST',
        path,
        headers: { 'content-type': contentType, ...headers },
        body,
      });
    const page = await post('/career');
    expect(page.status).toBe(413);
    expect(page.body).toContain('The CV must be 5 MB or smaller');
    expect(page.body).not.toContain('nginx');
    // With a key or without one (nginx routes those apart), and sent in chunks, when nginx
    // finds it too large only as it reads.
    for (const headers of <Array<Record<string, string>>>[
      { 'idempotency-key': randomUUID() },
      { 'transfer-encoding': 'chunked' },
      { 'idempotency-key': randomUUID(), 'transfer-encoding': 'chunked' },
    ]) {
      const api = await post(API_PATHS.career, headers);
      expect(api.status, JSON.stringify(headers)).toBe(413);
      expect(JSON.parse(api.body), JSON.stringify(headers)).toMatchObject({ error: 'file_too_large' });
    }
  });

  it("logs a request at nginx and at the instance under one id, and neither keeps a calculator's figures", async () => {
    const query = 'pledged_grams=41.5&pledged_purity=916&owed=273519';
    const answer = await cluster.requestFrom(visitor(), {
      path: `/calculator?${query}`,
      headers: { Referer: `${cluster.nginxUrl}/branches?q=560004` },
    });
    expect(answer.status).toBe(200);
    const line = cluster
      .nginxAccessLog()
      .split('\n')
      .find((entry) => entry.includes('"GET /calculator '));
    expect(line, cluster.nginxAccessLog()).toBeDefined();
    expect(line).not.toContain('273519');
    expect(line).not.toContain('560004');
    expect(line).toContain(`"${cluster.nginxUrl}/branches"`);
    // No referrer is written as the combined format writes it.
    expect((await cluster.requestFrom(visitor(), { path: '/gold-returns-card' })).status).toBe(200);
    expect(
      cluster
        .nginxAccessLog()
        .split('\n')
        .find((entry) => entry.includes('"GET /gold-returns-card ')),
    ).toMatch(/ 200 \d+ "-" "/);
    const requestId = line!.split(' ').at(-1)!;
    // An instance writes its line once the response has closed, a moment after nginx's.
    const atInstance = () =>
      cluster.instances
        .flatMap((instance) => instance.logs())
        .filter((entry) => (entry.req as { id?: string } | undefined)?.id === requestId);
    await waitUntil('the instance to log the request', async () => atInstance().length > 0, 10_000);
    expect(atInstance().map((entry) => (entry.req as { path: string }).path)).toEqual(['/calculator']);
    expect(JSON.stringify(atInstance())).not.toContain('273519');
  });

  it('counts one visitor across instances: 10 leads, then 429', async () => {
    const from = visitor();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await lead(from, 'contact', `Limited ${i}`).answer).status);
    // Accepted (200, or 202 when delivery outlasts the visitor's wait on a busy machine) ten times.
    const accepted = (status: number) => (status === 200 || status === 202 ? 'accepted' : status);
    expect(statuses.map(accepted)).toEqual([...Array(10).fill('accepted'), 429]);
    // Another visitor is not affected.
    expect(accepted((await lead(visitor(), 'contact', 'Other visitor').answer).status)).toBe('accepted');
  });

  it('delivers every lead exactly once after the backend was down for 30 s', async () => {
    await resetMock(backend.url);
    for (const kind of ['contact', 'gold', 'career'] as const)
      await injectFault(backend.url, { path: API_PATHS[kind], status: 503 });
    const names: string[] = [];
    const outageEnds = Date.now() + 30_000;
    for (let i = 0; Date.now() < outageEnds - 2_000 && i < 15; i++) {
      const kind = (['contact', 'gold', 'career'] as const)[i % 3]!;
      const name = `Outage ${i}`;
      names.push(name);
      expect((await lead(visitor(), kind, name).answer).status).toBe(202);
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, outageEnds - Date.now())));
    await fetch(`${backend.url}/__mock/faults`, { method: 'DELETE' });

    await waitUntil('every queued lead to arrive', () => deliveredAll(names), 120_000);
    const journal = await leadPosts(backend.url);
    for (const name of names) expect(recorded(journal, name), name).toHaveLength(1);
  });

  it('finishes the deliveries and answers the visitors of an instance killed with SIGKILL on the others, none lost or doubled', async () => {
    await resetMock(backend.url);
    // Each delivery takes 2.5 s at the backend, so every instance holds one when the first dies.
    await injectFault(backend.url, { path: API_PATHS.gold, delayMs: 2_500 });
    // Nine, so that every instance takes some however nginx spreads them. Those the killed one
    // took go on to the others under their Idempotency-Key, as nginx is told for the site's API.
    const names = Array.from({ length: 9 }, (_, i) => `Killed ${i}`);
    const answers = names.map((name) => lead(visitor(), 'gold', name).answer);
    const victim = cluster.instances[0]!;
    // Every instance's worker holds one delivery at the slow backend.
    await waitUntil(
      'three deliveries under way at once',
      async () => (await inFlight(API_PATHS.gold)) >= 3,
      10_000,
    );
    const errorsBefore = cluster.nginxErrors().length;
    victim.process.child.kill('SIGKILL');
    await victim.process.exited;
    const statuses = (await Promise.all(answers.map((answer) => answer.catch(() => null)))).map(
      (answer) => answer?.status ?? null,
    );
    await fetch(`${backend.url}/__mock/faults`, { method: 'DELETE' });

    // The killed instance held visitors' requests, which nginx sent on to the others...
    expect(cluster.nginxErrors().slice(errorsBefore)).toContain(
      `upstream: "http://127.0.0.1:${victim.port}${API_PATHS.gold}"`,
    );
    // ...and every visitor is thanked: delivered (200) or kept for delivery (202).
    expect(statuses.map((status) => status === 200 || status === 202)).toEqual(names.map(() => true));
    await waitUntil('the surviving instances to deliver every lead', () => deliveredAll(names), 90_000);
    const journal = await leadPosts(backend.url);
    for (const name of names) expect(recorded(journal, name), name).toHaveLength(1);
    await cluster.startInstance(0);
  });

  it('never sends a lead without an Idempotency-Key on to another instance, where it would be kept twice', async () => {
    await resetMock(backend.url);
    await injectFault(backend.url, { path: API_PATHS.contact, delayMs: 2_500 });
    // Nine, so that one of nginx's workers takes three in a row, one of them to each instance.
    const names = Array.from({ length: 9 }, (_, i) => `Keyless ${i}`);
    const answers = names.map((name) =>
      cluster.requestFrom(visitor(), {
        method: 'POST',
        path: API_PATHS.contact,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...validContact, full_name: name }),
      }),
    );
    await waitUntil(
      'all nine kept in the outbox, and a delivery under way at every instance',
      async () => (await outboxPending()) >= names.length && (await inFlight(API_PATHS.contact)) >= 3,
      10_000,
    );
    const victim = cluster.instances[1]!;
    victim.process.child.kill('SIGKILL');
    await victim.process.exited;
    const statuses = (await Promise.all(answers.map((answer) => answer.catch(() => null)))).map(
      (answer) => answer?.status ?? null,
    );
    await fetch(`${backend.url}/__mock/faults`, { method: 'DELETE' });

    // Those the killed instance held are told to try again later; the others are thanked.
    expect(statuses).toContain(503);
    expect(statuses.filter((status) => status !== 503 && status !== 200 && status !== 202)).toEqual([]);
    // Every lead was in the outbox before the kill: each reaches the backend, once.
    await waitUntil('the surviving instances to deliver every lead', () => deliveredAll(names), 90_000);
    const journal = await leadPosts(backend.url);
    for (const name of names) expect(recorded(journal, name), name).toHaveLength(1);
    await cluster.startInstance(1);
  });

  it('on SIGTERM lets requests in flight finish, and nginx sends nothing more to that instance', async () => {
    await resetMock(backend.url);
    await injectFault(backend.url, { path: API_PATHS.contact, delayMs: 1_500 });
    const answers = Array.from({ length: 6 }, (_, i) => lead(visitor(), 'contact', `Draining ${i}`).answer);
    await waitUntil(
      'deliveries under way at the slow backend',
      async () => (await inFlight(API_PATHS.contact)) >= 2,
      10_000,
    );
    const stopping = cluster.instances[2]!;
    // Its start-up warm-up rendered every page once.
    const servedBefore = requestsServed(stopping, '/about');
    stopping.process.child.kill('SIGTERM');
    // Each visitor is answered: delivered (200) or saved for delivery (202) when the queue behind it is slower.
    for (const answer of await Promise.all(answers)) expect([200, 202]).toContain(answer.status);
    expect(await stopping.process.exited).toBe(0);

    const from = visitor();
    for (let i = 0; i < 12; i++)
      expect((await cluster.requestFrom(from, { path: '/about' })).status).toBe(200);
    expect(requestsServed(stopping, '/about')).toBe(servedBefore);
    await waitUntil(
      'the drained leads to arrive',
      () => deliveredAll(Array.from({ length: 6 }, (_, i) => `Draining ${i}`)),
      30_000,
    );
    await cluster.startInstance(2);
  });
});

describe('nginx in front when things fail', () => {
  /** Stops an instance as a supervisor does and waits for it to exit. */
  const stopInstance = async (instance: Instance) => {
    instance.process.child.kill('SIGTERM');
    await instance.process.exited;
  };

  it('keeps pages and leads up when no instance has the rates: a backend error is not a dead instance', async () => {
    await resetMock(backend.url);
    await injectFault(backend.url, { path: API_PATHS.rates, status: 503 });
    // Instances started during the backend's outage have no rates to fall back on.
    await Promise.all(
      cluster.instances.map(async (instance, index) => {
        await stopInstance(instance);
        await cluster.startInstance(index);
      }),
    );
    const from = visitor();
    for (let i = 0; i < 3; i++)
      expect((await cluster.requestFrom(from, { path: API_PATHS.rates })).body).toContain(
        'rates_unavailable',
      );
    expect((await cluster.requestFrom(from, { path: '/about' })).status).toBe(200);
    expect([200, 202]).toContain((await lead(visitor(), 'contact', 'Rates down').answer).status);
    await fetch(`${backend.url}/__mock/faults`, { method: 'DELETE' });
  });

  it('keeps the outbox counts of /healthz from the public', async () => {
    expect((await cluster.requestFrom(visitor(), { path: '/healthz' })).status).toBe(403);
    expect((await cluster.requestFrom('127.0.0.1', { path: '/healthz' })).status).toBe(200);
  });

  it('answers with a page of its own, not a bare nginx error, when every instance is down', async () => {
    await Promise.all(cluster.instances.map(stopInstance));
    const page = await cluster.requestFrom(visitor(), { path: '/about' });
    expect(page.status).toBe(503);
    expect(page.body).toContain('<h1>We will be back in a minute</h1>');
    expect(page.body).not.toContain('nginx');
  });
});

/** Leads the shared outbox holds (waiting or under way), as /healthz counts them. */
async function outboxPending(): Promise<number> {
  const health = await cluster.requestFrom('127.0.0.1', { path: '/healthz' });
  return (JSON.parse(health.body) as { outbox: { pending: number } }).outbox.pending;
}

/** Leads the backend has received on `path` and not yet answered. */
async function inFlight(path: string): Promise<number> {
  return (await leadPosts(backend.url)).filter((entry) => entry.path === path && entry.status === undefined)
    .length;
}

async function deliveredAll(names: string[]): Promise<boolean> {
  const journal = await leadPosts(backend.url);
  return names.every((name) => recorded(journal, name).length > 0);
}
