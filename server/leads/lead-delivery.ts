import { API_PATHS } from '../../shared/api-paths';
import { fieldIssuesFrom } from '../../shared/field-issues';
import { IDEMPOTENCY_HEADER, KEY_REUSED_ERROR } from '../../shared/idempotency';
import { leadForms, type LeadKind } from '../../shared/lead-forms';
import { answerFromUpstream, type SiteAnswer } from '../upstream/site-answer';
import { sendWithIdempotentRetry } from '../upstream/retry-idempotent';
import type { UpstreamClient, UpstreamResult } from '../upstream/upstream-client';
import type { AcceptedLead } from './lead-check';

/** What one delivery attempt decided about a stored lead. */
export type DeliveryVerdict =
  /** The backend has it: forget the personal data. */
  | { verdict: 'delivered'; answer: SiteAnswer }
  /**
   * The sender can act on it and nothing is kept: the backend named fields to fix, all of them
   * on the form, or refused a key used before for another lead.
   */
  | { verdict: 'invalid'; answer: SiteAnswer; reason: string }
  /** The backend refused it for good: kept as a dead letter for an operator. */
  | { verdict: 'refused'; answer: SiteAnswer; reason: string }
  /** Only time fixes it: try again later. */
  | { verdict: 'retry'; reason: string; retryAfterMs?: number };

/**
 * One attempt to hand a stored lead to the backend, always with the key the lead was stored
 * under, so however many attempts it takes, the backend records it once.
 */
export async function deliverLead(
  upstream: UpstreamClient,
  lead: AcceptedLead,
  idempotencyKey: string,
): Promise<DeliveryVerdict> {
  const headers: Record<string, string> = { [IDEMPOTENCY_HEADER]: idempotencyKey };
  let body: string | FormData;
  if (lead.kind === 'career') {
    const form = new FormData();
    for (const [name, value] of Object.entries(lead.fields)) form.append(name, String(value));
    const { buffer, byteOffset, byteLength } = lead.cv.bytes;
    // A view of the stored bytes, not a second copy.
    form.append(
      'cv',
      new Blob([new Uint8Array(buffer as ArrayBuffer, byteOffset, byteLength)], { type: lead.cv.type }),
      lead.cv.name,
    );
    body = form;
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(lead.fields);
  }
  const result = await sendWithIdempotentRetry(upstream, {
    method: 'POST',
    path: API_PATHS[lead.kind],
    headers,
    body,
  });
  return verdictFor(result, lead.kind);
}

/**
 * What the visitor can change on a lead's form: its inputs, and a career application's CV. A
 * backend that names anything else (a fixed field, a field it added) refuses what no visitor
 * can correct.
 */
const correctableFields: Record<LeadKind, ReadonlySet<string>> = {
  contact: new Set(leadForms.contact.inputs),
  gold: new Set(leadForms.gold.inputs),
  franchise: new Set(leadForms.franchise.inputs),
  career: new Set([...leadForms.career.inputs, 'cv']),
};

/** What each backend answer means for a stored lead (docs/decisions/001-lead-outbox.md has the table). */
function verdictFor(result: UpstreamResult, kind: LeadKind): DeliveryVerdict {
  switch (result.kind) {
    case 'timeout':
      return { verdict: 'retry', reason: 'backend did not answer in time' };
    case 'unreachable':
      return { verdict: 'retry', reason: `backend unreachable (${errorCode(result.error)})` };
    case 'response': {
      const { status } = result;
      if (status >= 200 && status < 300) return { verdict: 'delivered', answer: answerFromUpstream(result) };
      // A redirect or an informational status is no answer a lead can rest on either.
      if (status < 400 || status >= 500 || RETRY_STATUSES.has(status)) {
        return { verdict: 'retry', reason: `backend answered ${status}`, ...retryAfter(result) };
      }
      const answer = answerFromUpstream(result);
      const named = status === 400 ? Object.keys(fieldIssuesFrom(answer.body)) : [];
      const fields = named.length > 0 ? ` naming fields: ${named.join(', ')}` : '';
      if (named.length > 0 && named.every((name) => correctableFields[kind].has(name)))
        return { verdict: 'invalid', answer, reason: `backend answered 400${fields}` };
      // The backend holds other contents under this key: its sender used the key again for
      // another lead (the site's pages never do). Kept, it would only be a dead letter no
      // operator can send, which anyone could make at will, CV and all; the sender is told.
      if (status === 422 && isKeyReusedAnswer(answer.body))
        return { verdict: 'invalid', answer, reason: 'backend answered 422: key used for another lead' };
      return { verdict: 'refused', answer, reason: `backend answered ${status}${fields}` };
    }
  }
}

function isKeyReusedAnswer(body: unknown): boolean {
  return (
    typeof body === 'object' && body !== null && (body as { error?: unknown }).error === KEY_REUSED_ERROR
  );
}

/** An error's code or name only: a message can quote what was sent. */
function errorCode(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current instanceof Error; depth++) {
    const code = (current as NodeJS.ErrnoException).code;
    if (typeof code === 'string') return code;
    current = current.cause;
  }
  return error instanceof Error ? error.name : 'no answer';
}

/**
 * Client errors that time fixes: a request timeout, the same key still being processed (the
 * Idempotency-Key draft's 409), too early, too many requests.
 */
const RETRY_STATUSES = new Set([408, 409, 425, 429]);

const MAX_RETRY_AFTER_MS = 10 * 60_000;

/** A 429 or 503 may say when to come back; honoured up to the relay's own cap. */
function retryAfter(result: Extract<UpstreamResult, { kind: 'response' }>): { retryAfterMs?: number } {
  const seconds =
    result.retryAfter !== null && /^\d{1,6}$/.test(result.retryAfter) ? Number(result.retryAfter) : null;
  return seconds === null ? {} : { retryAfterMs: Math.min(seconds * 1000, MAX_RETRY_AFTER_MS) };
}
