import { HONEYPOT_FIELD } from '../../shared/honeypot';
import { isKnownKarat } from '../../shared/karat';
import { leadForms } from '../../shared/lead-forms';
import type { LeadKind } from '../../shared/lead-forms';
import { leadFromInputs } from '../../shared/lead-from-inputs';
import { formAt } from '../../shared/site-pages';
import { parseGrams } from '../../shared/grams';
import type { FormEcho } from '../../shared/render-contract';

type FormBody = Record<string, unknown>;

/** One string per name: a repeated name (only a hand-made request sends one) keeps the first. */
function text(body: FormBody, name: string): string | undefined {
  const value = body[name];
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}

/**
 * What was typed, to put back into the form when the page comes back with an error. Whole (the
 * body limits bound it): a text cut here would be sent cut at the next press of Submit.
 */
export function typedValues(kind: LeadKind, body: FormBody): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of leadForms[kind].inputs) {
    const value = text(body, name);
    if (value !== undefined) values[name] = value;
  }
  return values;
}

/**
 * A urlencoded (or multipart) form body as the lead the JSON API would receive, built by the
 * same rule as the browser's (shared/lead-from-inputs.ts), plus the honeypot (checkLead drops it).
 * Anything else is left for the shared schema to refuse, so both paths accept the same leads.
 */
export function leadFieldsFromForm(kind: LeadKind, body: FormBody): Record<string, unknown> {
  const texts: Record<string, string | undefined> = Object.create(null);
  for (const name of Object.keys(body)) texts[name] = text(body, name);
  const fields = leadFromInputs(leadForms[kind], texts);
  const trap = texts[HONEYPOT_FIELD];
  if (trap !== undefined) fields[HONEYPOT_FIELD] = trap;
  return fields;
}

/**
 * Where a successful no-JavaScript submission is redirected (303), so a reload does not send
 * it again. For gold, the weight and karat travel as re-validated numbers only.
 */
export function successLocation(path: string, kind: LeadKind, fields: Record<string, unknown>): string {
  const query = new URLSearchParams({ sent: kind });
  if (kind === 'gold' && typeof fields.gold_grams === 'string' && typeof fields.karat_score === 'number') {
    const grams = parseGrams(fields.gold_grams);
    if (grams !== null && isKnownKarat(fields.karat_score)) {
      query.set('grams', String(grams));
      query.set('karat', String(fields.karat_score));
    }
  }
  return `${path}?${query.toString()}`;
}

/**
 * The success dialog after that redirect, for the browser whose cookie says it sent this page's
 * form (success-cookie.ts). Nothing from the URL is shown as text: `sent` must name this page's
 * own form, and grams and karat are parsed back into numbers and checked.
 */
export function successEchoFromQuery(
  path: string,
  query: Record<string, unknown>,
  sentKind: string | undefined,
): FormEcho | null {
  const kind = formAt(path);
  if (!kind || query.sent !== kind || sentKind !== kind) return null;
  const echo: FormEcho = { kind, outcome: 'success', values: {}, fieldErrors: {} };
  if (
    kind === 'gold' &&
    typeof query.grams === 'string' &&
    typeof query.karat === 'string' &&
    /^\d{1,2}$/.test(query.karat)
  ) {
    const grams = /^\d{1,9}(?:\.\d{1,6})?$/.test(query.grams) ? parseGrams(query.grams) : null;
    const karat = Number(query.karat);
    if (grams !== null && isKnownKarat(karat)) echo.indicative = { grams, karat };
  }
  return echo;
}
