// The calculator page's gold rate enquiry, declared once: what the visitor fills in, in the
// form's order, which input travels as a number, and how long each text may be.
// shared/lead-forms.ts checks the names against the schema. A module of its own, so a page
// carries only its own form's declaration. No zod here: the browser imports it.
import { EMAIL_MAX } from './lead-field-limits';

export const goldLeadForm = {
  inputs: ['full_name', 'city', 'gold_grams', 'karat_score', 'phone_number', 'email'],
  fixed: {},
  numeric: ['karat_score'],
} as const;

export const GOLD_LEAD_LIMITS = {
  full_name: 100,
  city: 100,
  gold_grams: 50,
  email: EMAIL_MAX,
} as const;
