import { randomUUID } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import type { z } from 'zod';
import { API_PATHS } from '../shared/api-paths';
import { invalidPayloadBody } from '../shared/field-issues';
import { contactLeadSchema } from '../shared/schemas/contact-lead';
import { franchiseLeadSchema } from '../shared/schemas/franchise-lead';
import { goldLeadSchema } from '../shared/schemas/gold-lead';
import type { FaultsStore } from './faults-store';
import type { Idempotency } from './idempotency-gate';
import { injectFaults } from './inject-faults';
import type { JournalStore } from './journal-store';
import { jsonBodyErrors, parseJson, rejectDeepJson, requireContentType } from './json-body';
import { methodNotAllowed } from './json-errors';
import { recordBody } from './record-body';

export interface LeadRouteDeps {
  journal: JournalStore;
  faults: FaultsStore;
  idempotency: Idempotency;
}

const jsonLeads: ReadonlyArray<{ path: string; schema: z.ZodType }> = [
  { path: API_PATHS.contact, schema: contactLeadSchema },
  { path: API_PATHS.gold, schema: goldLeadSchema },
  { path: API_PATHS.franchise, schema: franchiseLeadSchema },
];

/** The three JSON lead endpoints: validate with the shared schema, accept with a new id. */
export function createLeadRoutes({ journal, faults, idempotency }: LeadRouteDeps): Router {
  const router = Router();
  for (const { path, schema } of jsonLeads) {
    const accept: RequestHandler = (req, res) => {
      const parsed = schema.safeParse(req.body);
      if (!parsed.success) idempotency.respond(req, res, 400, invalidPayloadBody(parsed.error));
      else idempotency.respond(req, res, 200, { id: randomUUID() });
    };
    router.post(
      path,
      requireContentType('application/json', 'JSON'),
      parseJson,
      jsonBodyErrors,
      rejectDeepJson,
      recordBody(journal),
      idempotency.gate,
      injectFaults(faults),
      accept,
    );
    router.all(path, methodNotAllowed('POST'));
  }
  return router;
}
