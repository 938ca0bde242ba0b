import './csp-safe-zod';
import { z } from 'zod';

export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_ACCEPT = '.pdf,.doc,.docx';
export const CV_REQUIRED_MESSAGE = 'Resume is required';
export const CV_TOO_LARGE_MESSAGE = 'The CV must be 5 MB or smaller';
export const CV_UNSUPPORTED_TYPE_MESSAGE = 'The CV must be a PDF, DOC or DOCX file';

const NAME_MESSAGE = 'Full name is required';
const EMAIL_MESSAGE = 'Valid email required';
const PHONE_MESSAGE = 'Valid phone number required';
const DESCRIPTION_MESSAGE = 'Description is required';

// The spec's "simple email pattern": something@something.something, no spaces.
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// Messages are the spec's validation table, word for word. Unknown keys are stripped rather
// than refused: a multipart body may still carry the honeypot field.
export const careerFieldsSchema = z.object({
  candidate_name: z.string({ error: NAME_MESSAGE }).trim().min(1, NAME_MESSAGE).max(100, 'Must be 100 characters or fewer'),
  candidate_email: z.string({ error: EMAIL_MESSAGE }).trim().max(254, EMAIL_MESSAGE).regex(SIMPLE_EMAIL, EMAIL_MESSAGE),
  phone_number: z.string({ error: PHONE_MESSAGE }).trim().min(10, PHONE_MESSAGE).max(20, PHONE_MESSAGE),
  description: z.string({ error: DESCRIPTION_MESSAGE }).trim().min(1, DESCRIPTION_MESSAGE).max(4000, 'Must be 4000 characters or fewer'),
  source: z.string({ error: 'Source is required' }).trim().min(1, 'Source is required').max(100, 'Must be 100 characters or fewer'),
});

export type CareerFields = z.infer<typeof careerFieldsSchema>;

export type CareerFormField = 'candidate_name' | 'candidate_email' | 'phone_number' | 'description' | 'cv';
export type CareerFormErrors = Partial<Record<CareerFormField, string>>;

export interface CareerFormValues {
  candidate_name: string;
  candidate_email: string;
  phone_number: string;
  description: string;
}

const visitorFieldsSchema = careerFieldsSchema.omit({ source: true });
const CV_EXTENSION = /\.(pdf|docx?)$/i;

/** The career form's on-submit check: one message per failing field, empty when all pass. */
export function validateCareerForm(values: CareerFormValues, cv: { name: string; size: number } | null): CareerFormErrors {
  const errors: CareerFormErrors = {};
  const parsed = visitorFieldsSchema.safeParse(values);
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in values && !(field in errors)) {
      errors[field as keyof CareerFormValues] = issue.message;
    }
  }
  // An empty file is no resume; an oversized one would only be refused by the server.
  if (!cv || cv.size === 0 || !CV_EXTENSION.test(cv.name)) errors.cv = CV_REQUIRED_MESSAGE;
  else if (cv.size > CV_MAX_BYTES) errors.cv = CV_TOO_LARGE_MESSAGE;
  return errors;
}
