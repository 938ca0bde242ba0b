import './csp-safe-zod';
import { z } from 'zod';
import { CAREER_LIMITS } from '../career-form-limits';
import { CAREER_MESSAGES, SIMPLE_EMAIL } from '../career-form-rules';
import { tooLongMessage } from '../too-long-message';
import { cleanText } from './text-field';
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
  candidate_name: cleanText(NAME_MESSAGE)
    .min(1, NAME_MESSAGE)
    .max(CAREER_LIMITS.candidate_name, tooLongMessage(CAREER_LIMITS.candidate_name)),
  candidate_email: cleanText(EMAIL_MESSAGE)
    .max(CAREER_LIMITS.candidate_email, EMAIL_MESSAGE)
    .regex(SIMPLE_EMAIL, EMAIL_MESSAGE),
  // Its digits reach the backend as 0-9, whichever script they were typed in.
  phone_number: cleanText(PHONE_MESSAGE)
    .overwrite(westernDigits)
    .min(CAREER_LIMITS.phone_number.min, PHONE_MESSAGE)
    .max(CAREER_LIMITS.phone_number.max, PHONE_MESSAGE),
  description: cleanText(DESCRIPTION_MESSAGE)
    .min(1, DESCRIPTION_MESSAGE)
    .max(CAREER_LIMITS.description, tooLongMessage(CAREER_LIMITS.description)),
  source: cleanText('Source is required').min(1, 'Source is required').max(100, tooLongMessage(100)),
});

export type CareerFields = z.infer<typeof careerFieldsSchema>;
