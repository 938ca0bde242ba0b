import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { loadEnv } from '../../server/env';
import type { LeadEvents, LeadOutcome } from '../../server/metrics/lead-events';
import { OUTBOX_UNAVAILABLE_BODY } from '../../server/outbox/lead-outbox';
import { openLeadOutbox } from '../../server/outbox/open-lead-outbox';
import type { UpstreamClient, UpstreamResult } from '../../server/upstream/upstream-client';
import { missingTools } from '../../scripts/system-tools';
import { makePdf } from '../helpers/cv-fixtures';
import { validCareerFields, validContact } from '../helpers/lead-fixtures';
import { startRedis, type RunningRedis } from '../helpers/redis-server';
import { waitUntil } from '../helpers/server-process';

// A backend that answers at once ends a job within a few Redis round trips of its being added,
// and a field refusal can come just as the visitor's wait runs out. The visitor must get the
// backend's answer when it came in time, and a lead must never be lost: "queued" for a lead the
// backend refused by field, with the lead dropped, loses it, as nobody is asked to correct it.

const missing = missingTools(['redis-server']);
if (missing) throw new Error(missing);

const json = (status: number, body: unknown): UpstreamResult => ({
  kind: 'response',
  status,
  contentType: 'application/json',
  retryAfter: null,
  body: new TextEncoder().encode(JSON.stringify(body)),
});
const FIELD_REFUSAL = { error: 'invalid_payload', issues: { phone_number: ['Enter a valid number'] } };

/** Answers in the same tick: takes every lead, except those named "Wrong Number". */
const instantBackend: UpstreamClient = {
  baseUrl: 'http://backend.test',
  timeoutMs: 2_000,
  async send(request) {
    const { full_name } = JSON.parse(String(request.body)) as { full_name: string };
    return full_name === 'Wrong Number' ? json(400, FIELD_REFUSAL) : json(200, { id: 'b-1' });
  },
};

/** Takes every lead, a CV or not. */
const takesEveryLead: UpstreamClient = { ...instantBackend, send: async () => json(200, { id: 'b-1' }) };

/** A backend (the instant one unless told), answering only once the test says so. */
function gatedBackend(backend = instantBackend): { upstream: UpstreamClient; answerNow: () => void } {
  let answerNow: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    answerNow = resolve;
  });
  return {
    upstream: {
      ...backend,
      async send(request) {
        await gate;
        return backend.send(request);
      },
    },
    answerNow,
  };
}

/** The outcomes the outbox reports, in order. */
function recordedEvents(): LeadEvents & { outcomes: LeadOutcome[] } {
  const outcomes: LeadOutcome[] = [];
  return { outcomes, attempted: () => undefined, became: (_kind, outcome) => void outcomes.push(outcome) };
}

// Each test has a Redis of its own, so queues start empty, and an outbox closed after it.
let redis: RunningRedis | undefined;
let opened: LeadOutboxHandle | undefined;
beforeEach(async () => {
  redis = await startRedis();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await opened?.close();
  opened = undefined;
  await redis?.stop();
});

type LeadOutboxHandle = Awaited<ReturnType<typeof openLeadOutbox>>;

/** The BullMQ outbox on this test's Redis, its workers started. */
async function openOutbox(options: {
  waitMs: number;
  upstream?: UpstreamClient;
  events?: LeadEvents;
}): Promise<LeadOutboxHandle> {
  opened = await openLeadOutbox({
    env: loadEnv({ REDIS_URL: redis!.url, LEAD_ANSWER_WAIT_MS: String(options.waitMs) }),
    upstream: options.upstream ?? instantBackend,
    logger: pino({ level: 'silent' }),
    ...(options.events ? { events: options.events } : {}),
  });
  await opened.leads.start();
  return opened;
}

it('answers a lead the backend takes or refuses at once with that answer, even when the job ends before it is added', async () => {
  // Queue.add resolves only once its job has ended: the outbox must already be listening.
  const add = Queue.prototype.add;
  vi.spyOn(Queue.prototype, 'add').mockImplementation(async function (this: Queue, ...args) {
    const job = await add.apply(this, args);
    await waitUntil(
      'the job to end',
      async () => ['completed', 'failed', 'unknown'].includes(await this.getJobState(job.id!)),
      10_000,
    );
    return job;
  });
  const events = recordedEvents();
  const outbox = await openOutbox({ waitMs: 15_000, events });
  const send = (full_name: string, key: string) =>
    outbox.leads.accept({ kind: 'contact', fields: { ...validContact, full_name } }, key);
  expect(await send('Takes It', 'quick-1')).toEqual({ status: 200, body: { id: 'b-1' } });
  expect(await send('Wrong Number', 'quick-2')).toEqual({ status: 400, body: FIELD_REFUSAL });
  expect(await send('Takes It Too', 'quick-3')).toEqual({ status: 200, body: { id: 'b-1' } });
  // The visitor corrects the refused lead: nothing is left for an operator.
  expect(await outbox.leads.health()).toMatchObject({ pending: 0, dead: 0 });
  // Deliveries are counted once BullMQ has recorded them completed, which answers do not wait for.
  await waitUntil('the deliveries to be counted', async () => events.outcomes.length === 3, 10_000);
  expect(events.outcomes).toEqual(['delivered', 'rejected', 'delivered']);
}, 30_000);

