import './csp-safe-zod';
import { z } from 'zod';

const rateValue = z.union([z.number(), z.string().trim().regex(/^-?\d+(?:\.\d+)?$/)]);

// Upstream may add fields (keys, timestamps); only `value` and the order matter.
export const ratesResponseSchema = z.array(z.looseObject({ value: rateValue })).min(2);

export interface Rates {
  /** Rupees per gram of 24k gold. */
  gold: number;
  /** Rupees per gram of silver. */
  silver: number;
}

/** Item 0 is gold 24k, item 1 silver; null when the answer cannot be shown as prices. */
export function parseRates(json: unknown): Rates | null {
  const parsed = ratesResponseSchema.safeParse(json);
  if (!parsed.success) return null;
  const [gold, silver] = parsed.data.map((item) => Number(item.value));
  if (!isPrice(gold) || !isPrice(silver)) return null;
  return { gold, silver };
}

// A zero price would be shown to visitors as "Rs 0"; treat it as missing like a negative one.
function isPrice(value: number | undefined): value is number {
  return value !== undefined && Number.isFinite(value) && value > 0;
}
