import type { EventEmitter } from 'node:events';
import { Queue, QueueEvents, UnrecoverableError, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { LeadKind } from '../../shared/lead-forms';
import { checkLead, type AcceptedLead, type CheckedCv } from '../leads/lead-check';
import { deliverLead } from '../leads/lead-delivery';
import type { ProxyAnswer } from '../upstream/forward-result';
import type { UpstreamClient } from '../upstream/upstream-client';
import { OUTBOX_UNAVAILABLE_BODY, QUEUED_BODY, type LeadOutbox, type OutboxHealth } from './lead-outbox';
import { confirmReading } from './queue-events-reading';
import { retryDelayMs } from './retry-schedule';
import type { LeadEvents } from '../metrics/lead-events';

const KINDS: readonly LeadKind[] = ['contact', 'gold', 'franchise', 'career'];
/** BullMQ counts attempts; ours end by age (LEAD_MAX_AGE_HOURS), so the count never should. */
const ATTEMPTS = 1_000_000;
/** A job held by a killed instance is taken over after this many missed lock renewals, never failed. */
const MAX_STALLED = 1_000;

interface LeadJob {
  kind: LeadKind;
  idempotencyKey: string;
  fields: Record<string, unknown>;
  /** The CV travels beside the job as a binary key, not as base64 inside it. */
  cv?: { key: string; name: string; type: string };
  receivedAt: number;
}

interface FirstOutcome {
  /** The first attempt's answer, or null once the visitor should be told "queued". */
  within(ms: number): Promise<ProxyAnswer | null>;
  stop(): void;
}

/** Why a job failed for good, and what the visitor is answered if one still waits. */
interface Refusal {
  reason: string;
  answer?: ProxyAnswer;
}

class RetryLater extends Error {
  constructor(
    reason: string,
    readonly retryAfterMs?: number,
  ) {
    super(reason);
  }
}

export interface BullmqLeadOutboxOptions {
  redisUrl: string;
  upstream: UpstreamClient;
  logger: Logger;
  answerWaitMs: number;
  maxAgeMs: number;
  retentionMs: number;
  /** Told what happens to leads (the metrics). */
  events?: LeadEvents;
}

export interface BullmqLeadOutbox extends LeadOutbox {
  close(): Promise<void>;
}

/**
 * The lead outbox on Redis, for several instances (docs/decisions/002-scale-out.md): one
 * BullMQ queue per kind that every instance feeds and works. BullMQ brings what the embedded
 * relay does by hand: at-least-once delivery with back-off, jobs of a killed worker taken over
 * once its lock lapses, failed jobs kept as dead letters. The answer table is the embedded
 * outbox's; the Idempotency-Key keeps "at least once" to one record at the backend.
 */
export function createBullmqLeadOutbox(options: BullmqLeadOutboxOptions): BullmqLeadOutbox {
  const { redisUrl, upstream, logger, answerWaitMs, maxAgeMs, retentionMs, events: leadEvents } = options;
  // Commands fail at once while Redis is away, so a lead is refused (503), not left hanging.
  const commands = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  const connections: Redis[] = [];
  commands.on('error', () => undefined);
  const queues = Object.fromEntries(
    KINDS.map((kind) => [
      kind,
      new Queue<LeadJob, ProxyAnswer>(`leads-${kind}`, {
        connection: trackedDuplicate(commands, connections),
      }),
    ]),
  ) as Record<LeadKind, Queue<LeadJob, ProxyAnswer>>;
  for (const queue of Object.values(queues)) queue.on('error', () => undefined);
  const events = Object.fromEntries(
    KINDS.map((kind) => [
      kind,
      new QueueEvents(`leads-${kind}`, { connection: redisConnection(redisUrl, connections) }),
    ]),
  ) as Record<LeadKind, QueueEvents>;
  for (const queueEvents of Object.values(events)) queueEvents.on('error', () => undefined);
  const readers = KINDS.map((kind) => confirmReading(events[kind], commands, queues[kind].toKey('events')));
  const allReading = Promise.all(readers.map((reader) => reader.reading));
  let workers: Worker<LeadJob, ProxyAnswer>[] = [];
  const cvTtlMs = maxAgeMs + retentionMs + 24 * 3_600_000;
  // The upstream deadline, retried once, must end well inside a worker's lock.
  const lockDurationMs = 2 * upstream.timeoutMs + 5_000;

  async function leadFrom(job: Job<LeadJob>): Promise<AcceptedLead> {
    const { kind, fields, cv } = job.data;
    if (kind !== 'career') return { kind, fields };
    const bytes = cv ? await commands.getBuffer(cv.key) : null;
    if (!cv || !bytes)
      throw new UnrecoverableError(
        JSON.stringify({ reason: 'the CV is no longer stored' } satisfies Refusal),
      );
    return { kind, fields, cv: { name: cv.name, type: cv.type, bytes } };
  }

  async function deliver(job: Job<LeadJob, ProxyAnswer>): Promise<ProxyAnswer> {
    const lead = await leadFrom(job);
    const result = await deliverLead(upstream, lead, job.data.idempotencyKey);
    leadEvents?.attempted(job.data.kind, result.verdict);
    const log = { leadId: job.id, kind: job.data.kind, attempt: job.attemptsMade + 1 };
    const visitorMayWait = job.attemptsMade === 0 && Date.now() - job.data.receivedAt < answerWaitMs;
    const forget = async () => {
      if (job.data.cv) await commands.del(job.data.cv.key);
    };
    switch (result.verdict) {
      case 'delivered':
        leadEvents?.became(job.data.kind, 'delivered');
        await forget();
        logger.info({ ...log, outcome: 'delivered' }, 'lead delivered');
        return result.answer;
      case 'invalid':
        if (visitorMayWait && (await handBack(job.id!, result.answer))) {
          leadEvents?.became(job.data.kind, 'rejected');
          await forget();
          logger.info(
            { ...log, outcome: 'rejected', reason: result.reason },
            'lead refused by the backend; the visitor corrects it',
          );
          return result.answer;
        }
        logger.warn(
          { ...log, outcome: 'dead', reason: result.reason },
          'lead refused by the backend after the visitor was answered: dead letter',
        );
        throw new UnrecoverableError(JSON.stringify({ reason: result.reason } satisfies Refusal));
      case 'refused':
        logger.warn(
          { ...log, outcome: 'dead', reason: result.reason },
          'lead refused by the backend: dead letter',
        );
        throw new UnrecoverableError(
          JSON.stringify({ reason: result.reason, answer: result.answer } satisfies Refusal),
        );
      case 'retry':
        if (Date.now() - job.data.receivedAt >= maxAgeMs) {
          const reason = `not delivered within ${Math.round(maxAgeMs / 3_600_000)} hours; last: ${result.reason}`;
          logger.error({ ...log, outcome: 'dead', reason }, 'lead too old to keep trying: dead letter');
          throw new UnrecoverableError(JSON.stringify({ reason } satisfies Refusal));
        }
        logger.warn(
          { ...log, outcome: 'queued', reason: result.reason },
          'lead not delivered yet; will retry',
        );
        throw new RetryLater(result.reason, result.retryAfterMs);
    }
  }

  /**
   * A field refusal goes back to the visitor, who corrects the form, only if the visitor still
   * waits; otherwise it is a dead letter. The worker and the visitor's wait running out can meet
   * at the last moment, so one Redis key decides: whoever sets it first. The worker's value is
   * the refusal itself, which the visitor reads if the wait ran out just after.
   */
  async function handBack(jobId: string, answer: ProxyAnswer): Promise<boolean> {
    const set = await commands
      .set(firstAnswerKey(jobId), JSON.stringify(answer), 'PX', answerWaitMs + FIRST_ANSWER_TTL_MS, 'NX')
      .catch(() => null);
    return set === 'OK';
  }

  /** The visitor stops waiting: null to tell them "queued", or the refusal a worker handed back first. */
  async function stopWaiting(jobId: string): Promise<ProxyAnswer | null> {
    const key = firstAnswerKey(jobId);
    try {
      const set = await commands.set(key, GAVE_UP, 'PX', answerWaitMs + FIRST_ANSWER_TTL_MS, 'NX');
      if (set === 'OK') return null;
      const handedBack = await commands.get(key);
      // Another wait for the same entry (the same Idempotency-Key) may have given up first.
      if (handedBack === null || handedBack === GAVE_UP) return null;
      await commands.del(key);
      return JSON.parse(handedBack) as ProxyAnswer;
    } catch {
      // Redis is away: no worker can hand a refusal back either (its set fails the same way).
      return null;
    }
  }

  /** Every way to a dead letter throws UnrecoverableError, a CV no longer stored included. */
  async function deliverCounted(job: Job<LeadJob, ProxyAnswer>): Promise<ProxyAnswer> {
    try {
      return await deliver(job);
    } catch (error) {
      if (error instanceof UnrecoverableError) leadEvents?.became(job.data.kind, 'dead');
      throw error;
    }
  }

  /**
   * Hears how the job's first attempt ends: taken or handed back (completed), refused for good
   * (failed), or put on the retry schedule (delayed). It listens before the job exists. BullMQ's
   * waitUntilFinished listens after and then asks Redis once; a job the backend took at once may
   * already be completed and removed, which it reports as failed, and the visitor was told
   * "queued" for a lead delivered, or for one the backend refused and nobody would correct.
   */
  function listenForFirstOutcome(kind: LeadKind, jobId: string): FirstOutcome {
    // The per-job event names are built at run time, outside BullMQ's typed list.
    const emitter: EventEmitter = events[kind];
    let settle: (answer: ProxyAnswer | null) => void = () => undefined;
    const heard = new Promise<ProxyAnswer | null>((resolve) => {
      settle = resolve;
    });
    const listeners: Record<string, (args: { returnvalue?: unknown; failedReason?: string }) => void> = {
      [`completed:${jobId}`]: ({ returnvalue }) => settle(returnvalue as ProxyAnswer),
      [`failed:${jobId}`]: ({ failedReason }) => settle(refusalFrom(failedReason)?.answer ?? null),
      [`delayed:${jobId}`]: () => settle(null),
    };
    for (const [name, listener] of Object.entries(listeners)) emitter.on(name, listener);
    const stop = () => {
      for (const [name, listener] of Object.entries(listeners)) emitter.off(name, listener);
    };
    return {
      async within(ms) {
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), ms);
        });
        try {
          return await Promise.race([heard, late]);
        } finally {
          clearTimeout(timer);
          stop();
        }
      },
      stop,
    };
  }

  const outbox: BullmqLeadOutbox = {
    async accept(submission, idempotencyKey) {
      const checked = checkLead(submission);
      if ('answer' in checked) {
        leadEvents?.became(submission.kind, 'rejected');
        return checked.answer;
      }
      const lead = checked.accepted;
      const key = idempotencyKey ?? crypto.randomUUID();
      // BullMQ reserves ':' in job ids.
      const jobId = `${lead.kind}-${Buffer.from(key).toString('base64url')}`;
      const outcome = listenForFirstOutcome(lead.kind, jobId);
      try {
        // Until the readers have read, a first attempt's end could pass unseen: the visitor would be
        // told "queued" for a lead already delivered. Bounded, as Redis may be away.
        await settledWithin(Math.min(answerWaitMs, READER_WAIT_MS), [allReading]);
        let cv: LeadJob['cv'];
        if (lead.kind === 'career') cv = await storeCv(jobId, lead.cv);
        await queues[lead.kind].add(
          lead.kind,
          {
            kind: lead.kind,
            idempotencyKey: key,
            fields: lead.fields,
            receivedAt: Date.now(),
            ...(cv ? { cv } : {}),
          },
          {
            jobId,
            attempts: ATTEMPTS,
            backoff: { type: 'lead' },
            removeOnComplete: true,
            removeOnFail: { age: Math.round(retentionMs / 1000) },
          },
        );
        // Delivered, handed back or buried: the worker that tried it has counted it.
        const answer = (await outcome.within(answerWaitMs)) ?? (await stopWaiting(jobId));
        if (answer) return answer;
        leadEvents?.became(lead.kind, 'queued');
        return { status: 202, body: QUEUED_BODY };
      } catch (error) {
        logger.error(
          { kind: lead.kind, err: error instanceof Error ? error.message : 'unknown' },
          'lead refused: Redis cannot store it',
        );
        leadEvents?.became(lead.kind, 'refused');
        return { status: 503, body: OUTBOX_UNAVAILABLE_BODY };
      } finally {
        outcome.stop();
      }
    },

    async start() {
      if (workers.length > 0) return;
      workers = KINDS.map((kind) => {
        const worker = new Worker<LeadJob, ProxyAnswer>(`leads-${kind}`, deliverCounted, {
          connection: redisConnection(redisUrl, connections),
          concurrency: 1,
          lockDuration: lockDurationMs,
          stalledInterval: lockDurationMs,
          maxStalledCount: MAX_STALLED,
          settings: {
            backoffStrategy: (attemptsMade: number, _type?: string, error?: Error) =>
              retryDelayMs(attemptsMade, Math.random, error instanceof RetryLater ? error.retryAfterMs : 0),
          },
        });
        worker.on('error', (error) => logger.warn({ kind, err: error.message }, 'lead worker: Redis error'));
        return worker;
      });
    },

    async deliverDue() {
      // BullMQ's workers deliver on their own; nothing to drive.
    },

    async stop() {
      // close() lets the job in hand finish and takes no new one.
      await Promise.all(workers.map((worker) => worker.close()));
      workers = [];
    },

    async health(): Promise<OutboxHealth> {
      let pending = 0;
      let dead = 0;
      let oldest: number | null = null;
      for (const kind of KINDS) {
        const counts = await queues[kind].getJobCounts(
          'waiting',
          'active',
          'delayed',
          'prioritized',
          'failed',
        );
        pending +=
          (counts.waiting ?? 0) + (counts.active ?? 0) + (counts.delayed ?? 0) + (counts.prioritized ?? 0);
        dead += counts.failed ?? 0;
        const [first] = await queues[kind].getJobs(['waiting', 'active', 'delayed'], 0, 0, true);
        if (first && (oldest === null || first.data.receivedAt < oldest)) oldest = first.data.receivedAt;
      }
      return {
        pending,
        dead,
        oldestAgeSeconds: oldest === null ? 0 : Math.max(0, Math.round((Date.now() - oldest) / 1000)),
      };
    },

    async close() {
      for (const reader of readers) reader.cancel();
      // Graceful while Redis answers; a Redis that is gone must not hold the process open.
      await settledWithin(CLOSE_GRACE_MS, [
        outbox.stop(),
        ...Object.values(queues).map((queue) => queue.close()),
        ...Object.values(events).map((queueEvents) => queueEvents.close()),
      ]);
      for (const redis of [commands, ...connections]) redis.disconnect();
    },
  };

  async function storeCv(jobId: string, cv: CheckedCv): Promise<LeadJob['cv']> {
    const key = `lead-cv:${jobId}`;
    await commands.set(key, cv.bytes, 'PX', cvTtlMs);
    return { key, name: cv.name, type: cv.type };
  }

  return outbox;
}

/** Workers and event listeners block on Redis: BullMQ wants them retrying for ever. */
function redisConnection(url: string, opened: Redis[]): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: null });
  redis.on('error', () => undefined);
  opened.push(redis);
  return redis;
}

const CLOSE_GRACE_MS = 12_000;
/** How long a hand-back decision outlives the visitor's wait: only that moment needs it. */
const FIRST_ANSWER_TTL_MS = 60_000;
const GAVE_UP = 'visitor gave up';
const firstAnswerKey = (jobId: string) => `lead-first-answer:${jobId}`;
const READER_WAIT_MS = 2_000;

function trackedDuplicate(redis: Redis, opened: Redis[]): Redis {
  const copy = redis.duplicate();
  copy.on('error', () => undefined);
  opened.push(copy);
  return copy;
}

function settledWithin(ms: number, work: Promise<unknown>[]): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Promise.race([Promise.allSettled(work), deadline]).finally(() => clearTimeout(timer));
}

function refusalFrom(failedReason: string | undefined): Refusal | null {
  if (failedReason === undefined) return null;
  try {
    return JSON.parse(failedReason) as Refusal;
  } catch {
    return null;
  }
}
