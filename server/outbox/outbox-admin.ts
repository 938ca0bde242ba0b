import type { LeadSummary, OutboxCounts } from './embedded/outbox-store';

// What `npm run outbox` asks of an outbox, whichever keeps the leads: the embedded store in
// DATA_DIR, or BullMQ's queues in Redis. Each names its leads its own way (a number, a job id).

/** A lead as the operator sees it without its personal data (the embedded store's summary). */
export interface AdminLeadSummary extends Omit<LeadSummary, 'id' | 'claimedBy'> {
  /** As the operator types it after `show` or `retry`. */
  id: string;
}

export interface AdminLead extends AdminLeadSummary {
  idempotencyKey: string;
  fields: Record<string, unknown>;
  /** The CV of a career lead; `bytes` null once it is no longer kept. */
  cv?: { name: string; type: string; bytes: Uint8Array | null };
}

export interface OutboxAdmin {
  /** Where the leads are, for the operator's first line. */
  describe: string;
  /** The lead id in what was typed ("#12", "12", a job id), or null when it cannot be one. */
  idFrom(text: string): string | null;
  counts(): Promise<OutboxCounts>;
  list(state?: 'pending' | 'dead'): Promise<AdminLeadSummary[]>;
  show(id: string): Promise<AdminLead | null>;
  /** Puts a lead, or every dead letter, in line for an attempt now; how many it moved. */
  requeue(target: string | 'all-dead', now: number): Promise<number>;
  purgeDead(deadBefore: number): Promise<number>;
  close(): Promise<void>;
}

/**
 * There is no outbox where the command looked (a misspelt DATA_DIR, another Redis database):
 * said as such, not as "pending: 0", which would read as "all delivered".
 */
export class NoOutboxError extends Error {}