it('keeps a field refusal that comes after the visitor was told "queued" as a dead letter, counted once', async () => {
  const { upstream, answerNow } = gatedBackend();
  const events = recordedEvents();
  const outbox = await openOutbox({ waitMs: 300, upstream, events });
  const answer = await outbox.leads.accept(
    { kind: 'contact', fields: { ...validContact, full_name: 'Wrong Number' } },
    'refused-after-queued',
  );
  expect(answer).toEqual({ status: 202, body: { status: 'queued' } });
  answerNow();
  await waitUntil('the refusal to be counted', async () => events.outcomes.length === 2, 10_000);
  expect(events.outcomes).toEqual(['queued', 'dead']);
  expect(await outbox.leads.health()).toMatchObject({ pending: 0, dead: 1 });
  // The browser sends the same entry again (the same key): it is shown the refusal at once,
  // and the visitor's correction replaces the dead letter.
  expect(
    await outbox.leads.accept(
      { kind: 'contact', fields: { ...validContact, full_name: 'Wrong Number' } },
      'refused-after-queued',
    ),
  ).toEqual({ status: 400, body: FIELD_REFUSAL });
  expect(events.outcomes).toEqual(['queued', 'dead', 'rejected']);
  expect(await outbox.leads.health()).toMatchObject({ pending: 0, dead: 0 });
}, 30_000);

it('still shows the visitor a field refusal whose dead letter cannot be removed, and keeps the lead', async () => {
  vi.spyOn(Queue.prototype, 'remove').mockRejectedValue(new Error('Connection is closed.'));
  const events = recordedEvents();
  const outbox = await openOutbox({ waitMs: 15_000, events });
  const answer = await outbox.leads.accept(
    { kind: 'contact', fields: { ...validContact, full_name: 'Wrong Number' } },
    'refusal-kept',
  );
  expect(answer).toEqual({ status: 400, body: FIELD_REFUSAL });
  expect(events.outcomes).toEqual(['dead']);
  expect(await outbox.leads.health()).toMatchObject({ pending: 0, dead: 1 });
}, 30_000);

it('shows a field refusal to every wait for the same entry and takes it back once', async () => {
  const events = recordedEvents();
  const outbox = await openOutbox({ waitMs: 15_000, events });
  const lead = { kind: 'contact' as const, fields: { ...validContact, full_name: 'Wrong Number' } };
  const answers = await Promise.all([
    outbox.leads.accept(lead, 'sent-twice'),
    outbox.leads.accept(lead, 'sent-twice'),
  ]);
  expect(answers).toEqual([
    { status: 400, body: FIELD_REFUSAL },
    { status: 400, body: FIELD_REFUSAL },
  ]);
  expect(events.outcomes).toEqual(['rejected']);
  expect(await outbox.leads.health()).toMatchObject({ pending: 0, dead: 0 });
}, 30_000);

it('adds a resent entry again when the dead letter it met is taken back by another wait', async () => {
  const { upstream, answerNow } = gatedBackend();
  const outbox = await openOutbox({ waitMs: 2_000, upstream });
  const lead = { kind: 'contact' as const, fields: { ...validContact, full_name: 'Wrong Number' } };
  // The first sending: its visitor is told "queued", then the refusal makes a dead letter.
  const first = outbox.leads.accept(lead, 'met-taken-back');
  expect(await first).toEqual({ status: 202, body: { status: 'queued' } });
  answerNow();
  await waitUntil('the dead letter', async () => (await outbox.leads.health()).dead === 1, 10_000);
  // The resend's add meets that dead letter, which another wait takes back right then.
  const add = Queue.prototype.add;
  vi.spyOn(Queue.prototype, 'add').mockImplementationOnce(async function (this: Queue, ...args) {
    const job = await add.apply(this, args);
    expect(await this.remove(job.id!)).toBe(1);
    return job;
  });
  expect(await outbox.leads.accept(lead, 'met-taken-back')).toEqual({ status: 400, body: FIELD_REFUSAL });
  expect(await outbox.leads.health()).toMatchObject({ pending: 0, dead: 0 });
}, 30_000);

