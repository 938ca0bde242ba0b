import type { CareerFields } from './schemas/career-application';
import type { ContactLead } from './schemas/contact-lead';
import type { FranchiseLead } from './schemas/franchise-lead';
import type { GoldLead } from './schemas/gold-lead';

// Each lead form, declared once: which wire fields the visitor fills in (in the order the form
// shows them) and which the form sends with a fixed value. The zod schemas own the rules and
// the field names; the names here are checked against them by type (`keyof` the payload) and a
// test checks the two lists cover each schema exactly. The page a form sits on is declared in
// site-pages.ts. No zod here: the browser imports this module, and the types cost it nothing.

/** The payload each lead form sends, as its schema describes it. */
interface LeadPayloads {
  contact: ContactLead;
  gold: GoldLead;
  franchise: FranchiseLead;
  career: CareerFields;
}

export type LeadKind = keyof LeadPayloads;

export type LeadFieldName<Kind extends LeadKind> = keyof LeadPayloads[Kind] & string;

/**
 * A form's inputs (the fields the visitor types or picks, in the form's order) and its fixed
 * fields (no input: always sent, always with this value). Together they must name every field
 * of the schema exactly once, or this does not compile.
 */
interface LeadFormDefinition<Kind extends LeadKind, Inputs extends readonly LeadFieldName<Kind>[]> {
  inputs: Inputs;
  fixed: { readonly [Name in Exclude<LeadFieldName<Kind>, Inputs[number]>]: string };
  /** Inputs whose text travels as a number when it is one (a select's value is text). */
  numeric?: readonly Inputs[number][];
}

export const contactLeadForm = {
  inputs: ['full_name', 'phone_number', 'service_required'],
  fixed: {},
} as const;

export const goldLeadForm = {
  inputs: ['full_name', 'city', 'gold_grams', 'karat_score', 'phone_number', 'email'],
  fixed: {},
  numeric: ['karat_score'],
} as const;

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

export const careerLeadForm = {
  inputs: ['candidate_name', 'candidate_email', 'phone_number', 'description'],
  // Tells the backend which site the application came from.
  fixed: { source: 'purity-gold-website' },
} as const;

/** Every form by its kind, for the server and the tests. */
export const leadForms = {
  contact: contactLeadForm,
  gold: goldLeadForm,
  franchise: franchiseLeadForm,
  career: careerLeadForm,
} as const satisfies {
  // Each form's names checked against its schema: a wrong, missing or extra name does not compile.
  contact: LeadFormDefinition<'contact', typeof contactLeadForm.inputs>;
  gold: LeadFormDefinition<'gold', typeof goldLeadForm.inputs>;
  franchise: LeadFormDefinition<'franchise', typeof franchiseLeadForm.inputs>;
  career: LeadFormDefinition<'career', typeof careerLeadForm.inputs>;
};

/** Every kind of lead, in the order of leadForms. */
export const LEAD_KINDS = Object.keys(leadForms) as readonly LeadKind[];

/** The fields of a form that have an input, for its labels and its component's state. */
export type LeadInputName<Kind extends LeadKind> = (typeof leadForms)[Kind]['inputs'][number];

/** Any one form's definition, read by kind. */
interface SomeLeadForm {
  inputs: readonly string[];
  fixed: Readonly<Record<string, string>>;
  numeric?: readonly string[];
}

const WHOLE_NUMBER = /^\d{1,2}$/;

/**
 * The lead a form sends, from the texts its fields hold (a name missing from `texts` is left
 * out, or gets its fixed value): the inputs, the fixed fields, numeric inputs as numbers. The
 * browser and the no-JavaScript handler both build leads here, so the two send exactly the
 * same fields; anything odd is left for the shared schema to refuse.
 */
export function leadFromInputs(
  form: SomeLeadForm,
  texts: Readonly<Record<string, string | undefined>>,
): Record<string, unknown> {
  const lead: Record<string, unknown> = {};
  for (const name of form.inputs) {
    const value = texts[name];
    if (value === undefined) continue;
    const trimmed = value.trim();
    lead[name] = form.numeric?.includes(name) && WHOLE_NUMBER.test(trimmed) ? Number(trimmed) : value;
  }
  for (const [name, value] of Object.entries(form.fixed)) lead[name] = texts[name] ?? value;
  return lead;
}
