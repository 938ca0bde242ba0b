import express, { type Express } from 'express';
import type { Rates } from '../shared/schemas/rates';
import { createAdminRoutes } from './admin-routes';
import { createCareerRoute } from './career-route';
import { createFaultsStore } from './faults-store';
import { createIdempotency } from './idempotency-gate';
import { createIdempotencyStore } from './idempotency-store';
import { createJournalStore } from './journal-store';
import { internalError, notFound } from './json-errors';
import { createLeadRoutes } from './lead-routes';
import { createRatesRoute } from './rates-route';
import { createRatesStore } from './rates-store';

export interface MockBackendOptions {
  initialRates?: Rates;
}

/** The stand-in upstream: the five API paths plus the /__mock admin API. Never listens itself. */
export function createMockBackend(options: MockBackendOptions = {}): Express {
  const journal = createJournalStore();
  const faults = createFaultsStore();
  const rates = createRatesStore(options.initialRates);
  const idempotency = createIdempotency(createIdempotencyStore(), journal);

  const app = express();
  app.disable('x-powered-by');
  app.use('/__mock', createAdminRoutes({ journal, faults, rates }));
  app.use('/purity/v1', journal.record);
  app.use(createLeadRoutes({ journal, faults, idempotency }));
  app.use(createCareerRoute({ journal, faults, idempotency }));
  app.use(createRatesRoute(rates, faults));
  app.use(notFound);
  app.use(internalError);
  return app;
}
