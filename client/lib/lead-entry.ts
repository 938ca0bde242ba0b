// What makes two sendings of a form the same lead, so they can share one Idempotency-Key and
// the backend records the lead once however often it arrives.
import type { LeadKind } from '../../shared/lead-forms';

/**
 * The entry as a short digest to compare: a JSON lead as sent; a multipart one by its fields in
 * order, and a file by what the browser knows of it without reading it (reading a CV of
 * several megabytes on every press would hold up the page). A digest, not the entry itself:
 * it is kept for the tab's session (lead-keys.ts), where a name and number need not be.
 */
export function leadEntryOf(kind: LeadKind, payload: Record<string, unknown> | FormData): string {
  if (!(payload instanceof FormData)) return digest(kind + JSON.stringify(payload));
  const fields: unknown[] = [];
  payload.forEach((value, name) => {
    fields.push([
      name,
      typeof value === 'string' ? value : [value.name, value.type, value.size, value.lastModified],
    ]);
  });
  return digest(kind + JSON.stringify(fields));
}

/**
 * 32 bits of FNV-1a. Two entries of one visitor sharing a digest would share a key, which is
 * harmless: the server makes it one with each entry's words (every key is a page key:
 * lead-keys.ts). A changed entry pressed while its resend is on its way would be taken for the
 * resend; among the few entries a tab sends, a chance of one in billions. No cryptographic hash
 * is needed (nor available without a secure context).
 */
function digest(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}
