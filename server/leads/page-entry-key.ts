import { createHash } from 'node:crypto';
import type { LeadSubmission } from './lead-check';

/** Four random 32-bit numbers, as the page's inline script writes them. */
const PAGE_KEY = /^\d{1,10}(?:-\d{1,10}){3}$/;

/**
 * The Idempotency-Key of a lead sent as a plain post: its page's key for the form, made one
 * with what was sent. The same words posted again from the same page are the same lead: the
 * "back in a minute" page reloaded (the browser sends the post again), Stop and Send (hydrated
 * or not), Back and Send, whether the browser kept the page or loads it anew (the tab keeps the
 * key for a while: shared/page-form-key.ts). Changed words are a new lead, as the API's keys per
 * entry make them. Without the page's key (no JavaScript at all) every post is a lead of its own.
 */
export function pageEntryKey(pageKey: unknown, submission: LeadSubmission): string | undefined {
  if (typeof pageKey !== 'string' || !PAGE_KEY.test(pageKey)) return undefined;
  const hash = createHash('sha256').update(JSON.stringify([pageKey, submission.kind, submission.fields]));
  if (submission.kind === 'career' && submission.cv)
    hash.update(submission.cv.originalname).update(submission.cv.buffer);
  return hash.digest('hex').slice(0, 32);
}
