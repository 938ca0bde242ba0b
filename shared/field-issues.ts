import type { z } from 'zod';
import { isRecord } from './is-record';

/** Messages per top-level field; `_root` holds what belongs to no field (unknown keys, a non-object body). */
export type FieldIssues = Record<string, string[]>;

const ROOT_ISSUE_KEY = '_root';

export function toFieldIssues(error: z.ZodError): FieldIssues {
  const issues: FieldIssues = {};
  for (const issue of error.issues) {
    const head = issue.path[0];
    const key = typeof head === 'string' ? head : ROOT_ISSUE_KEY;
    const messages = (issues[key] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return issues;
}

/**
 * The field issues of a 400 body as the proxy passes it on. A real backend's 400 may be shaped
 * otherwise: anything that is not a list of messages per field is ignored, never thrown on.
 */
export function fieldIssuesFrom(body: unknown): FieldIssues {
  const issues: FieldIssues = {};
  const raw = isRecord(body) ? body.issues : undefined;
  if (!isRecord(raw)) return issues;
  for (const [field, messages] of Object.entries(raw)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter(
      (m): m is string => typeof m === 'string' && m !== '',
    );
    if (list.length > 0) issues[field] = list;
  }
  return issues;
}

export interface InvalidPayloadBody {
  error: 'invalid_payload';
  message: string;
  issues: FieldIssues;
}

export const INVALID_PAYLOAD_MESSAGE = 'Please check your details and try again';

export function invalidPayloadBody(error: z.ZodError): InvalidPayloadBody {
  return { error: 'invalid_payload', message: INVALID_PAYLOAD_MESSAGE, issues: toFieldIssues(error) };
}
