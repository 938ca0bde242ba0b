import type { LeadKind } from '../../shared/lead-forms';
import type { DeliveryVerdict } from '../leads/lead-delivery';

/**
 * What became of a lead, as leads_received_total counts it (docs/metrics.md). One lead can
 * meet two: `queued` when its visitor is answered 202, then `delivered` or `dead` later.
 */
export type LeadOutcome =
  /** The backend took it, on whichever attempt. */
  | 'delivered'
  /** Its visitor was answered 202: stored, delivery goes on without them. */
  | 'queued'
  /** The outbox could not store it: its visitor was answered 503. */
  | 'refused'
  /**
   * Stopped before it was kept: by the site's own checks (the honeypot's bot included), or by
   * the backend's 400 naming fields while the visitor waited to correct them.
   */
  | 'rejected'
  /** It became a dead letter for an operator. */
  | 'dead';

/** What happens to leads, for whoever counts it (the metrics); both outboxes report the same. */
export interface LeadEvents {
  became(kind: LeadKind, outcome: LeadOutcome): void;
  /** One delivery attempt ended with this verdict. */
  attempted(kind: LeadKind, verdict: DeliveryVerdict['verdict']): void;
}
