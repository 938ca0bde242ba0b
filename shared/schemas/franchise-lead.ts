import './csp-safe-zod';
import { z } from 'zod';
import { cleanText, digitsPhone, emailAddress, requiredText } from './text-field';
import { FRANCHISE_LEAD_LIMITS as LIMITS } from '../franchise-lead-form';
import { tooLongMessage } from '../too-long-message';

// The form has no inputs for these two, so it always sends '' (docs/product-rules.md, "Lead
// payloads"); another client that leaves them out is told so in words, not in zod's types.
const optionalText = (max: number) => cleanText('Required, even if empty').max(max, tooLongMessage(max));

export const franchiseLeadSchema = z.strictObject({
  full_name: requiredText(LIMITS.full_name, 'Full name is required'),
  phone_number: digitsPhone('Enter a phone number of 10 to 15 digits'),
  email: emailAddress('Enter a valid e-mail address'),
  total_funds_available: requiredText(LIMITS.total_funds_available, 'Total funds available is required'),
  funds_in_hand_to_invest: requiredText(
    LIMITS.funds_in_hand_to_invest,
    'Funds in hand to invest is required',
  ),
  funds_required_to_borrow: optionalText(LIMITS.funds_required_to_borrow),
  source_of_borrow: optionalText(LIMITS.source_of_borrow),
  previous_experience: requiredText(LIMITS.previous_experience, 'Previous experience is required'),
  area_of_interest: requiredText(LIMITS.area_of_interest, 'Area of interest is required'),
});

export type FranchiseLead = z.infer<typeof franchiseLeadSchema>;
