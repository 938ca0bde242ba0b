import { Queue, QueueEvents, type Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { LEAD_KINDS, type LeadKind } from '../../../shared/lead-forms';
import { checkLead, type AcceptedLead } from '../../leads/lead-check';
import { leadFingerprint } from '../../leads/lead-fingerprint';
import { idempotencyKeyFor } from '../../leads/lead-key';
import type { LeadEvents } from '../../metrics/lead-events';
import type { SiteAnswer } from '../../upstream/site-answer';
import type { UpstreamClient } from '../../upstream/upstream-client';
import {
  KEY_REUSED_ANSWER,
  OUTBOX_UNAVAILABLE_BODY,
  QUEUED_BODY,
  type LeadOutbox,
  type OutboxHealth,
} from '../lead-outbox';
import { firstOf, settledWithin, WAITED_LONG_ENOUGH } from './deadlines';
import { listenForFirstOutcome, TAKEN_BACK, type FirstOutcome } from './first-outcome';
import {
  addLeadJob,
  leadJobId,
  leadQueueName,
  storeCv,
  type LeadJob,
  type LeadQueues,
  type StoredLeadJob,
} from './lead-job';
import { startLeadWorker } from './lead-worker';
import { confirmReading } from './queue-events-reading';
import { createRefusalHandover } from './refusal-handover';
import { purgeDeadLetters } from './purge-dead-letters';
import { refusalFrom } from './refusal';
import { redisDurabilityRisk } from './redis-durability';

const CLOSE_GRACE_MS = 12_000;
const READER_WAIT_MS = 2_000;
const ADD_TRIES = 3;
/** How long one command may take: Redis answers in a millisecond, or is frozen or cut off. */
const REDIS_COMMAND_TIMEOUT_MS = 2_000;
/** How long /healthz and the metrics wait for the counts before saying the outbox is away. */
const HEALTH_DEADLINE_MS = 3_000;
/** The key the health's write probe sets: it holds a time, never a lead, and expires. */
const WRITE_PROBE_KEY = 'lead-outbox-write-probe';
/** How often each instance removes the dead letters past their retention. */
const SWEEP_EVERY_MS = 60 * 60_000;
/** How many stale entries one health check clears from a kind's arrival index. */
const STALE_ARRIVALS_PER_CHECK = 20;

export interface BullmqLeadOutboxOptions {
  redisUrl: string;
  upstream: UpstreamClient;
  logger: Logger;
  answerWaitMs: number;
  maxAgeMs: number;
  retentionMs: number;
  /** Told what happens to leads (the metrics). */
  events?: LeadEvents;
  /** The clock of lead arrivals and their age (tests set it). */
  now?: () => number;
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
  const now = options.now ?? Date.now;
  // Commands fail at once while Redis is away, and within a deadline while it does not answer
  // (frozen, or the network cut), so a lead is refused (503), not left hanging. The queues'
  // connections are copies of this one; the workers' own (blocking reads) are not.
  const commands = new Redis(redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  });
  const connections: Redis[] = [];
  commands.on('error', () => undefined);
  const queues = byKind(
    (kind) =>
      new Queue<LeadJob, SiteAnswer>(leadQueueName(kind), {
        connection: trackedDuplicate(commands, connections),
      }),
  ) satisfies LeadQueues;
  for (const queue of Object.values(queues)) queue.on('error', () => undefined);
  const events = byKind(
    (kind) => new QueueEvents(leadQueueName(kind), { connection: redisConnection(redisUrl, connections) }),
  );
  for (const queueEvents of Object.values(events)) queueEvents.on('error', () => undefined);
  const readers = LEAD_KINDS.map((kind) =>
    confirmReading(events[kind], commands, queues[kind].toKey('events')),
  );
  const allReading = Promise.all(readers.map((reader) => reader.reading));
  let workers: Worker[] = [];
  let sweeps: NodeJS.Timeout | undefined;
  // Dead letters past LEAD_RETENTION_DAYS go with their CVs, as the embedded outbox's do: at start
  // and hourly on every instance (a clean is atomic, so instances never remove one twice).
  const sweep = () =>
    purgeDeadLetters(queues, commands, now() - retentionMs).then(
      (purged) => {
        if (purged > 0) logger.info({ purged }, 'dead letters past their retention removed');
      },
      (error: unknown) =>
        logger.warn({ err: error instanceof Error ? error.message : 'unknown' }, 'dead letters not swept'),
    );
  // Said when Redis first answers, so an operator reads it before a restart of Redis costs a lead.
  const warnIfNotDurable = () => {
    const check = () =>
      void redisDurabilityRisk(commands).then((risk) => {
        if (risk)
          logger.warn(
            { redis: risk },
            'Redis may lose waiting leads: run it with --appendonly yes --appendfsync always --maxmemory-policy noeviction',
          );
      });
    if (commands.status === 'ready') check();
    else commands.once('ready', check);
  };
  const cvTtlMs = maxAgeMs + retentionMs + 24 * 3_600_000;
  // A delivery attempt ends within the upstream deadline (its one retry gets only what is left
  // of it): twice that, and a margin, leaves room for reading the CV from Redis and a busy
  // event loop before the lock could lapse under a worker still at work.
  const lockDurationMs = 2 * upstream.timeoutMs + 5_000;
  const refusals = createRefusalHandover({
    queues,
    commands,
    logger,
    lookEveryMs: lockDurationMs,
    ...(leadEvents ? { events: leadEvents } : {}),
  });

  /**
   * Adds the visitor's lead, with a CV of its own; a sending that meets a job already there for
   * its entry deletes its CV at once, as that job carries the CV of an earlier sending.
   * 'different' when that job holds another lead under the same key: this one is not stored.
   */
  async function add(
    lead: AcceptedLead,
    jobId: string,
    idempotencyKey: string,
  ): Promise<'same' | 'different'> {
    const cv = lead.kind === 'career' ? await storeCv(commands, jobId, lead.cv, cvTtlMs) : undefined;
    const { kind, fields } = lead;
    const fingerprint = leadFingerprint(lead);
    // Before the job, so a job is never without its entry; a sending that meets a job keeps
    // the first arrival (NX). Entries older than any lead that can still wait go as well, so
    // the index stays small whether or not anything reads it.
    await commands
      .multi()
      .zremrangebyscore(arrivalsKey(kind), '-inf', now() - maxAgeMs - 3_600_000)
      .zadd(arrivalsKey(kind), 'NX', now(), jobId)
      .exec();
    await addLeadJob(
      queues[kind],
      jobId,
      { kind, idempotencyKey, fields, fingerprint, ...(cv ? { cv } : {}) },
      retentionMs,
    );
    // An add onto an existing id changes nothing, and BullMQ's answer is the job it was given:
    // only the stored job says whose lead it holds. The lead is stored either way, so a failed
    // look leaves a CV to expire on its own rather than failing the visitor.
    try {
      const stored = await queues[kind].getJob(jobId);
      if (cv && stored?.data.cv?.key !== cv.key) await commands.del(cv.key);
      return (stored?.data.fingerprint ?? fingerprint) === fingerprint ? 'same' : 'different';
    } catch (error) {
      logger.warn(
        { leadId: jobId, kind, err: error instanceof Error ? error.message : 'unknown' },
        "could not look at the stored job: a duplicate sending's CV expires on its own",
      );
      return 'same';
    }
  }

  // One look at a new lead's id (its usual answer: no such job); the job itself only for a dead letter.
  async function deadLetter(kind: LeadKind, jobId: string): Promise<StoredLeadJob | null> {
    if ((await queues[kind].getJobState(jobId)) !== 'failed') return null;
    return (await queues[kind].getJob(jobId)) ?? null;
  }

  async function countLeads(): Promise<OutboxHealth> {
    let pending = 0;
    let dead = 0;
    let oldest: number | null = null;
    for (const kind of LEAD_KINDS) {
      const counts = await queues[kind].getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'failed');
      pending +=
        (counts.waiting ?? 0) + (counts.active ?? 0) + (counts.delayed ?? 0) + (counts.prioritized ?? 0);
      dead += counts.failed ?? 0;
      const first = await oldestArrival(kind);
      if (first !== null && (oldest === null || first < oldest)) oldest = first;
    }
    return {
      pending,
      dead,
      oldestAgeSeconds: oldest === null ? 0 : Math.max(0, Math.round((now() - oldest) / 1000)),
    };
  }

  /**
   * When the oldest lead of a kind still waiting arrived. A queue's own order cannot say:
   * delayed jobs are ordered by their next attempt, and a lead that fails now is tried again
   * sooner than one that has failed for an hour. So each add notes its arrival in a sorted set;
   * an entry whose job has been delivered or buried is cleared here.
   */
  async function oldestArrival(kind: LeadKind): Promise<number | null> {
    for (let cleared = 0; cleared < STALE_ARRIVALS_PER_CHECK; cleared++) {
      const [jobId, arrivedAt] = await commands.zrange(arrivalsKey(kind), '0', '0', 'WITHSCORES');
      if (jobId === undefined) return null;
      const state = await queues[kind].getJobState(jobId);
      if (state === 'waiting' || state === 'active' || state === 'delayed' || state === 'prioritized')
        return Number(arrivedAt);
      await commands.zrem(arrivalsKey(kind), jobId);
    }
    return null;
  }

  /** The first attempt's end, the job being taken back under this wait, or the wait running out. */
  function firstEnd(outcome: FirstOutcome, removalsBefore: number, ms: number) {
    return firstOf(Promise.race([outcome.heard, outcome.removedAfter(removalsBefore)]), ms);
  }

  const outbox: BullmqLeadOutbox = {
    async accept(submission, idempotencyKey) {
      const checked = checkLead(submission);
      if ('answer' in checked) {
        leadEvents?.became(submission.kind, 'rejected');
        return checked.answer;
      }
      const lead = checked.accepted;
      const key = idempotencyKeyFor(idempotencyKey, lead);
      const jobId = leadJobId(lead.kind, key);
      const outcome = listenForFirstOutcome(events[lead.kind], jobId);
      let listening = false;
      try {
        // Until the readers have read, a first attempt's end could pass unseen: the visitor would be
        // told "queued" for a lead already delivered. Bounded, as Redis may be away.
        await settledWithin(Math.min(answerWaitMs, READER_WAIT_MS), [allReading]);
        // A queue would wait for a connection that is not there (Redis away at start-up).
        if (commands.status !== 'ready') throw new Error(`Redis connection ${commands.status}`);
        let removalsBefore = outcome.removals();
        // Read before the add: this sending's own first attempt may end in a dead letter too.
        const deadBefore = await deadLetter(lead.kind, jobId);
        if ((await add(lead, jobId, key)) === 'different') {
          leadEvents?.became(lead.kind, 'rejected');
          return KEY_REUSED_ANSWER;
        }
        // The same entry sent again after its refusal: the job is a dead letter already, and no
        // event will come; this visitor may correct it as well as the first.
        const refused = refusalFrom(
          (await refusals.correctableRefusal(lead.kind, jobId).catch(() => null))?.failedReason,
        );
        // The same entry sent again after it died for good (its answer was lost with the
        // visitor's connection, and the browser sent it again): tried again, as the visitor asks.
        if (deadBefore && !refused)
          await deadBefore.retry('failed', { resetAttemptsMade: true }).catch(() => undefined);
        const waitEnds = Date.now() + answerWaitMs;
        let end = refused?.answer
          ? { answer: refused.answer, correctable: true }
          : await firstEnd(outcome, removalsBefore, answerWaitMs);
        // Another wait for the same entry took back the dead letter this one was added onto (the
        // add was a duplicate): nothing holds this visitor's lead, so it is added again; the
        // backend knows its key.
        for (let tries = 1; end === TAKEN_BACK && tries < ADD_TRIES; tries++) {
          removalsBefore = outcome.removals();
          await add(lead, jobId, key);
          end = await firstEnd(outcome, removalsBefore, Math.max(0, waitEnds - Date.now()));
        }
        // Removed under every add: nothing may hold the lead, so the visitor sends it again
        // (a 503 keeps the form filled in) rather than being told "queued".
        if (end === TAKEN_BACK) throw new Error(`removed under each of its ${ADD_TRIES} adds`);
        if (end === WAITED_LONG_ENOUGH) {
          listening = true;
          refusals.countLateRefusal(lead.kind, jobId, outcome);
        }
        if (end === WAITED_LONG_ENOUGH || end === null) {
          leadEvents?.became(lead.kind, 'queued');
          return { status: 202, body: QUEUED_BODY };
        }
        // Delivered or refused for good: the worker that tried it has counted it.
        if (end.correctable) await refusals.takeBack(lead.kind, jobId);
        return end.answer;
      } catch (error) {
        logger.error(
          { kind: lead.kind, err: error instanceof Error ? error.message : 'unknown' },
          'lead refused: it could not be stored',
        );
        leadEvents?.became(lead.kind, 'refused');
        return { status: 503, body: OUTBOX_UNAVAILABLE_BODY };
      } finally {
        if (!listening) outcome.stop();
      }
    },

    async start() {
      if (workers.length > 0) return;
      warnIfNotDurable();
      workers = LEAD_KINDS.map((kind) =>
        startLeadWorker({
          kind,
          connection: redisConnection(redisUrl, connections),
          commands,
          upstream,
          logger,
          maxAgeMs,
          lockDurationMs,
          ...(leadEvents ? { events: leadEvents } : {}),
        }),
      );
      sweeps = setInterval(sweep, SWEEP_EVERY_MS).unref();
      if (commands.status === 'ready') await sweep();
      else commands.once('ready', sweep);
    },

    async deliverDue() {
      // BullMQ's workers deliver on their own; nothing to drive.
    },

    async stop() {
      clearInterval(sweeps);
      commands.off('ready', sweep);
      // close() lets the job in hand finish and takes no new one.
      await Promise.all(workers.map((worker) => worker.close()));
      workers = [];
    },

    async probeWrite() {
      // A Redis out of memory (maxmemory with noeviction, as BullMQ needs) refuses every write,
      // whatever its size, so a small one tells.
      await commands.set(WRITE_PROBE_KEY, String(now()), 'PX', 60_000);
    },

    async health(): Promise<OutboxHealth> {
      // A queue waits for its connection without end: an instance that started while Redis was
      // away would never answer /healthz.
      if (commands.status !== 'ready') throw new Error(`Redis connection ${commands.status}`);
      const counted = await firstOf(countLeads(), HEALTH_DEADLINE_MS);
      if (counted === WAITED_LONG_ENOUGH) throw new Error('Redis did not answer in time');
      return counted;
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

  return outbox;
}

function byKind<T>(make: (kind: LeadKind) => T): Record<LeadKind, T> {
  return Object.fromEntries(LEAD_KINDS.map((kind) => [kind, make(kind)])) as Record<LeadKind, T>;
}

/** Each kind's leads waiting, by job id, scored by arrival time (see oldestArrival). */
function arrivalsKey(kind: LeadKind): string {
  return `lead-arrivals:${kind}`;
}

/** Workers and event listeners block on Redis: BullMQ wants them retrying for ever. */
function redisConnection(url: string, opened: Redis[]): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: null });
  redis.on('error', () => undefined);
  opened.push(redis);
  return redis;
}

function trackedDuplicate(redis: Redis, opened: Redis[]): Redis {
  const copy = redis.duplicate();
  copy.on('error', () => undefined);
  opened.push(copy);
  return copy;
}
