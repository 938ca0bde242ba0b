import type { Rates } from '../shared/schemas/rates';

// Mock data, not market prices: plausible rupee figures so the ticker has something to show.
const DEFAULT_RATES: Rates = { gold: 7345, silver: 92 };

export interface RatesStore {
  get(): Rates;
  set(rates: Rates): void;
}

export function createRatesStore(initial: Rates = DEFAULT_RATES): RatesStore {
  let current = { ...initial };
  return {
    get: () => ({ ...current }),
    set(rates) {
      current = { ...rates };
    },
  };
}
