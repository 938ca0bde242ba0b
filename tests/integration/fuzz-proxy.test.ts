import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { careerCase, jsonLeadCase, ratesCase } from '../helpers/fuzz-arbitraries';
import { expectHealthy, fuzzEndpoint, FUZZ_RUNS } from '../helpers/fuzz-runner';
import { createRawClient } from '../helpers/raw-http';
import { startSite, type RunningSite } from '../helpers/start-site';

// Property-based fuzzing of the website's five /purity/v1 endpoints:
// random JSON, wrong types, huge strings, malformed JSON, wrong content types and
// encodings, broken multipart, foreign Origins and odd Idempotency-Keys. The proxy forwards
// what it accepts to a real mock backend, so the whole path is exercised.

let site: RunningSite;
let client: ReturnType<typeof createRawClient>;
beforeAll(async () => {
  site = await startSite({ LEAD_RATE_LIMIT: '0' });
  client = createRawClient(site.url);
});
afterAll(async () => {
  client.close();
  await site.close();
});

const TIMEOUT = 120_000;

describe(`fuzzing the website's proxy (${FUZZ_RUNS} cases per endpoint)`, () => {
  it.each(['contact', 'gold', 'franchise'] as const)(
    'POST %s: always a client error or, for a valid lead, 200; never 5xx',
    async (kind) => {
      const { statuses } = await fuzzEndpoint(client, site.url, jsonLeadCase(kind, 'proxy'));
      // The generators reach both sides of the judgement, and the limit and type checks.
      for (const status of [200, 400, 403, 413, 415])
        expect(statuses.get(status) ?? 0, `status ${status} seen`).toBeGreaterThan(0);
      await expectHealthy(client);
    },
    TIMEOUT,
  );

  it(
    'POST career (multipart): always a client error or, for a valid application, 200; never 5xx',
    async () => {
      const { statuses } = await fuzzEndpoint(client, site.url, careerCase('proxy'));
      for (const status of [200, 400, 403, 413, 415])
        expect(statuses.get(status) ?? 0, `status ${status} seen`).toBeGreaterThan(0);
      await expectHealthy(client);
    },
    TIMEOUT,
  );

  it(
    'GET rates with odd queries and headers: always 200 JSON',
    async () => {
      await fuzzEndpoint(client, site.url, ratesCase());
      await expectHealthy(client);
    },
    TIMEOUT,
  );
});
