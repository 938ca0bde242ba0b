import './csp-safe-zod';
import { z } from 'zod';
import { digitsPhone, requiredText } from './text-field';
import { CONTACT_LEAD_LIMITS } from '../contact-lead-form';

export const SERVICE_REQUIRED_VALUES = [
  'Sell gold',
  'Release Pledged Gold',
  'RePledge Your Gold',
  '24 Rent Gold',
] as const;

export const contactLeadSchema = z.strictObject({
  full_name: requiredText(CONTACT_LEAD_LIMITS.full_name, 'Full name is required'),
  phone_number: digitsPhone('Enter a phone number of 10 to 15 digits'),
  service_required: z.enum(SERVICE_REQUIRED_VALUES, { error: 'Choose a service' }),
});

export type ContactLead = z.infer<typeof contactLeadSchema>;
