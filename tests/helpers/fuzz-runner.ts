import fc from 'fast-check';
import { expect } from 'vitest';
import { CLIENT_ERRORS, toRawRequest, type FuzzCase } from './fuzz-arbitraries';
import type { createRawClient } from './raw-http';

/** Cases per endpoint; FUZZ_RUNS raises it for a longer local run. */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 1000);

/**
 * Cases drawn the same way on every run and sent before the random ones: each run then meets
 * every answer the tests expect to see, however the random cases fall.
 */
const EXAMPLES = 300;
const EXAMPLES_SEED = 2026;

/**
 * Sends every generated case and holds the answer to the rules: never 5xx; 200 only for a
 * request that could be accepted, and always for one that must be (422 allowed there: a
 * reused Idempotency-Key with another body); otherwise a client error with a JSON message.
 */
export async function fuzzEndpoint(
  client: ReturnType<typeof createRawClient>,
  baseUrl: string,
  cases: fc.Arbitrary<FuzzCase>,
  options: { numRuns?: number; seed?: number } = {},
): Promise<{ statuses: Map<number, number> }> {
  const statuses = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(cases, async (fuzzCase) => {
      const res = await client.send(toRawRequest(fuzzCase, baseUrl));
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      const context = `${fuzzCase.description} -> ${res.status} ${res.text.slice(0, 300)}`;
      expect(res.status, context).toBeLessThan(500);
      if (res.status === 200) {
        expect(fuzzCase.mayPass, `accepted a request that should fail: ${context}`).toBe(true);
      } else if (fuzzCase.mustPass) {
        expect([200, 422], `refused a valid request: ${context}`).toContain(res.status);
      } else {
        expect([...CLIENT_ERRORS], context).toContain(res.status);
      }
      expect(res.headers['content-type'], context).toMatch(/^application\/json/);
      const body = res.json() as { message?: unknown };
      if (res.status >= 400) expect(typeof body.message, context).toBe('string');
    }),
    {
      numRuns: options.numRuns ?? FUZZ_RUNS,
      ...(options.seed === undefined ? {} : { seed: options.seed }),
      examples: fc.sample(cases, { seed: EXAMPLES_SEED, numRuns: EXAMPLES }).map((fuzzCase) => [fuzzCase]),
      endOnFailure: true,
    },
  );
  return { statuses };
}

/** The server is still up and answering. */
export async function expectHealthy(
  client: ReturnType<typeof createRawClient>,
  path = '/healthz',
): Promise<void> {
  const res = await client.send({ method: 'GET', path });
  expect(res.status).toBe(200);
}
