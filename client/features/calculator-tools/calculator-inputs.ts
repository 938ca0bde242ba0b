// What the two calculators on /calculator read from their GET query (no JavaScript, or a
// shared link) and from their fields as the visitor types: the same reading either way, so the
// server's page and the browser's live figures agree.
import {
  estimateGold,
  estimateRelease,
  GOLD_WEIGHT_LIMITS,
  MAX_AMOUNT_OWED,
  readAmount,
  readPurity,
  type GoldEstimate,
  type ReleaseEstimate,
} from '../../../shared/gold-value';
import { estimateDeduction, fieldProblems, numberProblems } from '../../content/value-estimator';

/** The query names the estimator's GET form sends. */
export const ESTIMATOR_FIELDS = ['grams', 'stones', 'purity'] as const;
/** The release calculator's: apart from the estimator's, so each form keeps its own values. */
export const RELEASE_FIELDS = ['pledged_grams', 'pledged_purity', 'owed'] as const;

export type EstimatorValues = Record<(typeof ESTIMATOR_FIELDS)[number], string>;
export type ReleaseValues = Record<(typeof RELEASE_FIELDS)[number], string>;
export type Problems<Values> = Partial<Record<keyof Values, string>>;

/**
 * Whose problems are shown: `'all'` once the form was sent (its button, or its fields in the
 * address), otherwise the names of the fields the visitor has left.
 */
export type Checked = 'all' | ReadonlySet<string>;

/** A field's problem is shown once checked; an empty field only once the form was sent. */
const shows = (checked: Checked, name: string, problem: string) =>
  checked === 'all' || (checked.has(name) && problem !== 'missing');

/** The fields' values from a query string; `sent` when the form's own fields are in it. */
export function valuesFromQuery<Name extends string>(
  search: string,
  names: readonly Name[],
): { values: Record<Name, string>; sent: boolean } {
  const params = new URLSearchParams(search);
  const values = {} as Record<Name, string>;
  // Longer than any number a field takes: a made-up query cannot make the page echo a novel.
  for (const name of names) values[name] = (params.get(name) ?? '').slice(0, 32);
  // After the gold lead form was sent without JavaScript (?sent=gold&grams=...), the query is
  // that form's, not a calculator's.
  if (params.has('sent')) for (const name of names) values[name] = '';
  return { values, sent: !params.has('sent') && names.some((name) => params.has(name)) };
}

/** The estimate, and what is wrong with the fields that are `checked`. */
export function readEstimator(
  values: EstimatorValues,
  rate: number | null | undefined,
  checked: Checked,
): { estimate: GoldEstimate | null; problems: Problems<EstimatorValues> } {
  const problems: Problems<EstimatorValues> = {};
  const grams = readAmount(values.grams, GOLD_WEIGHT_LIMITS);
  const stones = readAmount(values.stones, { ...GOLD_WEIGHT_LIMITS, min: 0, optional: true });
  const purity = readPurity(values.purity);
  const stonesTooHeavy = grams.ok && stones.ok && stones.value >= grams.value;
  if (!grams.ok && shows(checked, 'grams', grams.problem)) problems.grams = numberProblems[grams.problem];
  if (!stones.ok && shows(checked, 'stones', stones.problem))
    problems.stones = numberProblems[stones.problem];
  // It depends on both weights: not while either is being typed.
  if (stonesTooHeavy && shows(checked, 'stones', '') && shows(checked, 'grams', ''))
    problems.stones = fieldProblems.stonesTooHeavy;
  if (purity === null && checked === 'all') problems.purity = fieldProblems.purity;
  if (!grams.ok || !stones.ok || stonesTooHeavy || purity === null) return { estimate: null, problems };
  return {
    estimate: estimateGold({
      grossGrams: grams.value,
      stoneGrams: stones.value,
      purity,
      rate,
      deduction: estimateDeduction,
    }),
    problems,
  };
}

export function readRelease(
  values: ReleaseValues,
  rate: number | null | undefined,
  checked: Checked,
): { estimate: ReleaseEstimate | null; unknownPurity: boolean; problems: Problems<ReleaseValues> } {
  const problems: Problems<ReleaseValues> = {};
  const grams = readAmount(values.pledged_grams, GOLD_WEIGHT_LIMITS);
  const owed = readAmount(values.owed, { min: 0, max: MAX_AMOUNT_OWED });
  const purity = readPurity(values.pledged_purity);
  if (!grams.ok && shows(checked, 'pledged_grams', grams.problem))
    problems.pledged_grams = numberProblems[grams.problem];
  if (!owed.ok && shows(checked, 'owed', owed.problem)) problems.owed = numberProblems[owed.problem];
  if (purity === null && checked === 'all') problems.pledged_purity = fieldProblems.purity;
  if (!grams.ok || !owed.ok || purity === null) return { estimate: null, unknownPurity: false, problems };
  return {
    estimate: estimateRelease({
      grams: grams.value,
      purity,
      owed: owed.value,
      rate,
      deduction: estimateDeduction,
    }),
    unknownPurity: purity === 'unknown',
    problems,
  };
}
