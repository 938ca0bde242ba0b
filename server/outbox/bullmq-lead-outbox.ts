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

/** How a job's first attempt ended, as far as a waiting visitor is concerned. */
interface FirstEnd {
  answer: ProxyAnswer;
  /** A field refusal: the visitor who gets it corrects the form, and its dead letter goes. */
  correctable: boolean;
}

interface FirstOutcome {
  /** The first attempt's end; null when it ends with nothing to hand over (a retry, a refusal without answer). */
  heard: Promise<FirstEnd | null>;
  /** How many times the job was removed so far (a dead letter taken back by another wait). */
  removals(): number;
  /** Resolves once the job has been removed more than `seen` times. */
  removedAfter(seen: number): Promise<typeof TAKEN_BACK>;
  stop(): void;
}

/** Why a job failed for good, and what the visitor is answered if one still waits. */
interface Refusal {
  reason: string;
  answer?: ProxyAnswer;
  correctable?: boolean;
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
    switch (result.verdict) {
      case 'delivered':
        leadEvents?.became(job.data.kind, 'delivered');
        if (job.data.cv) await commands.del(job.data.cv.key);
        logger.info({ ...log, outcome: 'delivered' }, 'lead delivered');
        return result.answer;
      case 'invalid': {
        // A dead letter first, always: the visitor who is still waiting, if any, removes it once
        // the refusal is in hand (accept). Whatever fails in between leaves a lead kept twice,
        // never a lead lost.
        const correctable = job.attemptsMade === 0;
        logger.warn(
          { ...log, outcome: 'dead', reason: result.reason },
          correctable
            ? 'lead refused by the backend by field: dead letter unless its visitor corrects it'
            : 'lead refused by the backend after the visitor was answered: dead letter',
        );
        throw new UnrecoverableError(
          JSON.stringify(
            (correctable
              ? { reason: result.reason, answer: result.answer, correctable }
              : { reason: result.reason }) satisfies Refusal,
          ),
        );
      }
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
   * Every way to a dead letter throws UnrecoverableError, a CV no longer stored included. A
   * correctable refusal is counted by the visitor's side, which knows whether it was corrected.
   */
  async function deliverCounted(job: Job<LeadJob, ProxyAnswer>): Promise<ProxyAnswer> {
    try {
      return await deliver(job);
    } catch (error) {
      if (error instanceof UnrecoverableError && !refusalFrom(error.message)?.correctable)
        leadEvents?.became(job.data.kind, 'dead');
      throw error;
    }
  }

  /** True for the first caller only, per copy of the job: one wait acts on a refusal several hold. */
  async function claimOnce(action: string, jobId: string, job: Job<LeadJob>): Promise<boolean> {
    const claim = `lead-${action}:${jobId}:${job.timestamp}`;
    return (await commands.set(claim, '1', 'PX', CLAIM_MS, 'NX')) === 'OK';
  }

  /** The job's correctable refusal, if it is one now: a dead letter its visitor may take back. */
  async function correctableRefusal(kind: LeadKind, jobId: string): Promise<Job<LeadJob> | null> {
    const job = await queues[kind].getJob(jobId);
    return job && refusalFrom(job.failedReason)?.correctable ? job : null;
  }

  /**
   * The visitor has the field refusal in hand: its dead letter goes, as the visitor corrects the
   * form. Several waits for the same entry (the same Idempotency-Key) may all hold it; one claim
   * per copy of the job lets one of them take it back and count it.
   */
  async function takeBack(kind: LeadKind, jobId: string): Promise<void> {
    let job: Job<LeadJob> | null;
    try {
      job = await correctableRefusal(kind, jobId);
      // Taken back by another wait already, or no longer this refusal.
      if (!job || !(await claimOnce('take-back', jobId, job))) return;
    } catch (error) {
      logger.warn(
        { leadId: jobId, kind, err: error instanceof Error ? error.message : 'unknown' },
        'field refusal handed to its visitor, but its dead letter stays',
      );
      return;
    }
    try {
      if ((await queues[kind].remove(jobId)) !== 1) throw new Error('the dead letter is locked');
    } catch (error) {
      leadEvents?.became(kind, 'dead');
      logger.warn(
        { leadId: jobId, kind, err: error instanceof Error ? error.message : 'unknown' },
        'field refusal handed to its visitor, but its dead letter stays',
      );
      return;
    }
    leadEvents?.became(kind, 'rejected');
    const cvKey = job.data.cv?.key;
    if (cvKey)
      await commands.del(cvKey).catch(() => {
        logger.warn({ leadId: jobId, kind }, 'CV of a corrected lead not deleted; it expires on its own');
      });
  }

  /**
   * The visitor was told "queued" before the first attempt ended: a field refusal after that
   * stays a dead letter, counted here, where it would have been taken back. Listening goes on
   * while the job still waits for or runs its first attempt.
   */
  function countLateRefusal(kind: LeadKind, jobId: string, outcome: FirstOutcome): void {
    let timer: NodeJS.Timeout | undefined;
    let done = false;
    const giveUpAt = Date.now() + LATE_LISTEN_MAX_MS;
    const finish = async (refused: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      outcome.stop();
      if (!refused) return;
      try {
        // Taken back by a resend already, or counted by another wait that was also told "queued".
        const job = await correctableRefusal(kind, jobId);
        if (job && (await claimOnce('dead-count', jobId, job))) leadEvents?.became(kind, 'dead');
      } catch {
        // Redis is away: the dead letter is kept all the same, uncounted.
      }
    };
    const look = async () => {
      try {
        if (await correctableRefusal(kind, jobId)) return await finish(true);
        const state = await queues[kind].getJobState(jobId);
        if (done) return;
        if (['waiting', 'active', 'prioritized'].includes(state) && Date.now() < giveUpAt) {
          timer = setTimeout(() => void look(), lockDurationMs);
          timer.unref();
          return;
        }
      } catch {
        // Redis is away: the dead letter, if any, is kept all the same.
      }
      await finish(false);
    };
    timer = setTimeout(() => void look(), lockDurationMs);
    timer.unref();
    void outcome.heard.then((end) => finish(end?.correctable === true));
  }

  /**
   * Hears how the job's first attempt ends: taken (completed), refused for good (failed), or put
   * on the retry schedule (delayed). It listens before the job exists. BullMQ's waitUntilFinished
   * listens after and then asks Redis once; a job the backend took at once may already be
   * completed and removed, which it reports as failed, and the visitor was told "queued".
   */
  function listenForFirstOutcome(kind: LeadKind, jobId: string): FirstOutcome {
    // The per-job event names are built at run time, outside BullMQ's typed list.
    const emitter: EventEmitter = events[kind];
    let settle: (end: FirstEnd | null) => void = () => undefined;
    const heard = new Promise<FirstEnd | null>((resolve) => {
      settle = resolve;
    });
    let removals = 0;
    const waitingForRemoval = new Set<() => void>();
    const listeners: Record<string, (args: { returnvalue?: unknown; failedReason?: string }) => void> = {
      [`completed:${jobId}`]: ({ returnvalue }) =>
        settle({ answer: returnvalue as ProxyAnswer, correctable: false }),
      [`failed:${jobId}`]: ({ failedReason }) => {
        const refusal = refusalFrom(failedReason);
        settle(
          refusal?.answer ? { answer: refusal.answer, correctable: refusal.correctable === true } : null,
        );
      },
      [`delayed:${jobId}`]: () => settle(null),
      [`removed:${jobId}`]: () => {
        removals++;
        for (const wake of waitingForRemoval) wake();
      },
    };
    for (const [name, listener] of Object.entries(listeners)) emitter.on(name, listener);
    return {
      heard,
      removals: () => removals,
      removedAfter(seen) {
        return new Promise((resolve) => {
          const wake = () => {
            if (removals <= seen) return;
            waitingForRemoval.delete(wake);
            resolve(TAKEN_BACK);
          };
          waitingForRemoval.add(wake);
          wake();
        });
      },
      stop() {
        waitingForRemoval.clear();
        for (const [name, listener] of Object.entries(listeners)) emitter.off(name, listener);
      },
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
      let listening = false;
      try {
        // Until the readers have read, a first attempt's end could pass unseen: the visitor would be
        // told "queued" for a lead already delivered. Bounded, as Redis may be away.
        await settledWithin(Math.min(answerWaitMs, READER_WAIT_MS), [allReading]);
        let cv: LeadJob['cv'];
        if (lead.kind === 'career') cv = await storeCv(jobId, lead.cv);
        let removalsBefore = outcome.removals();
        await add(lead.kind, jobId, key, lead.fields, cv);
        // The same entry sent again after its refusal: the job is a dead letter already, and no
        // event will come; this visitor may correct it as well as the first.
        const refused = refusalFrom(
          (await correctableRefusal(lead.kind, jobId).catch(() => null))?.failedReason,
        );
        const waitEnds = Date.now() + answerWaitMs;
        let end = refused?.answer
          ? { answer: refused.answer, correctable: true }
          : await firstOf(Promise.race([outcome.heard, outcome.removedAfter(removalsBefore)]), answerWaitMs);
        // Another wait for the same entry took back the dead letter this one was added onto (the
        // add was a duplicate): nothing holds this visitor's lead, so it is added again; the
        // backend knows its key.
        for (let tries = 1; end === TAKEN_BACK && tries < ADD_TRIES; tries++) {
          removalsBefore = outcome.removals();
          // The wait that took the dead letter back deleted its CV with it.
          if (lead.kind === 'career') cv = await storeCv(jobId, lead.cv);
          await add(lead.kind, jobId, key, lead.fields, cv);
          end = await firstOf(
            Promise.race([outcome.heard, outcome.removedAfter(removalsBefore)]),
            Math.max(0, waitEnds - Date.now()),
          );
        }
        if (end === TAKEN_BACK) end = WAITED_LONG_ENOUGH;
        if (end === WAITED_LONG_ENOUGH) {
          listening = true;
          countLateRefusal(lead.kind, jobId, outcome);
        }
        if (end === WAITED_LONG_ENOUGH || end === null) {
          leadEvents?.became(lead.kind, 'queued');
          return { status: 202, body: QUEUED_BODY };
        }
        // Delivered or refused for good: the worker that tried it has counted it.
        if (end.correctable) await takeBack(lead.kind, jobId);
        return end.answer;
      } catch (error) {
        logger.error(
          { kind: lead.kind, err: error instanceof Error ? error.message : 'unknown' },
          'lead refused: Redis cannot store it',
        );
        leadEvents?.became(lead.kind, 'refused');
        return { status: 503, body: OUTBOX_UNAVAILABLE_BODY };
      } finally {
        if (!listening) outcome.stop();
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

  function add(kind: LeadKind, jobId: string, key: string, fields: LeadJob['fields'], cv: LeadJob['cv']) {
    return queues[kind].add(
      kind,
      { kind, idempotencyKey: key, fields, receivedAt: Date.now(), ...(cv ? { cv } : {}) },
      {
        jobId,
        attempts: ATTEMPTS,
        backoff: { type: 'lead' },
        removeOnComplete: true,
        removeOnFail: { age: Math.round(retentionMs / 1000) },
      },
    );
  }

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
/** Long enough for every wait holding one refusal to have tried its take-back or count. */
const CLAIM_MS = 60_000;
const ADD_TRIES = 3;
/** A visitor's instance stops listening for a late refusal after this; it is kept, uncounted. */
const LATE_LISTEN_MAX_MS = 3_600_000;
const TAKEN_BACK = Symbol('the job was removed');
const WAITED_LONG_ENOUGH = Symbol('the visitor waited long enough');

/** What the work gives within ms, or WAITED_LONG_ENOUGH. */
async function firstOf<T>(work: Promise<T>, ms: number): Promise<T | typeof WAITED_LONG_ENOUGH> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof WAITED_LONG_ENOUGH>((resolve) => {
    timer = setTimeout(() => resolve(WAITED_LONG_ENOUGH), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
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
