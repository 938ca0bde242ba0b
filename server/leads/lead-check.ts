import { randomUUID } from 'node:crypto';
import type { LeadKind } from '../../shared/lead-forms';
import {
  INVALID_PAYLOAD_MESSAGE,
  invalidPayloadBody,
  toFieldIssues,
  type FieldIssues,
} from '../../shared/field-issues';
import { leadSchemas } from '../../shared/schemas/lead-schemas';
import { CV_REQUIRED_MESSAGE, CV_UNSUPPORTED_TYPE_MESSAGE } from '../../shared/cv-rules';
import { CV_MIME_TYPES, detectCvType, safeUploadName } from '../../shared/cv-file-type';
import { HONEYPOT_FIELD } from '../../shared/honeypot';
import type { SiteAnswer } from '../upstream/site-answer';

export interface UploadedCv {
  originalname: string;
  buffer: Buffer;
}

/** A lead as a route received it, before any check. */
export type ReceivedLead =
  | { kind: Exclude<LeadKind, 'career'>; fields: unknown }
  | { kind: 'career'; fields: Record<string, unknown>; cv: UploadedCv | null };

/** A CV that passed the content check, under the name and type the backend will be sent. */
export interface CheckedCv {
  name: string;
  type: string;
  bytes: Buffer;
}

/** A lead that passed every check of the site's own: what the outbox stores and delivers. */
export type AcceptedLead =
  | { kind: Exclude<LeadKind, 'career'>; fields: Record<string, unknown> }
  | { kind: 'career'; fields: Record<string, unknown>; cv: CheckedCv };

export type LeadCheck = { accepted: AcceptedLead } | { answer: SiteAnswer };

/**
 * A bot that fills the hidden field is told "thank you" and nothing is stored or forwarded. The
 * answer looks like a delivered lead's (a new id each time): one it could tell apart would teach
 * it which field is the trap.
 */
const trapAnswer = (): SiteAnswer => ({ status: 200, body: { id: randomUUID() } });

/**
 * The site's own checks of a lead, the same for the JSON API and the no-JavaScript forms:
 * honeypot, shared schema, CV present and of an allowed type by its content. Only what passes
 * is stored; everything else is answered at once.
 */
export function checkLead(submission: ReceivedLead): LeadCheck {
  const { fields, trapped } = withoutHoneypot(submission.fields);
  if (trapped) return { answer: trapAnswer() };

  if (submission.kind !== 'career') {
    const parsed = leadSchemas[submission.kind].safeParse(fields);
    if (!parsed.success) return { answer: { status: 400, body: invalidPayloadBody(parsed.error) } };
    return { accepted: { kind: submission.kind, fields: parsed.data } };
  }

  const parsed = leadSchemas.career.safeParse(fields);
  // Every field's message in one answer, the missing CV's too, as the browser's own check and
  // the backend give them: a visitor should not fix four fields only to learn of a fifth.
  if (!parsed.success || !submission.cv) {
    const issues: FieldIssues = parsed.success ? {} : toFieldIssues(parsed.error);
    if (!submission.cv) issues.cv = [CV_REQUIRED_MESSAGE];
    return {
      answer: { status: 400, body: { error: 'invalid_payload', message: INVALID_PAYLOAD_MESSAGE, issues } },
    };
  }
  const type = detectCvType(submission.cv.buffer, submission.cv.originalname);
  if (!type)
    return {
      answer: { status: 415, body: { error: 'unsupported_file_type', message: CV_UNSUPPORTED_TYPE_MESSAGE } },
    };
  const cv: CheckedCv = {
    name: safeUploadName(submission.cv.originalname, type),
    type: CV_MIME_TYPES[type],
    bytes: submission.cv.buffer,
  };
  return { accepted: { kind: 'career', fields: parsed.data, cv } };
}

function withoutHoneypot(fields: unknown): { fields: unknown; trapped: boolean } {
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields) || !(HONEYPOT_FIELD in fields)) {
    return { fields, trapped: false };
  }
  const { [HONEYPOT_FIELD]: trap, ...rest } = fields as Record<string, unknown>;
  return { fields: rest, trapped: typeof trap === 'string' ? trap.trim() !== '' : trap != null };
}
