// Reading the gold form's free-text weight: the browser for the indicative value, the server
// to re-validate the numbers it puts in the success redirect.
import { westernDigits } from './western-digits';

/** Weights above this are not a visitor's jewellery; no figure is shown for them. */
const MAX_GRAMS = 100_000;

// The unit, if any, in English or in a page language's words for grams (docs/glossary/), as a
// visitor types them: Kannada ಗ್ರಾಂಗಳು ಗ್ರಾಂ ಗ್ರಾಮ್, Tamil கிராம்கள் கிராம், Telugu గ్రాములు
// గ్రాము గ్రాం గ్రా, Hindi ग्राम्स ग्राम ग्रा. Escaped, because every language's build carries this
// module and each carries only its own script's letters (as shared/western-digits.ts).
const WEIGHT =
  /^(\d{1,3}(?:,\d{2,3})+(?:\.\d{1,6})?|\d{1,9}(?:[.,]\d{1,6})?|[.,]\d{1,6})\s*(?:g|gm|gms|gram|grams|\u0c97\u0ccd\u0cb0\u0cbe\u0c82\u0c97\u0cb3\u0cc1|\u0c97\u0ccd\u0cb0\u0cbe\u0c82|\u0c97\u0ccd\u0cb0\u0cbe\u0cae\u0ccd|\u0b95\u0bbf\u0bb0\u0bbe\u0bae\u0bcd\u0b95\u0bb3\u0bcd|\u0b95\u0bbf\u0bb0\u0bbe\u0bae\u0bcd|\u0c17\u0c4d\u0c30\u0c3e\u0c2e\u0c41\u0c32\u0c41|\u0c17\u0c4d\u0c30\u0c3e\u0c2e\u0c41|\u0c17\u0c4d\u0c30\u0c3e\u0c02|\u0c17\u0c4d\u0c30\u0c3e|\u0917\u094d\u0930\u093e\u092e\u094d\u0938|\u0917\u094d\u0930\u093e\u092e|\u0917\u094d\u0930\u093e)?\.?$/i;
/** Digits grouped the Indian way (1,00,000) or the international way (100,000): the last group has three. */
const GROUPED = /^\d{1,3}(?:,\d{2})*,\d{3}(?:\.\d+)?$|^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;

/**
 * The weight typed into 'Gold (in grams)', or null when it cannot be read as a positive number
 * of grams. Accepts '12', '12.5', '.5', a unit ('12 g', '12.5 grams', '12.5 ಗ್ರಾಂ'), digit grouping ('1,250',
 * '1,00,000': in India a comma before three digits separates thousands) and otherwise a
 * decimal comma ('12,5'), in 0-9 or an Indian script's digits ('१२.५').
 */
export function parseGrams(text: string): number | null {
  const number = WEIGHT.exec(westernDigits(text).trim())?.[1];
  if (!number) return null;
  return usableGrams(Number(plainDecimal(number)));
}

/**
 * A typed number's commas read as a visitor in India means them: grouping when three digits
 * follow (1,250 and 1,00,000), dropped; otherwise a decimal comma (12,5), read as a point.
 */
export function plainDecimal(number: string): string {
  return GROUPED.test(number) ? number.replace(/,/g, '') : number.replace(',', '.');
}

export function usableGrams(grams: number): number | null {
  return Number.isFinite(grams) && grams > 0 && grams <= MAX_GRAMS ? grams : null;
}
