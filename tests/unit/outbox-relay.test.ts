import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LeadEvents } from '../../server/metrics/lead-events';
import type { LeadOutbox } from '../../server/outbox/lead-outbox';
import { createEmbeddedLeadOutbox } from '../../server/outbox/embedded/embedded-lead-outbox';
import { openSqliteOutboxStore } from '../../server/outbox/embedded/sqlite-outbox-store';
import type { OutboxStore } from '../../server/outbox/embedded/outbox-store';
import { retryDelayMs } from '../../server/outbox/retry-schedule';
import type { UpstreamClient, UpstreamRequest, UpstreamResult } from '../../server/upstream/upstream-client';
import { validContact } from '../helpers/lead-fixtures';

const HOUR = 3_600_000;
const json = (status: number, body: unknown = {}): UpstreamResult => ({
  kind: 'response',
  status,
  contentType: 'application/json',
  retryAfter: null,
  body: new TextEncoder().encode(JSON.stringify(body)),
});

/** A backend whose every answer the test sets, and which counts what it was sent. */
function scriptedBackend(answer: () => UpstreamResult | Promise<UpstreamResult>) {
  const calls: UpstreamRequest[] = [];
  const upstream: UpstreamClient = {
    baseUrl: 'http://backend.test',
    timeoutMs: 1_000,
    async send(request) {
      calls.push(request);
      return answer();
    },
  };
  return { upstream, calls };
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

function setUp(
  answer: () => UpstreamResult | Promise<UpstreamResult>,
  options: {
    answerWaitMs?: number;
    maxAgeMs?: number;
    events?: LeadEvents;
    storeAround?: (store: OutboxStore) => OutboxStore;
  } = {},
) {
  const dir = mkdtempSync(path.join(tmpdir(), 'outbox-relay-'));
  const store: OutboxStore = openSqliteOutboxStore(dir);
  const clock = { now: 1_000_000 };
  const backend = scriptedBackend(answer);
  const outbox: LeadOutbox = createEmbeddedLeadOutbox({
    store: options.storeAround?.(store) ?? store,
    upstream: backend.upstream,
    events: options.events,
    logger: pino({ level: 'silent' }),
    answerWaitMs: options.answerWaitMs ?? 3_000,
    maxAgeMs: options.maxAgeMs ?? 72 * HOUR,
    retentionMs: 30 * 24 * HOUR,
    now: () => clock.now,
    random: () => 1,
  });
  cleanups.push(async () => {
    await outbox.stop();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return { outbox, store, clock, ...backend };
}

const lead = { kind: 'contact' as const, fields: { ...validContact } };

describe('the lead outbox', () => {
  it('answers 200 and keeps nothing when the backend takes the lead at once', async () => {
    const { outbox, calls } = setUp(() => json(201, { id: 'b-1' }));
    expect(await outbox.accept(lead, 'key-1')).toEqual({ status: 200, body: { id: 'b-1' } });
    expect(calls[0]?.headers).toMatchObject({ 'Idempotency-Key': 'key-1' });
    expect(await outbox.health()).toEqual({ pending: 0, oldestAgeSeconds: 0, dead: 0 });
  });

  it('counts a lead delivered once its stored copy is gone, and once only when removing it failed', async () => {
    // What the outbox held at each moment a delivery was counted.
    const pendingWhenCounted: Array<Promise<number>> = [];
    const events: LeadEvents = {
      became: (_kind, outcome) => {
        if (outcome === 'delivered')
          pendingWhenCounted.push(set.outbox.health().then((health) => health.pending));
      },
      attempted: () => undefined,
    };
    let removals = 0;
    // The first removal fails, as on a full disk: the lead stays and is tried again later.
    const storeAround = (store: OutboxStore): OutboxStore =>
      Object.assign(Object.create(store) as OutboxStore, {
        forget: (claimed: Parameters<OutboxStore['forget']>[0]) =>
          removals++ === 0 ? Promise.reject(new Error('SQLITE_FULL')) : store.forget(claimed),
      });
    const set = setUp(() => json(200, { id: 'b-1' }), { events, storeAround });
    const { outbox } = set;
    expect((await outbox.accept(lead, 'key-counted')).status).toBe(200);
    expect(pendingWhenCounted).toHaveLength(0);
    set.clock.now += 2 * 60_000;
    await outbox.deliverDue();
    expect(set.calls).toHaveLength(2);
    expect(await Promise.all(pendingWhenCounted)).toEqual([0]);
  });

  it('gives a lead sent without a key one of its own, the same on every attempt', async () => {
    let status = 503;
    const { outbox, calls, clock } = setUp(() => json(status));
    expect((await outbox.accept(lead)).status).toBe(202);
    status = 200;
    clock.now += 5_000;
    await outbox.deliverDue();
    const keys = calls.map((call) => call.headers?.['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('hands a refusal that names fields back to the visitor and drops the stored copy', async () => {
    const { outbox } = setUp(() =>
      json(400, { error: 'invalid_payload', issues: { phone_number: ['Invalid phone'] } }),
    );
    const answer = await outbox.accept(lead, 'key-2');
    expect(answer.status).toBe(400);
    expect(await outbox.health()).toMatchObject({ pending: 0, dead: 0 });
  });

  it('passes a key the backend holds another lead under back to the sender, and keeps nothing', async () => {
    const { outbox } = setUp(() => json(422, { error: 'idempotency_key_reused' }));
    expect((await outbox.accept(lead, 'key-3')).status).toBe(422);
    expect(await outbox.health()).toMatchObject({ pending: 0, dead: 0 });
  });

  it('passes another refusal through and keeps the lead as a dead letter after its first attempt', async () => {
    const { outbox, store } = setUp(() => json(422, { error: 'unprocessable' }));
    expect((await outbox.accept(lead, 'key-3')).status).toBe(422);
    expect(await outbox.health()).toMatchObject({ pending: 0, dead: 1 });
    expect((await store.list('dead'))[0]).toMatchObject({ attempts: 1, lastError: 'backend answered 422' });
  });

  it.each([
    ['a 500', () => json(500)],
    ['a 429', () => json(429)],
    ['a 409 (the same key still being processed)', () => json(409)],
    [
      'no connection',
      (): UpstreamResult => ({
        kind: 'unreachable',
        error: Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }),
      }),
    ],
    ['a time-out', (): UpstreamResult => ({ kind: 'timeout' })],
  ])('answers 202 queued for %s and tries again within 5 s', async (_name, failure) => {
    let answer = failure;
    const { outbox, calls, clock } = setUp(() => answer());
    expect(await outbox.accept(lead, 'key-4')).toEqual({ status: 202, body: { status: 'queued' } });
    const firstAttempts = calls.length;
    answer = () => json(200);
    clock.now += 5_000;
    await outbox.deliverDue();
    expect(calls.length).toBeGreaterThan(firstAttempts);
    expect(await outbox.health()).toMatchObject({ pending: 0, dead: 0 });
  });

  it('answers 202 once LEAD_ANSWER_WAIT_MS has passed, and delivers the lead all the same', async () => {
    let finish: (result: UpstreamResult) => void = () => undefined;
    const { outbox } = setUp(() => new Promise<UpstreamResult>((resolve) => (finish = resolve)), {
      answerWaitMs: 20,
    });
    expect((await outbox.accept(lead, 'key-5')).status).toBe(202);
    expect(await outbox.health()).toMatchObject({ pending: 1 });
    finish(json(200));
    await outbox.stop();
    expect(await outbox.health()).toMatchObject({ pending: 0, dead: 0 });
  });

  it('keeps a late refusal that names fields as a dead letter: the visitor was already told "queued"', async () => {
    let finish: (result: UpstreamResult) => void = () => undefined;
    const { outbox } = setUp(() => new Promise<UpstreamResult>((resolve) => (finish = resolve)), {
      answerWaitMs: 20,
    });
    expect((await outbox.accept(lead, 'key-6')).status).toBe(202);
    finish(json(400, { issues: { full_name: ['Required'] } }));
    await outbox.stop();
    expect(await outbox.health()).toMatchObject({ pending: 0, dead: 1 });
  });

  it('hands a refusal that names fields back to its visitor when the wait runs out while its stored copy is being dropped', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { outbox, store } = setUp(() => json(400, { issues: { full_name: ['Required'] } }), {
        answerWaitMs: 20,
      });
      const forget = store.forget.bind(store);
      vi.spyOn(store, 'forget').mockImplementation((lead) => {
        // The visitor's wait runs out during the disk sync that drops the lead.
        vi.advanceTimersByTime(20);
        return forget(lead);
      });
      expect((await outbox.accept(lead, 'key-8')).status).toBe(400);
      expect(await outbox.health()).toMatchObject({ pending: 0, dead: 0 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells the same entry sent again during a first attempt whose visitor was told "queued" the same, when a refusal naming fields comes: it is a dead letter, not a lead to correct', async () => {
    let finish: (result: UpstreamResult) => void = () => undefined;
    const { outbox, store } = setUp(() => new Promise<UpstreamResult>((resolve) => (finish = resolve)), {
      answerWaitMs: 20,
    });
    expect((await outbox.accept(lead, 'key-7')).status).toBe(202);
    const adds = vi.spyOn(store, 'add');
    const again = outbox.accept(lead, 'key-7');
    await vi.waitFor(() => expect(adds).toHaveBeenCalledTimes(1));
    // Stored as a duplicate: the second visitor now waits for the first attempt.
    expect(await adds.mock.results[0]!.value).toBe('duplicate');
    finish(json(400, { issues: { full_name: ['Required'] } }));
    expect(await again).toEqual({ status: 202, body: { status: 'queued' } });
    await outbox.stop();
    expect(await outbox.health()).toMatchObject({ pending: 0, dead: 1 });
  });

  it('backs off exponentially up to 10 minutes, and gives up after LEAD_MAX_AGE_HOURS into a dead letter', async () => {
    // Three hours rather than the default 72: the same schedule and end in a small part of the
    // passes, each a write to disk, which a busy machine makes slow.
    const { outbox, store, calls, clock } = setUp(() => json(500), { maxAgeMs: 3 * HOUR });
    await outbox.accept(lead, 'key-7');
    const waits: number[] = [];
    let last = clock.now;
    while ((await outbox.health()).dead === 0) {
      const [pending] = await store.list('pending');
      waits.push(pending!.nextAttemptAt - last);
      clock.now = last = pending!.nextAttemptAt;
      await outbox.deliverDue();
      if (calls.length > 1_000) throw new Error('never gave up');
    }
    expect(waits.slice(0, 4)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(Math.max(...waits)).toBe(10 * 60_000);
    expect(clock.now - 1_000_000).toBeGreaterThanOrEqual(3 * HOUR);
    expect(clock.now - 1_000_000).toBeLessThan(3 * HOUR + 10 * 60_000);
    expect((await store.list('dead'))[0]?.lastError).toMatch(
      /^not delivered within 3 hours; last: backend answered 500$/,
    );
  });

  it('answers 503 when the lead cannot be stored, and never calls the backend', async () => {
    const { outbox, store, calls } = setUp(() => json(200));
    await store.close();
    const answer = await outbox.accept(lead, 'key-8');
    expect(answer).toEqual({ status: 503, body: expect.objectContaining({ error: 'outbox_unavailable' }) });
    expect(calls).toHaveLength(0);
  });

  it('gives a caller who asks during a pass a pass of its own, which sees what became due meanwhile', async () => {
    let status = 500;
    const { outbox, clock } = setUp(() => json(status));
    await outbox.accept(lead, 'key-during');
    status = 200;
    const running = outbox.deliverDue();
    clock.now += 5_000;
    await Promise.all([running, outbox.deliverDue()]);
    expect(await outbox.health()).toMatchObject({ pending: 0 });
  });

  it('delivers queued leads of a kind in arrival order, and stops a pass at the first failure', async () => {
    let status = 500;
    const { outbox, calls, clock } = setUp(() => json(status));
    for (let i = 1; i <= 5; i++)
      await outbox.accept(
        { kind: 'contact', fields: { ...validContact, full_name: `Lead ${i}` } },
        `order-${i}`,
      );
    clock.now += 5_000;
    const before = calls.length;
    await outbox.deliverDue();
    expect(calls.length - before).toBe(1);
    status = 200;
    clock.now += 60_000;
    await outbox.deliverDue();
    const delivered = calls.slice(before + 1).map((call) => JSON.parse(String(call.body)).full_name);
    expect(delivered).toEqual(['Lead 1', 'Lead 2', 'Lead 3', 'Lead 4', 'Lead 5']);
  });
});

describe('retryDelayMs', () => {
  it('draws each wait from the upper half of its doubling ceiling and honours Retry-After', () => {
    expect(retryDelayMs(1, () => 0)).toBe(2_500);
    expect(retryDelayMs(1, () => 1)).toBe(5_000);
    expect(retryDelayMs(3, () => 0.5)).toBe(15_000);
    expect(retryDelayMs(30, () => 1)).toBe(600_000);
    expect(retryDelayMs(1, () => 0, 120_000)).toBe(120_000);
  });
});
