import type { ReceivedLead } from '../leads/lead-check';
import { OUTBOX_UNAVAILABLE_BODY, type LeadOutbox } from './lead-outbox';

/**
 * The outbox, whose health also fails once it could not store a lead, until it takes a write
 * as large as the largest lead it refused since. A store that can be read but not written (a
 * full disk, a Redis out of memory) answers every read while it refuses leads, and /healthz,
 * which reads it, said all was well. The write tells when it has room again, also where a load
 * balancer has taken the instance out and no lead comes to tell it.
 *
 * Only a write begun after the latest refusal ends it, not a lead's success: a lead stored
 * before the disk filled is answered after its first delivery attempt, seconds after the
 * refusals that followed it.
 */
export function withStoringHealth(outbox: LeadOutbox): LeadOutbox {
  let refusals = 0;
  let cleared = 0;
  let largest = 0;
  return {
    ...outbox,
    async accept(submission, idempotencyKey) {
      const answer = await outbox.accept(submission, idempotencyKey);
      if (answer.status === 503 && answer.body === OUTBOX_UNAVAILABLE_BODY) {
        refusals++;
        largest = Math.max(largest, sizeOf(submission));
      }
      return answer;
    },
    async health() {
      if (refusals > cleared) {
        const seen = refusals;
        const bytes = largest;
        await outbox.probeWrite(bytes);
        cleared = seen;
        if (refusals === seen) largest = 0;
      }
      return outbox.health();
    },
  };
}

/** About what storing the lead takes: its fields and its CV. */
function sizeOf(submission: ReceivedLead): number {
  const cv = submission.kind === 'career' ? (submission.cv?.buffer.length ?? 0) : 0;
  return Buffer.byteLength(JSON.stringify(submission.fields) ?? '') + cv;
}
