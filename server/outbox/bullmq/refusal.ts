import { UnrecoverableError } from 'bullmq';
import type { SiteAnswer } from '../../upstream/site-answer';

/**
 * Why a job failed for good, and what the visitor is answered if one still waits. It travels
 * as the job's failedReason, the one text BullMQ keeps of a failure.
 */
export interface Refusal {
  reason: string;
  answer?: SiteAnswer;
  /** A field refusal of the first attempt: the visitor who gets it corrects the form. */
  correctable?: boolean;
}

/** Fails the job for good: a dead letter, kept for LEAD_RETENTION_DAYS. */
export function deadLetter(refusal: Refusal): UnrecoverableError {
  return new UnrecoverableError(JSON.stringify(refusal));
}

export function refusalFrom(failedReason: string | undefined): Refusal | null {
  if (failedReason === undefined) return null;
  try {
    return JSON.parse(failedReason) as Refusal;
  } catch {
    return null;
  }
}
