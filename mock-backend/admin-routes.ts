import { Router } from 'express';
import { z } from 'zod';
import { invalidPayloadBody } from '../shared/field-issues';
import { renderAdminPage } from './admin-page';
import { faultRequestSchema, type FaultsStore } from './faults-store';
import type { JournalStore } from './journal-store';
import { jsonBodyErrors, parseJson } from './json-body';
import type { RatesStore } from './rates-store';

// A number or a numeric string, as a rate's value may be in the backend's own answer
// (docs/product-rules.md, "Rates and the ticker"), so a harness can set rates in either form.
const rateValue = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d+(?:\.\d+)?$/)
      .transform(Number),
  ])
  .pipe(z.number().positive());

const ratesUpdateSchema = z.strictObject({
  gold: rateValue,
  silver: rateValue,
});

// The page allows its one inline style block and nothing else.
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

export interface AdminRouteDeps {
  journal: JournalStore;
  faults: FaultsStore;
  rates: RatesStore;
}

/** The WireMock/Prism-style admin API under /__mock (docs/product-rules.md, "The mock backend"). */
export function createAdminRoutes({ journal, faults, rates }: AdminRouteDeps): Router {
  const router = Router();
  router.use(parseJson, jsonBodyErrors);

  router.get('/', (_req, res) => {
    res.set('Content-Security-Policy', PAGE_CSP).type('html').send(renderAdminPage(journal.list()));
  });

  router.get('/requests', (_req, res) => {
    res.json({ requests: journal.list() });
  });
  router.delete('/requests', (_req, res) => {
    journal.clear();
    res.status(204).end();
  });

  router.get('/faults', (_req, res) => {
    res.json({ faults: faults.list() });
  });
  router.post('/faults', (req, res) => {
    const parsed = faultRequestSchema.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json(invalidPayloadBody(parsed.error));
      return;
    }
    res.status(201).json(faults.add(parsed.data));
  });
  router.delete('/faults', (_req, res) => {
    faults.clear();
    res.status(204).end();
  });

  router.put('/rates', (req, res) => {
    const parsed = ratesUpdateSchema.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json(invalidPayloadBody(parsed.error));
      return;
    }
    rates.set(parsed.data);
    res.json(rates.get());
  });

  return router;
}
