import './csp-safe-zod';
import { z } from 'zod';
import { CAREER_LIMITS } from '../career-form-limits';
import { CAREER_MESSAGES, SIMPLE_EMAIL } from '../career-form-rules';
import { cleanText, requiredText } from './text-field';
import { westernDigits } from '../western-digits';

// Messages are the validation table's (docs/product-rules.md, "Validation"), word for word. Unknown keys are stripped rather
// than refused: a multipart body may still carry the honeypot field.
const {
  candidate_name: NAME_MESSAGE,
  candidate_email: EMAIL_MESSAGE,
  phone_number: PHONE_MESSAGE,
  description: DESCRIPTION_MESSAGE,
} = CAREER_MESSAGES;

export const careerFieldsSchema = z.object({
  candidate_name: requiredText(CAREER_LIMITS.candidate_name, NAME_MESSAGE),
  candidate_email: cleanText(EMAIL_MESSAGE)
    .max(CAREER_LIMITS.candidate_email, EMAIL_MESSAGE)
    .regex(SIMPLE_EMAIL, EMAIL_MESSAGE),
  // Its digits reach the backend as 0-9, whichever script they were typed in.
  phone_number: cleanText(PHONE_MESSAGE)
    .overwrite(westernDigits)
    .min(CAREER_LIMITS.phone_number.min, PHONE_MESSAGE)
    .max(CAREER_LIMITS.phone_number.max, PHONE_MESSAGE),
  description: requiredText(CAREER_LIMITS.description, DESCRIPTION_MESSAGE),
  source: requiredText(100, 'Source is required'),
});

export type CareerFields = z.infer<typeof careerFieldsSchema>;
