import type { CareerFields } from './schemas/career-application';
import type { ContactLead } from './schemas/contact-lead';
import type { FranchiseLead } from './schemas/franchise-lead';
import type { GoldLead } from './schemas/gold-lead';
import { careerLeadForm } from './career-lead-form';
import { contactLeadForm } from './contact-lead-form';
import { franchiseLeadForm } from './franchise-lead-form';
import { goldLeadForm } from './gold-lead-form';

// Every lead form, by its kind. Each is declared once, in a module of its own
// (contact-lead-form.ts, gold-lead-form.ts, franchise-lead-form.ts, career-lead-form.ts): which
// wire fields the visitor fills in (in the order the form shows them) and which the form sends
// with a fixed value. The zod schemas own the rules and the field names; the names are checked
// against them here by type (`keyof` the payload), and a test checks the two lists cover each
// schema exactly. The page a form sits on is declared in site-pages.ts. The browser imports the
// one module of its form (and this one's types), so a page carries no other form's fields.

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
