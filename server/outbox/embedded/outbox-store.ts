import type { LeadKind } from '../../../shared/lead-forms';
import type { AcceptedLead } from '../../leads/lead-check';

/** Who holds a lead for an attempt, and until when the hold stands if it is never released. */
export interface Claim {
  owner: string;
  until: number;
}

export interface NewLead {
  idempotencyKey: string;
  lead: AcceptedLead;
  receivedAt: number;
}

/** A lead as the relay takes it out for an attempt. */
export interface ClaimedLead {
  id: number;
  idempotencyKey: string;
  lead: AcceptedLead;
  receivedAt: number;
  attempts: number;
}

/**
 * How an attempt names the lead it records an outcome for. The key is there as well as the id:
 * a lead moved into a new file (docs/operations.md, "DATA_DIR removed") may have had to take
 * another id, and an outcome must then touch nothing rather than another lead.
 */
export type AttemptedLead = Pick<ClaimedLead, 'id' | 'idempotencyKey'>;

/** A lead as it stands in the store, hold included: what moves when its file is removed. */
export interface StoredLead extends ClaimedLead {
  state: 'pending' | 'dead';
  nextAttemptAt: number;
  lastError: string | null;
  deadAt: number | null;
  claim: Claim | null;
}

/** What an operator sees of a lead without asking for its personal data. */
export interface LeadSummary {
  id: number;
  kind: LeadKind;
  state: 'pending' | 'dead';
  receivedAt: number;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  deadAt: number | null;
  claimedBy: string | null;
}

export interface OutboxCounts {
  pending: number;
  oldestPendingAt: number | null;
  dead: number;
}

/**
 * Where accepted leads wait until the backend has them. Every write is durable when its
 * promise resolves; a rejected write means the lead is not stored (the visitor is told so).
 */
export interface OutboxStore {
  /**
   * Stores a lead held by `claim` for its first attempt. When a lead with its key waits already:
   * 'duplicate' if it is the same lead, 'different' if its contents differ (nothing is stored).
   */
  add(entry: NewLead, claim: Claim): Promise<{ id: number } | 'duplicate' | 'different'>;
  /** The oldest due lead of `kind` that nobody holds, now held by `claim`. */
  claimNext(kind: LeadKind, now: number, claim: Claim): Promise<ClaimedLead | null>;
  /** Delivered, or refused with fields the visitor fixes: the personal data goes, and any dead letter of the same entry. */
  forget(lead: AttemptedLead): Promise<void>;
  retryLater(
    lead: AttemptedLead,
    update: { attempts: number; nextAttemptAt: number; reason: string },
  ): Promise<void>;
  bury(lead: AttemptedLead, update: { attempts: number; reason: string; at: number }): Promise<void>;
  /** Frees the holds of owners that no longer run (a killed process's first attempts). */
  releaseClaims(isOwnerGone: (owner: string) => boolean): Promise<number>;
  counts(): Promise<OutboxCounts>;
  /** Writes `bytes` that hold no lead, then frees them (the outbox's health, after a lead could not be stored). */
  probeWrite(bytes: number): Promise<void>;
  list(state?: 'pending' | 'dead'): Promise<LeadSummary[]>;
  show(id: number): Promise<(LeadSummary & { idempotencyKey: string; lead: AcceptedLead }) | null>;
  /** Puts a dead letter (or every one) back in line for an attempt now. */
  requeue(target: number | 'all-dead', now: number): Promise<number>;
  purgeDead(deadBefore: number): Promise<number>;
  close(): Promise<void>;
}

/**
 * A store whose leads can move into another: one whose file was removed under the running
 * process still reads them, and hands them over to the store made again in its place.
 */
export interface MovableOutboxStore extends OutboxStore {
  /** Up to `limit` stored leads with ids above `afterId`, in id order. */
  storedLeads(afterId: number, limit: number): Promise<StoredLead[]>;
  /**
   * Stores leads moved from another store in one write, each with its hold, under its id where
   * that id is free (else under a new one); a lead that is here already (same kind, key and arrival) is skipped,
   * so a move that failed half-way can run again. Resolves to how many were added.
   */
  adopt(leads: StoredLead[]): Promise<number>;
  /** Whether its file was removed (or replaced) under it: it reads on, but must not store. */
  fileGone(): boolean;
}

/** Thrown when a lead cannot be stored; the visitor gets a 503 and keeps what they typed. */
export class OutboxUnavailableError extends Error {
  override name = 'OutboxUnavailableError';
}
