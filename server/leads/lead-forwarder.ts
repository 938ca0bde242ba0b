import { API_PATHS, type LeadKind } from '../../shared/api-paths';
import { invalidPayloadBody } from '../../shared/field-issues';
import { contactLeadSchema } from '../../shared/schemas/contact-lead';
import { goldLeadSchema } from '../../shared/schemas/gold-lead';
import { franchiseLeadSchema } from '../../shared/schemas/franchise-lead';
import { careerFieldsSchema } from '../../shared/schemas/career-application';
import { CV_REQUIRED_MESSAGE } from '../../shared/career-form-rules';
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

export type LeadSubmission =
  | { kind: Exclude<LeadKind, 'career'>; fields: unknown }
  | { kind: 'career'; fields: Record<string, unknown>; cv: UploadedCv | null };

export interface SubmitContext {
  idempotencyKey?: string | undefined;
  signal?: AbortSignal;
}

export interface LeadForwarder {
  submit(submission: LeadSubmission, context?: SubmitContext): Promise<ProxyAnswer>;
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
        if (!parsed.success) return { status: 400, body: invalidPayloadBody(parsed.error) };
        if (!submission.cv) {
          return {
            status: 400,
            body: { error: 'invalid_payload', message: 'Please check your details and try again', issues: { cv: [CV_REQUIRED_MESSAGE] } },
          };
        }
        const type = detectCvType(submission.cv.buffer, submission.cv.originalname);
        if (!type) {
          return { status: 415, body: { error: 'unsupported_file_type', message: 'The CV must be a PDF, DOC or DOCX file' } };
        }
        const form = new FormData();
        for (const [name, value] of Object.entries(parsed.data)) form.append(name, String(value));
        const blob = new Blob([new Uint8Array(submission.cv.buffer)], { type: CV_MIME_TYPES[type] });
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
