import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateCareerForm, type CareerFormValues } from '../../shared/career-form-rules';
import { careerFieldsSchema } from '../../shared/schemas/career-application';

const textFields = ['candidate_name', 'candidate_email', 'phone_number', 'description'] as const;

/** The zod schema's first message per field, as the server would report it. */
function serverMessages(values: CareerFormValues): Partial<Record<(typeof textFields)[number], string>> {
  const result = careerFieldsSchema.safeParse({ ...values, source: 'website' });
  const messages: Partial<Record<(typeof textFields)[number], string>> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as (typeof textFields)[number];
    messages[field] ??= issue.message;
  }
  return messages;
}

// Strings near each rule's edges: blanks, spaces, e-mail-ish text, 9-11 and 20-21 characters,
// and lengths around the 100, 254 and 4000 limits.
const edgeText = fc.oneof(
  fc.constantFrom('', ' ', '  a  ', 'a@b.c', 'a @b.c', 'a@b', '@b.c', 'x'.repeat(101), 'y'.repeat(4001)),
  fc.string({ maxLength: 30 }),
  fc.stringMatching(/^[a-z]{1,20}@[a-z]{1,20}\.[a-z]{2,5}$/),
  fc.stringMatching(/^ ?\d{9,11} ?$/),
  fc.stringMatching(/^\+?[\d ]{18,22}$/),
  fc.string({ minLength: 95, maxLength: 105 }),
  fc.string({ minLength: 250, maxLength: 260 }),
);

describe('the browser career rules and the server schema', () => {
  it('agree on every text field, message for message', () => {
    fc.assert(
      fc.property(
        fc.record({
          candidate_name: edgeText,
          candidate_email: edgeText,
          phone_number: edgeText,
          description: edgeText,
        }),
        (values) => {
          const browser = validateCareerForm(values, { name: 'cv.pdf', size: 100 });
          const server = serverMessages(values);
          for (const field of textFields) expect(browser[field], field).toBe(server[field]);
        },
      ),
      { numRuns: 2000 },
    );
    // Two thousand schema checks: under a second on an idle machine, over five on a busy one.
  }, 30_000);
});
