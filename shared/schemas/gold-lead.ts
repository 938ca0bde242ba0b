import './csp-safe-zod';
import { z } from 'zod';
import { emailAddress, requiredText, typedDigits } from './text-field';
import { KARAT_SCORES } from '../karat';
import { GOLD_LEAD_LIMITS } from '../gold-lead-form';
import { westernDigits } from '../western-digits';

const PHONE_MESSAGE = 'Enter a phone number of 10 to 15 digits';

// A tel input lets people type "+91 98450-12345"; the digit count is what matters.
const telPhone = typedDigits(PHONE_MESSAGE)
  .regex(/^\+?[\d -]+$/, PHONE_MESSAGE)
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 10 && digits <= 15;
  }, PHONE_MESSAGE);

export const goldLeadSchema = z.strictObject({
  full_name: requiredText(GOLD_LEAD_LIMITS.full_name, 'Full name is required'),
  city: requiredText(GOLD_LEAD_LIMITS.city, 'City is required'),
  // A Hindi or Kannada keyboard may type the weight in its own digits ("१२.५"); the backend
  // gets them as 0-9, as it gets every other number.
  gold_grams: requiredText(GOLD_LEAD_LIMITS.gold_grams, 'Enter the weight of your gold').overwrite(
    westernDigits,
  ),
  karat_score: z.literal(KARAT_SCORES, { error: 'Choose the purity of your gold' }),
  phone_number: telPhone,
  email: emailAddress('Enter a valid e-mail address'),
});

export type GoldLead = z.infer<typeof goldLeadSchema>;
