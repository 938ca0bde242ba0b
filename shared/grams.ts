// Reading the gold form's free-text weight: the browser for the indicative value, the server
// to re-validate the numbers it puts in the success redirect.

/** Weights above this are not a visitor's jewellery; no figure is shown for them. */
export const MAX_GRAMS = 100_000;

/**
 * The weight typed into 'Gold (in grams)', or null when it cannot be read as a positive number
 * of grams. Accepts '12', '12.5', '.5', '12,5' (decimal comma) and a unit ('12 g', '12.5 grams').
 */
export function parseGrams(text: string): number | null {
  const match = /^(\d{1,9}(?:[.,]\d{1,6})?|[.,]\d{1,6})\s*(?:g|gm|gms|gram|grams)?\.?$/i.exec(text.trim());
  if (!match?.[1]) return null;
  return usableGrams(Number(match[1].replace(',', '.')));
}

export function usableGrams(grams: number): number | null {
  return Number.isFinite(grams) && grams > 0 && grams <= MAX_GRAMS ? grams : null;
}
