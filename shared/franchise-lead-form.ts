// The partner page's franchise application, declared once: what the visitor fills in, in the
// form's order, what it sends without an input, and how long each text may be.
// shared/lead-forms.ts checks the names against the schema. A module of its own, so a page
// carries only its own form's declaration. No zod here: the browser imports it.
import { EMAIL_MAX } from './lead-field-limits';

export const franchiseLeadForm = {
  inputs: [
    'full_name',
    'phone_number',
    'email',
    'total_funds_available',
    'funds_in_hand_to_invest',
    'previous_experience',
    'area_of_interest',
  ],
  // The backend's payload has these two; the form has no inputs for them.
  fixed: { funds_required_to_borrow: '', source_of_borrow: '' },
} as const;

export const FRANCHISE_LEAD_LIMITS = {
  full_name: 200,
  email: EMAIL_MAX,
  total_funds_available: 200,
  funds_in_hand_to_invest: 200,
  funds_required_to_borrow: 200,
  source_of_borrow: 200,
  previous_experience: 1000,
  area_of_interest: 1000,
} as const;
