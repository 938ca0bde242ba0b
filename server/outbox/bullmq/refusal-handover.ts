import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { LeadKind } from '../../../shared/lead-forms';
import type { LeadEvents } from '../../metrics/lead-events';
import type { FirstOutcome } from './first-outcome';
import type { LeadQueues, StoredLeadJob } from './lead-job';
import { refusalFrom } from './refusal';

/** Long enough for every wait holding one refusal to have tried its take-back or count. */
const CLAIM_MS = 60_000;
/** A visitor's instance stops listening for a late refusal after this; it is kept, uncounted. */
const LATE_LISTEN_MAX_MS = 3_600_000;

export interface RefusalHandover {
  /** The job's correctable refusal, if it is one now: a dead letter its visitor may take back. */
  correctableRefusal(kind: LeadKind, jobId: string): Promise<StoredLeadJob | null>;
  /**
   * The visitor has the field refusal in hand: its dead letter goes, as the visitor corrects
   * the form. Several waits for the same entry (the same Idempotency-Key) may all hold it; one
   * claim per copy of the job lets one of them take it back and count it.
   */
  takeBack(kind: LeadKind, jobId: string): Promise<void>;
  /**
   * The visitor was told "queued" before the first attempt ended: a field refusal after that
   * stays a dead letter, counted here, where it would have been taken back. Listening goes on
   * while the job still waits for or runs its first attempt.
   */
  countLateRefusal(kind: LeadKind, jobId: string, outcome: FirstOutcome): void;
}

/**
 * What becomes of a first attempt's field refusal (docs/decisions/002-scale-out.md): the worker
 * leaves it as a dead letter, and the visitor's side either hands it over and takes it back,
 * or counts it as dead.
 */
export function createRefusalHandover(options: {
  queues: LeadQueues;
  commands: Redis;
  logger: Logger;
  /** How often a late refusal is looked for: a worker's lock, within which an attempt ends. */
  lookEveryMs: number;
  events?: LeadEvents;
}): RefusalHandover {
  const { queues, commands, logger, lookEveryMs, events } = options;

  /** True for the first caller only, per copy of the job: one wait acts on a refusal several hold. */
  async function claimOnce(action: string, jobId: string, job: StoredLeadJob): Promise<boolean> {
    const claim = `lead-${action}:${jobId}:${job.timestamp}`;
    return (await commands.set(claim, '1', 'PX', CLAIM_MS, 'NX')) === 'OK';
  }

  async function correctableRefusal(kind: LeadKind, jobId: string): Promise<StoredLeadJob | null> {
    const job = await queues[kind].getJob(jobId);
    return job && refusalFrom(job.failedReason)?.correctable ? job : null;
  }

  function kept(kind: LeadKind, jobId: string, error: unknown): void {
    logger.warn(
      { leadId: jobId, kind, err: error instanceof Error ? error.message : 'unknown' },
      'field refusal handed to its visitor, but its dead letter stays',
    );
  }

  async function takeBack(kind: LeadKind, jobId: string): Promise<void> {
    let job: StoredLeadJob | null;
    try {
      job = await correctableRefusal(kind, jobId);
      // Taken back by another wait already, or no longer this refusal.
      if (!job || !(await claimOnce('take-back', jobId, job))) return;
    } catch (error) {
      return kept(kind, jobId, error);
    }
    try {
      if ((await queues[kind].remove(jobId)) !== 1) throw new Error('the dead letter is locked');
    } catch (error) {
      events?.became(kind, 'dead');
      return kept(kind, jobId, error);
    }
    events?.became(kind, 'rejected');
    const cvKey = job.data.cv?.key;
    if (cvKey)
      await commands.del(cvKey).catch(() => {
        logger.warn({ leadId: jobId, kind }, 'CV of a corrected lead not deleted; it expires on its own');
      });
  }

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
        if (job && (await claimOnce('dead-count', jobId, job))) events?.became(kind, 'dead');
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
          lookLater();
          return;
        }
      } catch {
        // Redis is away: the dead letter, if any, is kept all the same.
      }
      await finish(false);
    };
    const lookLater = () => {
      timer = setTimeout(() => void look(), lookEveryMs);
      timer.unref();
    };
    lookLater();
    void outcome.heard.then((end) => finish(end?.correctable === true));
  }

  return { correctableRefusal, takeBack, countLateRefusal };
}
