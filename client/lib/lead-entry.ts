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
 * 64 bits from two FNV-1a lanes with different multipliers. Two entries of one visitor sharing
 * a digest would have the second refused as a reused key; among the few a tab sends, that
 * chance is nil, and no cryptographic hash is needed (nor available without a secure context).
 */
function digest(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x9e3779b9;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    a = Math.imul(a ^ unit, 0x01000193);
    b = Math.imul(b ^ unit, 0x5bd1e995);
  }
  return (a >>> 0).toString(36) + '.' + (b >>> 0).toString(36);
}
