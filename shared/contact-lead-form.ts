// The home page's contact enquiry (inline and in the pop-up), declared once: what the visitor
// fills in, in the form's order, and how long each text may be. shared/lead-forms.ts checks the
// names against the schema. A module of its own, so a page carries only its own form's
// declaration. No zod here: the browser imports it.

export const contactLeadForm = {
  inputs: ['full_name', 'phone_number', 'service_required'],
  fixed: {},
} as const;

export const CONTACT_LEAD_LIMITS = {
  full_name: 100,
} as const;
