// The career form's rules (docs/product-rules.md, "Validation") without zod, so the browser
// bundle does not carry the zod runtime (its size: docs/performance.md, "Figures behind code
// comments") just to check four fields. The server-side schema in
// schemas/career-application.ts is built from the same constants, and a property test
// (tests/unit/career-form-rules.test.ts) checks that the two always agree.

import {
  CV_MAX_BYTES,
  CV_REQUIRED_MESSAGE,
  CV_TOO_LARGE_MESSAGE,
  CV_UNSUPPORTED_TYPE_MESSAGE,
} from './cv-rules';
import { CAREER_LIMITS } from './career-form-limits';
import { tooLongMessage } from './too-long-message';
import { withoutInvisibles } from './without-invisibles';

export const CAREER_MESSAGES = {
  candidate_name: 'Full name is required',
  candidate_email: 'Valid email required',
  phone_number: 'Valid phone number required',
  description: 'Description is required',
} as const;

/** The career form's simple e-mail pattern: something@something.something, no spaces. */
export const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The career form's controls: its typed inputs (each has a message above) and the CV. */
export type CareerFormField = keyof typeof CAREER_MESSAGES | 'cv';
export type CareerFormErrors = Partial<Record<CareerFormField, string>>;

export type CareerFormValues = Record<keyof typeof CAREER_MESSAGES, string>;

const CV_EXTENSION = /\.(pdf|docx?)$/i;

/** The career form's on-submit check: one message per failing field, empty when all pass. */
export function validateCareerForm(
  values: CareerFormValues,
  cv: { name: string; size: number } | null,
): CareerFormErrors {
  const errors: CareerFormErrors = {};
  const name = values.candidate_name.trim();
  if (name.length === 0) errors.candidate_name = CAREER_MESSAGES.candidate_name;
  else if (name.length > CAREER_LIMITS.candidate_name)
    errors.candidate_name = tooLongMessage(CAREER_LIMITS.candidate_name);

  const email = values.candidate_email.trim();
  if (email.length > CAREER_LIMITS.candidate_email || !SIMPLE_EMAIL.test(email))
    errors.candidate_email = CAREER_MESSAGES.candidate_email;

  const phone = values.phone_number.trim();
  if (phone.length < CAREER_LIMITS.phone_number.min || phone.length > CAREER_LIMITS.phone_number.max) {
    errors.phone_number = CAREER_MESSAGES.phone_number;
  }

  // Counted as the server counts it: what a visitor cannot see to delete is not counted.
  const description = withoutInvisibles(values.description).trim();
  if (description.length === 0) errors.description = CAREER_MESSAGES.description;
  else if (description.length > CAREER_LIMITS.description)
    errors.description = tooLongMessage(CAREER_LIMITS.description);

  // An empty file is no resume. A file of another type is one, the wrong one: told so, as the
  // server tells a form sent without JavaScript. An oversized one would only be refused there.
  if (!cv || cv.size === 0) errors.cv = CV_REQUIRED_MESSAGE;
  else if (!CV_EXTENSION.test(cv.name)) errors.cv = CV_UNSUPPORTED_TYPE_MESSAGE;
  else if (cv.size > CV_MAX_BYTES) errors.cv = CV_TOO_LARGE_MESSAGE;
  return errors;
}
