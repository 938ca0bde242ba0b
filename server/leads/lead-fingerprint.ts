import { createHash } from 'node:crypto';
import type { AcceptedLead } from './lead-check';

/**
 * What makes two sendings under one Idempotency-Key the same lead: its form, its checked
 * fields and its CV's bytes, name and type. The draft's rule (the same key with other contents
 * is refused with 422) applies while a lead waits in the outbox as it does at the backend,
 * so a second lead under a reused key is refused, never silently dropped for the first.
 */
export function leadFingerprint(lead: AcceptedLead): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify([lead.kind, sortedEntries(lead.fields)]));
  if (lead.kind === 'career') {
    hash.update(JSON.stringify([lead.cv.name, lead.cv.type]));
    hash.update(lead.cv.bytes);
  }
  return hash.digest('hex');
}

/** The checked fields in a fixed order: a stored lead's JSON need not keep the order it came in. */
function sortedEntries(fields: Record<string, unknown>): [string, unknown][] {
  return Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
