import type { Job, JobsOptions, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { LeadKind } from '../../../shared/lead-forms';
import type { CheckedCv } from '../../leads/lead-check';
import type { SiteAnswer } from '../../upstream/site-answer';

export interface LeadJob {
  kind: LeadKind;
  idempotencyKey: string;
  fields: Record<string, unknown>;
  /** The CV travels beside the job as a binary key, not as base64 inside it. */
  cv?: { key: string; name: string; type: string };
  /** leadFingerprint's; jobs stored before it existed lack it and count as the same lead. */
  fingerprint?: string;
  receivedAt: number;
}

export type LeadQueue = Queue<LeadJob, SiteAnswer>;
export type LeadQueues = Record<LeadKind, LeadQueue>;
export type StoredLeadJob = Job<LeadJob, SiteAnswer>;

export function leadQueueName(kind: LeadKind): string {
  return `leads-${kind}`;
}

/** BullMQ counts attempts; ours end by age (LEAD_MAX_AGE_HOURS), so the count never should. */
const ATTEMPTS = 1_000_000;

/** One job per entry: the same Idempotency-Key sent again meets the job already there. */
export function leadJobId(kind: LeadKind, idempotencyKey: string): string {
  // BullMQ reserves ':' in job ids.
  return `${kind}-${Buffer.from(idempotencyKey).toString('base64url')}`;
}

export function addLeadJob(
  queue: LeadQueue,
  jobId: string,
  data: Omit<LeadJob, 'receivedAt'>,
  retentionMs: number,
): Promise<StoredLeadJob> {
  const options: JobsOptions = {
    jobId,
    attempts: ATTEMPTS,
    backoff: { type: 'lead' },
    removeOnComplete: true,
    removeOnFail: { age: Math.round(retentionMs / 1000) },
  };
  return queue.add(data.kind, { ...data, receivedAt: Date.now() }, options);
}

/**
 * Each sending stores its CV under a key of its own: a dead letter taken back deletes its own
 * copy's CV, never that of a copy another sending of the same entry has just added.
 */
export async function storeCv(
  redis: Redis,
  jobId: string,
  cv: CheckedCv,
  ttlMs: number,
): Promise<NonNullable<LeadJob['cv']>> {
  const key = `lead-cv:${jobId}:${crypto.randomUUID()}`;
  await redis.set(key, cv.bytes, 'PX', ttlMs);
  return { key, name: cv.name, type: cv.type };
}
