import type { LeadKind } from '../../shared/api-paths';

/** What happens to leads, for whoever counts it (the metrics); both outboxes report the same. */
export interface LeadEvents {
  /** The visitor got `status` for a lead of `kind`. */
  answered(kind: LeadKind, status: number): void;
  /** One delivery attempt ended with this verdict. */
  attempted(kind: LeadKind, verdict: 'delivered' | 'retry' | 'refused' | 'invalid'): void;
  /** A lead became a dead letter. */
  died(kind: LeadKind): void;
}
