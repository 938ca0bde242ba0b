import type { Redis } from 'ioredis';
import { LEAD_KINDS } from '../../../shared/lead-forms';
import type { LeadQueues } from './lead-job';

/**
 * Removes the dead letters that died before `deadBefore`, each with its CV, and says how many
 * went: the operator's `purge-dead`, and every instance's sweep after LEAD_RETENTION_DAYS.
 * BullMQ's own `removeOnFail` age is applied only when another job of the same form fails, so
 * it cannot be what keeps personal data from staying longer. By BullMQ's atomic clean: a dead
 * letter retried meanwhile is no longer failed, and stays.
 */
export async function purgeDeadLetters(
  queues: LeadQueues,
  redis: Redis,
  deadBefore: number,
): Promise<number> {
  let removed = 0;
  for (const kind of LEAD_KINDS) {
    const cvKeys = new Map((await queues[kind].getJobs(['failed'])).map((job) => [job.id, job.data.cv?.key]));
    const ids = await queues[kind].clean(Math.max(0, Date.now() - deadBefore), 0, 'failed');
    removed += ids.length;
    // The CV goes with its lead, not when its key expires.
    const keys = ids.map((id) => cvKeys.get(id)).filter((key): key is string => key !== undefined);
    if (keys.length > 0) await redis.del(...keys);
  }
  return removed;
}
