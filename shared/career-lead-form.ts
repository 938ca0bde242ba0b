// The career page's application, declared once: what the visitor fills in, in the form's
// order, and what it sends without an input. Its lengths and checks are in career-form-rules.ts.
// shared/lead-forms.ts checks the names against the schema. A module of its own, so a page
// carries only its own form's declaration. No zod here: the browser imports it.

export const careerLeadForm = {
  inputs: ['candidate_name', 'candidate_email', 'phone_number', 'description'],
  // Tells the backend which site the application came from.
  fixed: { source: 'purity-gold-website' },
} as const;
