import { createHash, randomUUID } from 'node:crypto';
import { PAGE_KEY_PATTERN, PAGE_KEY_PREFIX } from '../../shared/page-form-key';
import type { AcceptedLead } from './lead-check';

/**
 * What a lead's Idempotency-Key comes from: the key its client sent, or the key of the page its
 * form was sent from (shared/page-form-key.ts), which is made one with the lead.
 */
export type LeadKey = string | { pageKey: string };

/** A page key, as a plain post's address carries it; undefined for anything else. */
export function pageKeyFrom(value: unknown): { pageKey: string } | undefined {
  return typeof value === 'string' && PAGE_KEY_PATTERN.test(value) ? { pageKey: value } : undefined;
}

/** An Idempotency-Key header: a page key when it says so and is one, otherwise the key itself. */
export function leadKeyFromHeader(header: string): LeadKey {
  return (header.startsWith(PAGE_KEY_PREFIX) && pageKeyFrom(header.slice(PAGE_KEY_PREFIX.length))) || header;
}

/**
 * The Idempotency-Key a lead is kept and delivered under. A page key is made one with the lead
 * as checked, which is what the backend is sent: the same words sent again from that page, as a
 * plain post or through the API, hydrated or not, typed in any script's digits, are the same
 * lead; changed words are another, as the API's keys per entry make them. Without a key, each
 * sending is a lead of its own.
 */
export function idempotencyKeyFor(key: LeadKey | undefined, lead: AcceptedLead): string {
  if (key === undefined) return randomUUID();
  if (typeof key === 'string') return key;
  const hash = createHash('sha256').update(JSON.stringify([key.pageKey, lead.kind, lead.fields]));
  if (lead.kind === 'career') hash.update(lead.cv.name).update(lead.cv.bytes);
  return hash.digest('hex').slice(0, 32);
}
