import { UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { LeadKind } from '../../../shared/lead-forms';
import type { AcceptedLead } from '../../leads/lead-check';
import { deliverLead } from '../../leads/lead-delivery';
import type { LeadEvents } from '../../metrics/lead-events';
import type { SiteAnswer } from '../../upstream/site-answer';
import type { UpstreamClient } from '../../upstream/upstream-client';
import { retryDelayMs } from '../retry-schedule';
import { leadQueueName, type LeadJob, type StoredLeadJob } from './lead-job';
import { deadLetter, refusalFrom } from './refusal';

/** A job held by a killed instance is taken over after this many missed lock renewals, never failed. */
const MAX_STALLED = 1_000;

class RetryLater extends Error {
  constructor(
    reason: string,
    readonly retryAfterMs?: number,
  ) {
    super(reason);
  }
}

export interface LeadWorkerOptions {
  kind: LeadKind;
  /** Workers block on Redis: a connection of their own, retrying for ever. */
  connection: Redis;
  /** Reads and deletes CVs. */
  commands: Redis;
  upstream: UpstreamClient;
  logger: Logger;
  maxAgeMs: number;
  lockDurationMs: number;
  events?: LeadEvents;
}

/** Delivers one form's leads, one at a time, with the embedded relay's back-off. */
export function startLeadWorker(options: LeadWorkerOptions): Worker<LeadJob, SiteAnswer> {
  const { kind, connection, lockDurationMs, logger } = options;
  const worker = new Worker<LeadJob, SiteAnswer>(leadQueueName(kind), deliveryCounted(options), {
    connection,
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
  // Counted once BullMQ has recorded the job completed, as the embedded outbox counts once the
  // lead is removed: a completion Redis did not take is tried again and counted then, and a
  // scrape never sees the lead counted and still pending.
  worker.on('completed', () => options.events?.became(kind, 'delivered'));
  return worker;
}

/**
 * Every way to a dead letter throws UnrecoverableError, a CV no longer stored included. A
 * correctable refusal is counted by the visitor's side, which knows whether it was corrected.
 */
function deliveryCounted(options: LeadWorkerOptions): (job: StoredLeadJob) => Promise<SiteAnswer> {
  const deliver = delivery(options);
  return async (job) => {
    try {
      return await deliver(job);
    } catch (error) {
      if (error instanceof UnrecoverableError && !refusalFrom(error.message)?.correctable)
        options.events?.became(job.data.kind, 'dead');
      throw error;
    }
  };
}

function delivery(options: LeadWorkerOptions): (job: StoredLeadJob) => Promise<SiteAnswer> {
  const { commands, upstream, logger, maxAgeMs, events } = options;

  async function leadFrom(job: StoredLeadJob): Promise<AcceptedLead> {
    const { kind, fields, cv } = job.data;
    if (kind !== 'career') return { kind, fields };
    const bytes = cv ? await commands.getBuffer(cv.key) : null;
    if (!cv || !bytes) throw deadLetter({ reason: 'the CV is no longer stored' });
    return { kind, fields, cv: { name: cv.name, type: cv.type, bytes } };
  }

  return async (job) => {
    const lead = await leadFrom(job);
    const result = await deliverLead(upstream, lead, job.data.idempotencyKey);
    events?.attempted(job.data.kind, result.verdict);
    const log = { leadId: job.id, kind: job.data.kind, attempt: job.attemptsMade + 1 };
    switch (result.verdict) {
      case 'delivered':
        if (job.data.cv) await commands.del(job.data.cv.key);
        logger.info({ ...log, outcome: 'delivered' }, 'lead delivered');
        return result.answer;
      case 'invalid': {
        // A dead letter first, always: the visitor who is still waiting, if any, removes it once
        // the refusal is in hand. Whatever fails in between leaves a lead kept twice, never a
        // lead lost.
        const correctable = job.attemptsMade === 0;
        logger.warn(
          { ...log, outcome: 'dead', reason: result.reason },
          correctable
            ? 'lead refused by the backend, by field or for its key: dead letter unless its sender is still waiting'
            : 'lead refused by the backend after the visitor was answered: dead letter',
        );
        throw deadLetter(
          correctable
            ? { reason: result.reason, answer: result.answer, correctable }
            : { reason: result.reason },
        );
      }
      case 'refused':
        logger.warn(
          { ...log, outcome: 'dead', reason: result.reason },
          'lead refused by the backend: dead letter',
        );
        throw deadLetter({ reason: result.reason, answer: result.answer });
      case 'retry':
        if (Date.now() - job.data.receivedAt >= maxAgeMs) {
          const reason = `not delivered within ${Math.round(maxAgeMs / 3_600_000)} hours; last: ${result.reason}`;
          logger.error({ ...log, outcome: 'dead', reason }, 'lead too old to keep trying: dead letter');
          throw deadLetter({ reason });
        }
        logger.warn(
          { ...log, outcome: 'queued', reason: result.reason },
          'lead not delivered yet; will retry',
        );
        throw new RetryLater(result.reason, result.retryAfterMs);
    }
  };
}
