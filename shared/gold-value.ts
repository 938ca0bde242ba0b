// The one rule for what gold is worth, used wherever the site shows a rupee figure for gold:
// the value estimator and the release calculator (rendered by the server for a GET, and again
// in the browser as the visitor types) and the gold lead's indicative value. Price = net weight
// x purity x today's 24K rate (docs/product-rules.md, "Business rules"). Plain numbers and
// strings only: the browser loads this module, so it carries no zod and no words.
import { parseGrams, plainDecimal, usableGrams } from './grams';
import { westernDigits } from './western-digits';
import { isKnownKarat } from './karat';

/** Hallmark purities in parts per thousand (BIS hallmarking), by karat. */
export const HALLMARKS = [
  { karat: 24, fineness: 999 },
  { karat: 22, fineness: 916 },
  { karat: 20, fineness: 833 },
  { karat: 18, fineness: 750 },
  { karat: 14, fineness: 585 },
  { karat: 9, fineness: 375 },
] as const;

export type Fineness = (typeof HALLMARKS)[number]['fineness'];

/**
 * When the visitor does not know the purity, most jewellery sold in India is 18K to 22K: the
 * estimate is shown as that range, never as one guessed figure.
 */
const UNKNOWN_PURITY_RANGE = { low: 750, high: 916 } as const satisfies Record<string, Fineness>;

function isFineness(value: number): value is Fineness {
  return HALLMARKS.some((hallmark) => hallmark.fineness === value);
}

/** The hallmark fineness of a karat (24 -> 999), or null for a karat without one. */
export function finenessOfKarat(karat: number): Fineness | null {
  return HALLMARKS.find((hallmark) => hallmark.karat === karat)?.fineness ?? null;
}

/**
 * Rupees, rounded to whole rupees with halves up. Binary floating point puts some exact halves
 * a hair below .5; rounding to a millionth of a rupee first makes halves round the way a person
 * expects.
 */
export function wholeRupees(exact: number): number {
  return Math.round(Number(exact.toFixed(6)));
}

/** A usable 24K rate (rupees per gram), or null: unknown rates are never guessed. */
function usableRate(rate: number | null | undefined): number | null {
  return typeof rate === 'number' && Number.isFinite(rate) && rate > 0 ? rate : null;
}

/** Grams of fine gold in `netGrams` of gold of this fineness, to the milligram. */
function fineGoldGrams(netGrams: number, fineness: number): number {
  return Number(((netGrams * fineness) / 1000).toFixed(3));
}

/** Whole rupees for `netGrams` of gold of this fineness at `rate` rupees per gram of 24K. */
export function goldValueRupees(netGrams: number, fineness: number, rate: number): number {
  // The exact product, not the rounded fine weight: rounding happens once, on the rupees.
  return wholeRupees((netGrams * fineness * rate) / 1000);
}

/**
 * The gold lead's indicative value (docs/product-rules.md, "The indicative value"): grams x
 * hallmark purity x today's 24K rate, in whole rupees; null for Other (0), an unknown karat,
 * unreadable grams or an unknown rate. The server computes it for a form sent without
 * JavaScript, the browser after sending, both by this rule.
 */
export function indicativeValue(input: {
  grams: string | number;
  karat: number;
  gold24kPerGram: number | null | undefined;
}): number | null {
  const grams = typeof input.grams === 'number' ? usableGrams(input.grams) : parseGrams(input.grams);
  const fineness = isKnownKarat(input.karat) ? finenessOfKarat(input.karat) : null;
  const rate = usableRate(input.gold24kPerGram);
  if (grams === null || fineness === null || rate === null) return null;
  return goldValueRupees(grams, fineness, rate);
}

/** Limits of what the calculators read, as the forms state them. */
export const GOLD_WEIGHT_LIMITS = { min: 0.01, max: 10_000, unit: /(?:g|gm|gms|gram|grams)\.?$/i } as const;
/** The largest amount owed the release calculator reads (rupees): ten crore. */
export const MAX_AMOUNT_OWED = 100_000_000;

export type NumberProblem = 'missing' | 'not-a-number' | 'too-precise' | 'too-small' | 'too-large';

export type ReadNumber = { ok: true; value: number } | { ok: false; problem: NumberProblem };

const DECIMAL = /^(\d+)(?:\.(\d*))?$|^\.(\d+)$/;

/**
 * A number typed into a form, with at most two decimals, between `min` and `max`. Digits may
 * be in an Indian script ('१२.५'); spaces and the field's `unit` after it ('12.5 g') are
 * ignored, and commas are read as the gold form
 * reads them (plainDecimal: 1,250 is grouping, 12,5 a decimal comma); anything else that is not
 * a plain decimal is refused with the reason, for the visitor's message.
 */
