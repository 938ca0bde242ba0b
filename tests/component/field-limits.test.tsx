import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { CareerForm } from '../../client/features/lead-forms/career-form';
import { ContactForm } from '../../client/features/lead-forms/contact-form';
import { FranchiseForm } from '../../client/features/lead-forms/franchise-form';
import { GoldLeadForm } from '../../client/features/lead-forms/gold-lead-form';
import { careerFieldsSchema } from '../../shared/schemas/career-application';
import { contactLeadSchema } from '../../shared/schemas/contact-lead';
import { franchiseLeadSchema } from '../../shared/schemas/franchise-lead';
import { goldLeadSchema } from '../../shared/schemas/gold-lead';
import { validCareerFields, validContact, validFranchise, validGold } from '../helpers/lead-fixtures';
import { renderWithApp } from './lead-harness';

// A form that lets a visitor type more than the server accepts turns a valid-looking entry
// into a refusal after the press of Submit. Each form's maxLength is held against the schema
// the server checks with: the longest entry the browser allows must pass, and one character
// more must be refused, so the browser never cuts a visitor short either. A free text has no
// cap (shared/lead-field-limits.ts says why).

interface FormCase {
  name: string;
  form: ReactElement;
  schema: ZodType;
  valid: Record<string, unknown>;
}

const forms: FormCase[] = [
  { name: 'gold lead (/calculator)', form: <GoldLeadForm />, schema: goldLeadSchema, valid: validGold },
  { name: 'contact enquiry (home)', form: <ContactForm />, schema: contactLeadSchema, valid: validContact },
  {
    name: 'franchise (/partner)',
    form: <FranchiseForm />,
    schema: franchiseLeadSchema,
    valid: validFranchise,
  },
  { name: 'career (/career)', form: <CareerForm />, schema: careerFieldsSchema, valid: validCareerFields },
];

/** A value of exactly `length` characters that the field's other rules accept. */
function entryOfLength(control: HTMLInputElement | HTMLTextAreaElement, length: number): string {
  if (control.type === 'email') return `${'a'.repeat(length - '@example.com'.length)}@example.com`;
  // Phone digits in pairs with spaces between, as people type them; digit counts stay in range.
  if (control.type === 'tel') return '98 45 01 23 45 67 89 00'.slice(0, length).padEnd(length, '0');
  return 'a'.repeat(length);
}

describe.each(forms)('the $name form types no more than the server accepts', ({ form, schema, valid }) => {
  it('the longest entry each field allows is accepted, and the fields cap at the schema limit', () => {
    const { container, unmount } = renderWithApp(form);
    const capped = [
      ...container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
        'input[maxlength], textarea[maxlength]',
      ),
    ];
    expect(capped.length).toBeGreaterThan(0);
    for (const control of capped) {
      const longest = entryOfLength(control, control.maxLength);
      const atLimit = schema.safeParse({ ...valid, [control.name]: longest });
      expect(
        atLimit.success,
        `${control.name} at its maxLength ${control.maxLength}: ${JSON.stringify(atLimit.error?.issues)}`,
      ).toBe(true);
      // Phone numbers are judged by their digits, not their length, past the form's cap.
      if (control.type === 'tel') continue;
      const overLimit = schema.safeParse({
        ...valid,
        [control.name]: entryOfLength(control, control.maxLength + 1),
      });
      expect(overLimit.success, `${control.name} one character past maxLength ${control.maxLength}`).toBe(
        false,
      );
    }
    unmount();
  });
});

it('caps no free text: a pasted text longer than its limit stays whole, for Submit to refuse', () => {
  const freeTexts = forms.flatMap(({ form }) => {
    const { container, unmount } = renderWithApp(form);
    const found = [...container.querySelectorAll('textarea')].map((textarea) => [
      textarea.name,
      textarea.maxLength,
    ]);
    unmount();
    return found;
  });
  expect(freeTexts).toEqual([
    ['previous_experience', -1],
    ['description', -1],
  ]);
});
