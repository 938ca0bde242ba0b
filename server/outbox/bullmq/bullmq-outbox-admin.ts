import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { LEAD_KINDS, type LeadKind } from '../../../shared/lead-forms';
import type { SiteAnswer } from '../../upstream/site-answer';
import { NoOutboxError, type AdminLeadSummary, type OutboxAdmin } from '../outbox-admin';
import { leadQueueName, type LeadJob, type LeadQueues, type StoredLeadJob } from './lead-job';
import { purgeDeadLetters } from './purge-dead-letters';
import { refusalFrom } from './refusal';

// `npm run outbox` when the leads wait in Redis: the four BullMQ queues the sites share, read
// and changed with BullMQ's own calls, so a running site's workers see each change as they
// would their own. A lead is named by its job id, which starts with its kind (leadJobId).

const PENDING_STATES = ['waiting', 'active', 'delayed', 'prioritized'] as const;
const JOB_ID = new RegExp(`^(${LEAD_KINDS.join('|')})-[A-Za-z0-9_-]{1,300}$`);

/** How much longer than a visitor's wait a field refusal stays theirs. */
const TAKE_BACK_MARGIN_MS = 60_000;

export async function openBullmqOutboxAdmin(
  redisUrl: string,
  options: { answerWaitMs: number },
): Promise<OutboxAdmin> {
  // An operator's command: a Redis that cannot be reached is said at once, not waited for.
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  const { hostname, port, pathname } = new URL(redisUrl);
  const database = pathname.slice(1);
  const where = `${hostname}:${port || 6379}${database ? ` database ${database}` : ''}`;
  await redis.connect().catch((error: unknown) => {
    throw new Error(
      `Redis at ${where} did not answer (${error instanceof Error ? error.message : 'unknown'})`,
    );
  });
  // A running site made its queues when it started (BullMQ writes their meta key).
  if ((await redis.exists(...LEAD_KINDS.map((kind) => `bull:${leadQueueName(kind)}:meta`))) === 0) {
    redis.disconnect();
    throw new NoOutboxError(`No lead queues in Redis at ${where}. REDIS_URL must be the one the sites use.`);
  }
  const queues = Object.fromEntries(
    LEAD_KINDS.map((kind) => [
      kind,
      new Queue<LeadJob, SiteAnswer>(leadQueueName(kind), { connection: redis }),
    ]),
  ) as LeadQueues;

  // When a waiting lead is tried again. BullMQ counts a retry's delay from the failure, which no
  // field of the job records; the delayed set's score is the due time (getDelayedScore.lua:
  // milliseconds times 0x1000, plus a counter). A lead that is not delayed is due now.
  async function nextAttemptAt(job: StoredLeadJob): Promise<number> {
    const score = await redis.zscore(queues[job.data.kind].toKey('delayed'), job.id!);
    return score === null ? job.timestamp : Math.floor(Number(score) / 0x1000);
  }

  const summary = async (job: StoredLeadJob, state: 'pending' | 'dead'): Promise<AdminLeadSummary> => ({
    id: job.id!,
    kind: job.data.kind,
    state,
    receivedAt: job.data.receivedAt,
    attempts: job.attemptsMade,
    nextAttemptAt: await nextAttemptAt(job),
    lastError: job.failedReason ? (refusalFrom(job.failedReason)?.reason ?? job.failedReason) : null,
    deadAt: state === 'dead' ? (job.finishedOn ?? null) : null,
  });

  async function jobsIn(state: 'pending' | 'dead'): Promise<StoredLeadJob[]> {
    const lists = await Promise.all(
      LEAD_KINDS.map((kind) => queues[kind].getJobs(state === 'dead' ? ['failed'] : [...PENDING_STATES])),
    );
    return lists.flat().filter((job): job is StoredLeadJob => Boolean(job?.id));
  }

  const list = async (state: 'pending' | 'dead') =>
    (await Promise.all((await jobsIn(state)).map((job) => summary(job, state)))).sort(
      (a, b) => a.receivedAt - b.receivedAt,
    );

  async function jobOf(id: string): Promise<{ job: StoredLeadJob; state: string } | null> {
    const kind = id.slice(0, id.indexOf('-')) as LeadKind;
    const job = await queues[kind].getJob(id);
    return job ? { job, state: await job.getState() } : null;
  }

  return {
    describe: `Outbox: BullMQ queues ${LEAD_KINDS.map(leadQueueName).join(', ')} in Redis at ${where}`,
    // As list prints it ("#gold-…") or without the #.
    idFrom: (text) => {
      const id = text.replace(/^#/, '');
      return JOB_ID.test(id) ? id : null;
    },
    async counts() {
      const pending = await list('pending');
      const dead = (await Promise.all(LEAD_KINDS.map((kind) => queues[kind].getFailedCount()))).reduce(
        (a, b) => a + b,
        0,
      );
      return { pending: pending.length, oldestPendingAt: pending[0]?.receivedAt ?? null, dead };
    },
    async list(state) {
      return state ? list(state) : [...(await list('pending')), ...(await list('dead'))];
    },
    async show(id) {
      const found = await jobOf(id);
      if (!found) return null;
      const { job, state } = found;
      const { cv } = job.data;
      return {
        ...(await summary(job, state === 'failed' ? 'dead' : 'pending')),
        idempotencyKey: job.data.idempotencyKey,
        fields: job.data.fields,
        ...(cv ? { cv: { name: cv.name, type: cv.type, bytes: await redis.getBuffer(cv.key) } } : {}),
      };
    },
    async requeue(target, now) {
      if (target === 'all-dead') {
        let moved = 0;
        for (const job of await jobsIn('dead')) {
          // A field refusal a visitor may still be waiting on is theirs to take back.
          const fresh = (job.finishedOn ?? 0) > now - options.answerWaitMs - TAKE_BACK_MARGIN_MS;
          if (fresh && refusalFrom(job.failedReason)?.correctable) continue;
          // Another operator, a visitor's take-back or the retention may have got there first.
          if (
            await job.retry('failed').then(
              () => true,
              () => false,
            )
          )
            moved++;
        }
        return moved;
      }
      const found = await jobOf(target);
      if (!found) return 0;
      if (found.state === 'failed') await found.job.retry('failed');
      else if (found.state === 'delayed') await found.job.promote();
      // Waiting or being tried: due already.
      return 1;
    },
    purgeDead: (deadBefore) => purgeDeadLetters(queues, redis, deadBefore),
    async close() {
      await Promise.all(Object.values(queues).map((queue) => queue.close()));
      await redis.quit().catch(() => undefined);
    },
  };
}
