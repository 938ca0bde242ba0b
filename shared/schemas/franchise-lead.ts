import './csp-safe-zod';
import { z } from 'zod';
import { cleanText, digitsPhone, emailAddress, requiredText } from './text-field';

// The form has no inputs for these two, so it always sends '' (spec section 3).
const optionalText = cleanText().max(200, 'Must be 200 characters or fewer');

export const franchiseLeadSchema = z.strictObject({
  full_name: requiredText(200, 'Full name is required'),
  phone_number: digitsPhone('Enter a phone number of 10 to 15 digits'),
  email: emailAddress('Enter a valid e-mail address'),
  total_funds_available: requiredText(200, 'Total funds available is required'),
  funds_in_hand_to_invest: requiredText(200, 'Funds in hand to invest is required'),
  funds_required_to_borrow: optionalText,
  source_of_borrow: optionalText,
  previous_experience: requiredText(1000, 'Previous experience is required'),
  area_of_interest: requiredText(1000, 'Area of interest is required'),
});

export type FranchiseLead = z.infer<typeof franchiseLeadSchema>;
