import { API_PATHS, type LeadKind } from '../../shared/api-paths';
import { INVALID_PAYLOAD_MESSAGE, invalidPayloadBody, toFieldIssues, type FieldIssues } from '../../shared/field-issues';
import { contactLeadSchema } from '../../shared/schemas/contact-lead';
import { goldLeadSchema } from '../../shared/schemas/gold-lead';
import { franchiseLeadSchema } from '../../shared/schemas/franchise-lead';
import { careerFieldsSchema } from '../../shared/schemas/career-application';
import { CV_REQUIRED_MESSAGE, CV_UNSUPPORTED_TYPE_MESSAGE } from '../../shared/career-form-rules';
import { CV_MIME_TYPES, detectCvType, safeUploadName } from '../../shared/cv-file-type';
import { IDEMPOTENCY_HEADER } from '../../shared/idempotency';
import { HONEYPOT_FIELD } from '../../shared/honeypot';
import { answerFromUpstream, type ProxyAnswer } from '../upstream/forward-result';
import type { UpstreamClient } from '../upstream/upstream-client';
import { sendWithIdempotentRetry } from '../upstream/retry-idempotent';

export interface UploadedCv {
  originalname: string;
  buffer: Buffer;
}

export type LeadPayload =
  | { kind: Exclude<LeadKind, 'career'>; fields: unknown }
  | { kind: 'career'; fields: Record<string, unknown>; cv: UploadedCv | null };

export interface SubmitContext {
  idempotencyKey?: string | undefined;
  signal?: AbortSignal;
}

export interface LeadForwarder {
  submit(submission: LeadPayload, context?: SubmitContext): Promise<ProxyAnswer>;
}

const jsonSchemas = {
  contact: contactLeadSchema,
  gold: goldLeadSchema,
  franchise: franchiseLeadSchema,
} as const;

/** A bot that fills the hidden field is told "thank you" and nothing is forwarded. */
const trapAnswer: ProxyAnswer = { status: 200, body: { id: 'received' } };

/**
 * Validates a lead with the shared schema and forwards it upstream. Both the same-origin API
 * and the no-JavaScript page forms go through here, so they accept and refuse the same things.
 */
export function createLeadForwarder(upstream: UpstreamClient): LeadForwarder {
  return {
    async submit(submission, context = {}) {
      const { fields, trapped } = withoutHoneypot(submission.fields);
      if (trapped) return trapAnswer;
      const headers: Record<string, string> = {};
      if (context.idempotencyKey) headers[IDEMPOTENCY_HEADER] = context.idempotencyKey;

      if (submission.kind === 'career') {
        const parsed = careerFieldsSchema.safeParse(fields);
        // Every field's message in one answer, the missing CV's too, as the browser's own check
        // and the backend give them: a visitor should not fix four fields only to learn of a fifth.
        if (!parsed.success || !submission.cv) {
          const issues: FieldIssues = parsed.success ? {} : toFieldIssues(parsed.error);
          if (!submission.cv) issues.cv = [CV_REQUIRED_MESSAGE];
          return { status: 400, body: { error: 'invalid_payload', message: INVALID_PAYLOAD_MESSAGE, issues } };
        }
        const type = detectCvType(submission.cv.buffer, submission.cv.originalname);
        if (!type) {
          return { status: 415, body: { error: 'unsupported_file_type', message: CV_UNSUPPORTED_TYPE_MESSAGE } };
        }
        const form = new FormData();
        for (const [name, value] of Object.entries(parsed.data)) form.append(name, String(value));
        // A view of multer's buffer (always backed by a plain ArrayBuffer), not a second copy.
        const { buffer: bytes, byteOffset, byteLength } = submission.cv.buffer;
        const blob = new Blob([new Uint8Array(bytes as ArrayBuffer, byteOffset, byteLength)], { type: CV_MIME_TYPES[type] });
        form.append('cv', blob, safeUploadName(submission.cv.originalname, type));
        const result = await sendWithIdempotentRetry(upstream, { method: 'POST', path: API_PATHS.career, headers, body: form, signal: context.signal });
        return answerFromUpstream(result);
      }

      const parsed = jsonSchemas[submission.kind].safeParse(fields);
      if (!parsed.success) return { status: 400, body: invalidPayloadBody(parsed.error) };
      headers['content-type'] = 'application/json';
      const result = await sendWithIdempotentRetry(upstream, {
        method: 'POST',
        path: API_PATHS[submission.kind],
        headers,
        body: JSON.stringify(parsed.data),
        signal: context.signal,
      });
      return answerFromUpstream(result);
    },
  };
}

function withoutHoneypot(fields: unknown): { fields: unknown; trapped: boolean } {
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields) || !(HONEYPOT_FIELD in fields)) {
    return { fields, trapped: false };
  }
  const { [HONEYPOT_FIELD]: trap, ...rest } = fields as Record<string, unknown>;
  return { fields: rest, trapped: typeof trap === 'string' ? trap.trim() !== '' : trap != null };
}