export function readAmount(
  text: string | undefined,
  limits: { min: number; max: number; optional?: boolean; unit?: RegExp },
): ReadNumber {
  const compact = westernDigits(text ?? '').replace(/\s/g, '');
  const trimmed = plainDecimal(limits.unit ? compact.replace(limits.unit, '') : compact);
  if (trimmed === '') return limits.optional ? { ok: true, value: 0 } : { ok: false, problem: 'missing' };
  const match = DECIMAL.exec(trimmed);
  if (!match) return { ok: false, problem: 'not-a-number' };
  const decimals = match[2] ?? match[3] ?? '';
  if (decimals.length > 2) return { ok: false, problem: 'too-precise' };
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return { ok: false, problem: 'not-a-number' };
  if (value < limits.min) return { ok: false, problem: 'too-small' };
  if (value > limits.max) return { ok: false, problem: 'too-large' };
  return { ok: true, value };
}

/** Purity as the forms send it: a hallmark fineness ('916'), or 'unknown'. */
export type PurityChoice = Fineness | 'unknown';

export function readPurity(text: string | undefined): PurityChoice | null {
  if (text === 'unknown') return 'unknown';
  const value = Number(text);
  return text && /^\d{3}$/.test(text) && isFineness(value) ? value : null;
}

/** A figure that is exact for a known purity, or a low-high range when the purity is unknown. */
export interface Figure {
  low: number;
  high: number;
}

const figure = (low: number, high: number): Figure => ({ low, high });

function finenessRange(purity: PurityChoice): Figure {
  return purity === 'unknown'
    ? figure(UNKNOWN_PURITY_RANGE.low, UNKNOWN_PURITY_RANGE.high)
    : figure(purity, purity);
}

/** A deduction the business applies to the value, as a percentage of it (0: none). */
export interface Deduction {
  percent: number;
}

export interface GoldEstimate {
  grossGrams: number;
  stoneGrams: number;
  netGrams: number;
  fineness: Figure;
  fineGrams: Figure;
  /** Null when the rate is unknown: the rupee lines are then left out, not guessed. */
  rupees: {
    rate: number;
    value: Figure;
    deduction: Figure;
    amount: Figure;
  } | null;
}

/**
 * Gross weight -> net gold (less stones and other parts) -> fine gold -> value at the 24K rate ->
 * less the business's deduction -> the indicative amount. Inputs are already read and valid.
 */
export function estimateGold(input: {
  grossGrams: number;
  stoneGrams: number;
  purity: PurityChoice;
  rate: number | null | undefined;
  deduction?: Deduction;
}): GoldEstimate {
  // Weights have two decimals: working in hundredths keeps 12.5 - 0.3 at 12.2, not 12.200000000000001.
  const netGrams = (Math.round(input.grossGrams * 100) - Math.round(input.stoneGrams * 100)) / 100;
  const fineness = finenessRange(input.purity);
  const fineGrams = figure(fineGoldGrams(netGrams, fineness.low), fineGoldGrams(netGrams, fineness.high));
  const rate = usableRate(input.rate);
  if (rate === null)
    return {
      grossGrams: input.grossGrams,
      stoneGrams: input.stoneGrams,
      netGrams,
      fineness,
      fineGrams,
      rupees: null,
    };
  const percent = input.deduction?.percent ?? 0;
  const valueAt = (fine: number) => goldValueRupees(netGrams, fine, rate);
  const deductionOf = (rupees: number) => wholeRupees((rupees * percent) / 100);
  const value = figure(valueAt(fineness.low), valueAt(fineness.high));
  const deduction = figure(deductionOf(value.low), deductionOf(value.high));
  return {
    grossGrams: input.grossGrams,
    stoneGrams: input.stoneGrams,
    netGrams,
    fineness,
    fineGrams,
    rupees: {
      rate,
      value,
      deduction,
      amount: figure(value.low - deduction.low, value.high - deduction.high),
    },
  };
}

export interface ReleaseEstimate {
  /** What the gold would fetch (after any deduction), or null when the rate is unknown. */
  goldAmount: Figure | null;
  owed: number;
  /** Gold amount less what is owed; negative when the loan is larger than the gold's worth. */
  cashInHand: Figure | null;
}

/** Pledged gold: its indicative amount at today's rate, less what the lender is owed. */
export function estimateRelease(input: {
  grams: number;
  purity: PurityChoice;
  owed: number;
  rate: number | null | undefined;
  deduction?: Deduction;
}): ReleaseEstimate {
  const gold = estimateGold({
    grossGrams: input.grams,
    stoneGrams: 0,
    purity: input.purity,
    rate: input.rate,
    ...(input.deduction ? { deduction: input.deduction } : {}),
  });
  if (!gold.rupees) return { goldAmount: null, owed: input.owed, cashInHand: null };
  const { amount } = gold.rupees;
  const owed = wholeRupees(input.owed);
  return { goldAmount: amount, owed, cashInHand: figure(amount.low - owed, amount.high - owed) };
}
