import type { ZodType } from 'zod';
import type { LeadKind } from '../lead-forms';
import { careerFieldsSchema } from './career-application';
import { contactLeadSchema } from './contact-lead';
import { franchiseLeadSchema } from './franchise-lead';
import { goldLeadSchema } from './gold-lead';

/** The schema of each lead form's payload (the career form's CV aside, which is a file). */
export const leadSchemas = {
  contact: contactLeadSchema,
  gold: goldLeadSchema,
  franchise: franchiseLeadSchema,
  career: careerFieldsSchema,
} as const satisfies Record<LeadKind, ZodType>;
