// The lead a form sends, built the same way by the browser and by the no-JavaScript handler.
// A module of its own: the browser needs it, not the table of every form in lead-forms.ts.

/** Any one form's declaration (contact-lead-form.ts and its siblings). */
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
