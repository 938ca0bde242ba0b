import './csp-safe-zod';
import { z } from 'zod';
import { emailAddress, requiredText } from './text-field';
import { KARAT_SCORES } from '../karat';


const PHONE_MESSAGE = 'Enter a phone number of 10 to 15 digits';

// A tel input lets people type "+91 98450-12345"; the digit count is what matters.
const telPhone = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .regex(/^\+?[\d -]+$/, PHONE_MESSAGE)
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 10 && digits <= 15;
  }, PHONE_MESSAGE);

export const goldLeadSchema = z.strictObject({
  full_name: requiredText(100, 'Full name is required'),
  city: requiredText(100, 'City is required'),
  gold_grams: requiredText(50, 'Enter the weight of your gold'),
  karat_score: z.literal(KARAT_SCORES, { error: 'Choose the purity of your gold' }),
  phone_number: telPhone,
  email: emailAddress('Enter a valid e-mail address'),
});

export type GoldLead = z.infer<typeof goldLeadSchema>;
