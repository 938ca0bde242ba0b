import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadEnv } from '../../server/env';
import type { LeadEvents } from '../../server/metrics/lead-events';
import { openLeadOutbox } from '../../server/outbox/open-lead-outbox';
import type { UpstreamClient, UpstreamResult } from '../../server/upstream/upstream-client';
import { missingTools } from '../../scripts/system-tools';
import { validContact } from '../helpers/lead-fixtures';
import { startRedis, type RunningRedis } from '../helpers/redis-server';
import { waitUntil } from '../helpers/server-process';

// A backend that answers at once ends a job within a few Redis round trips of its being added,
// and a worker can have the backend's answer just as the visitor's wait runs out. The visitor
// must still get that answer: "queued" for a delivered lead misleads, and for a lead the backend
// refused by field it loses the lead, as nobody is asked to correct it.

const missing = missingTools(['redis-server']);
if (missing) throw new Error(missing);

const json = (status: number, body: unknown): UpstreamResult => ({
  kind: 'response',
  status,
  contentType: 'application/json',
  retryAfter: null,
  body: new TextEncoder().encode(JSON.stringify(body)),
});

/** Answers in the same tick: takes every lead, except those named "Wrong Number". */
const instantBackend: UpstreamClient = {
  baseUrl: 'http://backend.test',
  timeoutMs: 2_000,
  async send(request) {
    const { full_name } = JSON.parse(String(request.body)) as { full_name: string };
    return full_name === 'Wrong Number'
      ? json(400, { error: 'invalid_payload', issues: { phone_number: ['Enter a valid number'] } })
      : json(200, { id: 'b-1' });
  },
};

let redis: RunningRedis;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis?.stop();
});

const LEADS = 600;
/** Several visitors at once, as on a busy evening; it also widens any gap between add and listen. */
const AT_ONCE = 6;

it('answers every lead an instant backend takes or refuses with that answer, never "queued"', async () => {
  const outbox = await openLeadOutbox({
    env: loadEnv({ REDIS_URL: redis.url, LEAD_ANSWER_WAIT_MS: '15000' }),
    upstream: instantBackend,
    logger: pino({ level: 'silent' }),
  });
  try {
    await outbox.leads.start();
    const expected = Array.from({ length: LEADS }, (_, n) => (n % 4 === 3 ? 400 : 200));
    const statuses: number[] = [];
    for (let first = 0; first < LEADS; first += AT_ONCE) {
      const batch = expected.slice(first, first + AT_ONCE).map((status, offset) =>
        outbox.leads.accept(
          {
            kind: 'contact',
            fields: {
              ...validContact,
              full_name: status === 400 ? 'Wrong Number' : `Quick ${first + offset}`,
            },
          },
          `quick-${first + offset}`,
        ),
      );
      for (const answer of await Promise.all(batch)) statuses.push(answer.status);
    }
    expect(statuses).toEqual(expected);
  } finally {
    await outbox.close();
  }
}, 90_000);

it('hands a field refusal to the visitor whose wait runs out just as the worker has it', async () => {
  const waitMs = 3_000;
  // The worker is held, right after the backend refused the lead by field, until the visitor's
  // wait is over: the visitor's timer then fires before the worker's "completed" can be read.
  const events: LeadEvents = {
    attempted: () => undefined,
    became(_kind, outcome) {
      if (outcome !== 'rejected') return;
      const until = Date.now() + waitMs + 200;
      while (Date.now() < until) {
        // Holds the event loop, as a worker busy with other work would.
      }
    },
  };
  const outbox = await openLeadOutbox({
    env: loadEnv({ REDIS_URL: redis.url, LEAD_ANSWER_WAIT_MS: String(waitMs) }),
    upstream: instantBackend,
    logger: pino({ level: 'silent' }),
    events,
  });
  try {
    await outbox.leads.start();
    const answer = await outbox.leads.accept(
      { kind: 'contact', fields: { ...validContact, full_name: 'Wrong Number' } },
      'late-refusal',
    );
    expect(answer).toEqual({
      status: 400,
      body: { error: 'invalid_payload', issues: { phone_number: ['Enter a valid number'] } },
    });
    expect(await outbox.leads.health()).toMatchObject({ pending: 0, dead: 0 });
  } finally {
    await outbox.close();
  }
}, 30_000);

it('keeps a field refusal that comes after the visitor was told "queued" as a dead letter', async () => {
  let answerNow: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    answerNow = resolve;
  });
  const lateBackend: UpstreamClient = {
    ...instantBackend,
    async send(request) {
      await gate;
      return instantBackend.send(request);
    },
  };
  const outbox = await openLeadOutbox({
    env: loadEnv({ REDIS_URL: redis.url, LEAD_ANSWER_WAIT_MS: '300' }),
    upstream: lateBackend,
    logger: pino({ level: 'silent' }),
  });
  try {
    await outbox.leads.start();
    const answer = await outbox.leads.accept(
      { kind: 'contact', fields: { ...validContact, full_name: 'Wrong Number' } },
      'refused-after-queued',
    );
    expect(answer).toEqual({ status: 202, body: { status: 'queued' } });
    answerNow();
    await waitUntil('the refusal to be kept', async () => (await outbox.leads.health()).dead === 1, 10_000);
    expect(await outbox.leads.health()).toMatchObject({ pending: 0 });
  } finally {
    await outbox.close();
  }
}, 30_000);