/** Refuses the first CV it is sent by field, then takes every one. */
function refusesFirstCareerLead(): UpstreamClient {
  let calls = 0;
  return {
    ...instantBackend,
    async send() {
      calls++;
      return calls === 1 ? json(400, FIELD_REFUSAL) : json(200, { id: 'b-2' });
    },
  };
}

const careerLead = () => ({
  kind: 'career' as const,
  fields: { ...validCareerFields },
  cv: { originalname: 'cv.pdf', buffer: makePdf() },
});

/** The CVs Redis still holds. */
async function storedCvs(): Promise<string[]> {
  const client = new Redis(redis!.url);
  try {
    return await client.keys('lead-cv:*');
  } finally {
    client.disconnect();
  }
}

it('keeps the CV of a sending added just as the dead letter of an earlier sending of its entry is taken back', async () => {
  const events = recordedEvents();
  const outbox = await openOutbox({ waitMs: 15_000, upstream: refusesFirstCareerLead(), events });
  // The first sending is refused by field. Right as its visitor's take-back removes the dead
  // letter, the browser's resend of the same entry is added; the take-back then deletes the
  // CV of the copy it removed, and the resend's worker reads its CV only after that.
  let second: Promise<unknown> | undefined;
  const resendAdded = new Promise<void>((resolve) => {
    const add = Queue.prototype.add;
    vi.spyOn(Queue.prototype, 'add').mockImplementation(async function (this: Queue, ...args) {
      const job = await add.apply(this, args);
      if (second) resolve();
      return job;
    });
  });
  const remove = Queue.prototype.remove;
  vi.spyOn(Queue.prototype, 'remove').mockImplementationOnce(async function (this: Queue, ...args) {
    const removed = await remove.apply(this, args);
    second = outbox.leads.accept(careerLead(), 'cv-resent');
    await resendAdded;
    return removed;
  });
  const getBuffer = Redis.prototype.getBuffer;
  vi.spyOn(Redis.prototype, 'getBuffer').mockImplementation(async function (this: Redis, ...args) {
    if (second) await first;
    return getBuffer.apply(this, args as Parameters<typeof getBuffer>);
  } as typeof getBuffer);
  const first = outbox.leads.accept(careerLead(), 'cv-resent');
  expect(await first).toEqual({ status: 400, body: FIELD_REFUSAL });
  expect(await second).toEqual({ status: 200, body: { id: 'b-2' } });
  // A delivery is counted once BullMQ has recorded the job completed, which the visitor's
  // answer does not wait for.
  await waitUntil('the delivery to be counted', async () => events.outcomes.length === 2, 10_000);
  expect(events.outcomes).toEqual(['rejected', 'delivered']);
  expect(await outbox.leads.health()).toMatchObject({ pending: 0, dead: 0 });
  expect(await storedCvs()).toEqual([]);
}, 30_000);

it('leaves no CV behind when the same entry with a CV is sent twice at once and delivered', async () => {
  const { upstream, answerNow } = gatedBackend(takesEveryLead);
  const outbox = await openOutbox({ waitMs: 15_000, upstream });
  let adds = 0;
  const add = Queue.prototype.add;
  vi.spyOn(Queue.prototype, 'add').mockImplementation(async function (this: Queue, ...args) {
    const job = await add.apply(this, args);
    adds++;
    return job;
  });
  const answers = Promise.all([
    outbox.leads.accept(careerLead(), 'cv-twice'),
    outbox.leads.accept(careerLead(), 'cv-twice'),
  ]);
  await waitUntil('both sendings to be added', async () => adds === 2, 10_000);
  answerNow();
  expect(await answers).toEqual([
    { status: 200, body: { id: 'b-1' } },
    { status: 200, body: { id: 'b-1' } },
  ]);
  expect(await storedCvs()).toEqual([]);
}, 30_000);

it('asks the visitor to send again, instead of saying "queued", when the lead is removed under every add', async () => {
  // Workers not started: each job waits, and is removed right after each add, as another
  // wait's take-back would.
  const events = recordedEvents();
  opened = await openLeadOutbox({
    env: loadEnv({ REDIS_URL: redis!.url, LEAD_ANSWER_WAIT_MS: '15000' }),
    upstream: instantBackend,
    logger: pino({ level: 'silent' }),
    events,
  });
  const add = Queue.prototype.add;
  vi.spyOn(Queue.prototype, 'add').mockImplementation(async function (this: Queue, ...args) {
    const job = await add.apply(this, args);
    expect(await this.remove(job.id!)).toBe(1);
    return job;
  });
  const answer = await opened.leads.accept(
    { kind: 'contact', fields: { ...validContact } },
    'removed-each-time',
  );
  expect(answer).toEqual({ status: 503, body: OUTBOX_UNAVAILABLE_BODY });
  expect(events.outcomes).toEqual(['refused']);
}, 30_000);
