import type { LeadKind } from '../../shared/api-paths';
import { HONEYPOT_FIELD } from '../../shared/honeypot';
import { isKnownKarat } from '../../shared/karat';
import { parseGrams } from '../../shared/grams';
import type { FormEcho } from '../../shared/render-contract';

/** The pages whose forms post to themselves without JavaScript, and the lead each one sends. */
export const FORM_PAGES: Readonly<Record<string, LeadKind>> = {
  '/': 'contact',
  '/home': 'contact',
  '/calculator': 'gold',
  '/partner': 'franchise',
  '/career': 'career',
};

/** Wire fields a visitor types, per form (what is echoed back on failure; never the file). */
const TYPED_FIELDS: Readonly<Record<LeadKind, readonly string[]>> = {
  contact: ['full_name', 'phone_number', 'service_required'],
  gold: ['full_name', 'city', 'gold_grams', 'karat_score', 'phone_number', 'email'],
  franchise: [
    'full_name',
    'phone_number',
    'email',
    'total_funds_available',
    'funds_in_hand_to_invest',
    'previous_experience',
    'area_of_interest',
  ],
  career: ['candidate_name', 'candidate_email', 'phone_number', 'description'],
};

const FRANCHISE_EMPTY_FIELDS = ['funds_required_to_borrow', 'source_of_borrow'] as const;

type FormBody = Record<string, unknown>;

/** One string per name: a repeated name (only a hand-made request sends one) keeps the first. */
function text(body: FormBody, name: string): string | undefined {
  const value = body[name];
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}

/** What was typed, to put back into the form when the page comes back with an error. */
export function typedValues(kind: LeadKind, body: FormBody): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of TYPED_FIELDS[kind]) {
    const value = text(body, name);
    if (value !== undefined) values[name] = value.slice(0, 4000);
  }
  return values;
}

/**
 * A urlencoded (or multipart) form body as the lead the JSON API would receive: only the
 * schema's fields plus the honeypot (the forwarder drops it), karat_score as a number, the
 * franchise form's two input-less fields as empty strings. Anything else is left for the
 * shared schema to refuse, so both paths accept exactly the same leads.
 */
export function leadFieldsFromForm(kind: LeadKind, body: FormBody): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const name of TYPED_FIELDS[kind]) {
    const value = text(body, name);
    if (value !== undefined) fields[name] = value;
  }
  if (
    kind === 'gold' &&
    typeof fields.karat_score === 'string' &&
    /^\d{1,2}$/.test(fields.karat_score.trim())
  ) {
    fields.karat_score = Number(fields.karat_score.trim());
  }
  if (kind === 'franchise') {
    for (const name of FRANCHISE_EMPTY_FIELDS) fields[name] = text(body, name) ?? '';
  }
  if (kind === 'career') {
    const source = text(body, 'source');
    if (source !== undefined) fields.source = source;
  }
  const trap = text(body, HONEYPOT_FIELD);
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
 * The success dialog after that redirect. Nothing from the URL is shown as text: `sent` must
 * name this page's own form, and grams and karat are parsed back into numbers and checked.
 */
export function successEchoFromQuery(path: string, query: Record<string, unknown>): FormEcho | null {
  const kind = FORM_PAGES[path];
  if (!kind || query.sent !== kind) return null;
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
