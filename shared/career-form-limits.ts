// The career form's lengths, apart from its checks (career-form-rules.ts): the form's fields
// need them as soon as they are drawn (maxLength), the checks only at Submit, so the page can
// fetch the checks after it came alive and keep them off its first load.

import { EMAIL_MAX, TYPED_PHONE_MAX, TYPED_PHONE_MIN } from './lead-field-limits';

export const CAREER_LIMITS = {
  candidate_name: 100,
  candidate_email: EMAIL_MAX,
  phone_number: { min: TYPED_PHONE_MIN, max: TYPED_PHONE_MAX },
  description: 4000,
} as const;
