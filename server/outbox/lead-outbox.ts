import { KEY_REUSED_ERROR } from '../../shared/idempotency';
import type { ReceivedLead } from '../leads/lead-check';
import type { LeadKey } from '../leads/lead-key';
import type { SiteAnswer } from '../upstream/site-answer';

// What every lead outbox keeps, whichever store holds the leads: the embedded one
// (embedded/, docs/decisions/001-lead-outbox.md) or BullMQ on Redis (bullmq/,
// docs/decisions/002-scale-out.md). The routes, the metrics and the tests see only this.

export const QUEUED_BODY = { status: 'queued' } as const;
export const OUTBOX_UNAVAILABLE_BODY = {
  error: 'outbox_unavailable',
  message: 'We could not save your details just now. Please try again later.',
} as const;
/** The same Idempotency-Key with other contents while its first lead waits, as the backend answers it after. */
export const KEY_REUSED_ANSWER = {
  status: 422,
  body: {
    error: KEY_REUSED_ERROR,
    message: 'This Idempotency-Key was used for a different lead',
  },
} as const;

export interface OutboxHealth {
  pending: number;
  oldestAgeSeconds: number;
  dead: number;
}

export interface LeadOutbox {
  /** Checks a lead, stores it durably, tries it once, and says what the visitor is answered. */
  accept(submission: ReceivedLead, idempotencyKey?: LeadKey): Promise<SiteAnswer>;
  /** Takes back leads a killed process held, then delivers due leads until stopped. */
  start(): Promise<void>;
  /** One pass over every due lead, in arrival order per kind. */
  deliverDue(): Promise<void>;
  /** Lets attempts in flight finish, then stops; the store stays open. */
  stop(): Promise<void>;
  health(): Promise<OutboxHealth>;
  /**
   * Writes `bytes` that hold no lead, durably, then lets them go, and rejects when the store
   * cannot take them: a full disk, or a Redis out of memory, still answers every read.
   */
  probeWrite(bytes: number): Promise<void>;
}
