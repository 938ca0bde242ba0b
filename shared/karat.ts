// The gold form's purities, as karat_score carries them. Kept apart from the zod schema so
// the browser's pages can use them without loading zod.

/** 0 means "Other". */
export const KARAT_SCORES = [18, 20, 22, 24, 0] as const;
export type KaratScore = (typeof KARAT_SCORES)[number];
export type KnownKarat = Exclude<KaratScore, 0>;

/** A purity the site can value (not Other); the browser and the no-JS page use the same test. */
export function isKnownKarat(value: number): value is KnownKarat {
  return value !== 0 && (KARAT_SCORES as readonly number[]).includes(value);
}
