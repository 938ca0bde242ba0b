import { OUTBOX_UNAVAILABLE_BODY, type LeadOutbox } from './lead-outbox';

/**
 * The outbox, whose health also fails once it could not store a lead, until it takes a write
 * again. A store that can be read but not written (a full disk, a Redis out of memory) answers
 * every read while it refuses every lead, and /healthz, which reads it, said all was well. A
 * write that holds no lead tells when it takes leads again, also where a load balancer has
 * taken the instance out and no lead comes to tell it.
 */
export function withStoringHealth(outbox: LeadOutbox): LeadOutbox {
  let refusing = false;
  return {
    ...outbox,
    async accept(submission, idempotencyKey) {
      const answer = await outbox.accept(submission, idempotencyKey);
      if (answer.status === 503 && answer.body === OUTBOX_UNAVAILABLE_BODY) refusing = true;
      else if (answer.status === 200 || answer.status === 202) refusing = false;
      return answer;
    },
    async health() {
      if (refusing) {
        await outbox.probeWrite();
        refusing = false;
      }
      return outbox.health();
    },
  };
}
