// docs/product-rules.md, "The indicative value": after a successful gold lead the success dialog shows an indicative
// value = grams x purity relative to 24K x today's 24K rate per gram. Pure, so the browser and
// the no-JavaScript page render compute the same figure from the same inputs.
import { karatPurity } from '../../content/calculator';
import { parseGrams, usableGrams } from '../../../shared/grams';
import { isKnownKarat } from '../../../shared/karat';

/**
 * Whole rupees (halves round up), or null for Other (0), an unknown karat, unreadable grams or
 * an unknown or unusable rate.
 */
export function indicativeValue(input: {
  grams: string | number;
  karat: number;
  gold24kPerGram: number | null | undefined;
}): number | null {
  const grams = typeof input.grams === 'number' ? usableGrams(input.grams) : parseGrams(input.grams);
  if (grams === null || !isKnownKarat(input.karat)) return null;
  const rate = input.gold24kPerGram;
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0) return null;
  const exact = grams * karatPurity[input.karat] * rate;
  // Binary floating point puts some exact halves a hair below .5 (e.g. 0.75 * 2.5 * ...);
  // rounding to a millionth of a rupee first makes halves round the way a person expects.
  return Math.round(Number(exact.toFixed(6)));
}
