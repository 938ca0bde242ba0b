import { OUTBOX_UNAVAILABLE_BODY, type LeadOutbox } from './lead-outbox';

/**
 * How long the outbox's health stays failed after it could not store a lead, unless it stores
 * one since: long enough for a load balancer's checks to take the instance out, short enough
 * that one with no visitors left comes back to be tried again.
 */
export const FAILED_STORE_HOLD_MS = 60_000;

/**
 * The outbox, whose health also fails once it could not store a lead. A store that can be read
 * but not written (a full disk, a Redis out of memory) answers every read while it refuses
 * every lead, and /healthz, which reads it, said all was well.
 */
export function withStoringHealth(outbox: LeadOutbox, now: () => number = Date.now): LeadOutbox {
  let failedAt: number | null = null;
  return {
    ...outbox,
    async accept(submission, idempotencyKey) {
      const answer = await outbox.accept(submission, idempotencyKey);
      if (answer.status === 503 && answer.body === OUTBOX_UNAVAILABLE_BODY) failedAt = now();
      else if (answer.status === 200 || answer.status === 202) failedAt = null;
      return answer;
    },
    async health() {
      if (failedAt !== null && now() - failedAt < FAILED_STORE_HOLD_MS)
        throw new Error('the outbox could not store the latest lead');
      return outbox.health();
    },
  };
}
