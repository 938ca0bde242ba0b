import { Router } from 'express';
import { API_PATHS } from '../shared/api-paths';
import type { FaultsStore } from './faults-store';
import { injectFaults } from './inject-faults';
import { methodNotAllowed } from './json-errors';
import type { RatesStore } from './rates-store';

/** The keystore answer in the upstream's shape: item 0 gold 24k per gram, item 1 silver. */
export function createRatesRoute(rates: RatesStore, faults: FaultsStore): Router {
  const router = Router();
  router.get(API_PATHS.rates, injectFaults(faults), (_req, res) => {
    const { gold, silver } = rates.get();
    res.set('Cache-Control', 'no-store').json([
      { key: 'gold_24k_per_gram', value: gold },
      { key: 'silver_per_gram', value: silver },
    ]);
  });
  router.all(API_PATHS.rates, methodNotAllowed('GET'));
  return router;
}
