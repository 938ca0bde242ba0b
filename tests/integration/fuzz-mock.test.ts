import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockBackend } from '../../mock-backend/create-mock-backend';
import { careerCase, jsonLeadCase, ratesCase } from '../helpers/fuzz-arbitraries';
import { expectHealthy, fuzzEndpoint, FUZZ_RUNS } from '../helpers/fuzz-runner';
import { createRawClient } from '../helpers/raw-http';

// The same fuzzing against the mock backend directly: it is the stand-in for the real
// backend and the test harness for everything else, so it must hold up as well.

let server: Server;
let url: string;
let client: ReturnType<typeof createRawClient>;
beforeAll(async () => {
  server = await new Promise<Server>((resolve) => {
    const s = createMockBackend().listen(0, '127.0.0.1', () => resolve(s));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  client = createRawClient(url);
});
afterAll(async () => {
  client.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const TIMEOUT = 120_000;

describe(`fuzzing the mock backend (${FUZZ_RUNS} cases per endpoint)`, () => {
  it.each(['contact', 'gold', 'franchise'] as const)(
    'POST %s: always a client error or, for a valid lead, 200; never 5xx',
    async (kind) => {
      const { statuses } = await fuzzEndpoint(client, url, jsonLeadCase(kind, 'mock'));
      for (const status of [200, 400, 413, 415])
        expect(statuses.get(status) ?? 0, `status ${status} seen`).toBeGreaterThan(0);
      await expectHealthy(client, '/__mock/requests');
    },
    TIMEOUT,
  );

  it(
    'POST career (multipart): always a client error or, for a valid application, 200; never 5xx',
    async () => {
      const { statuses } = await fuzzEndpoint(client, url, careerCase('mock'));
      for (const status of [200, 400, 413, 415])
        expect(statuses.get(status) ?? 0, `status ${status} seen`).toBeGreaterThan(0);
      await expectHealthy(client, '/__mock/requests');
    },
    TIMEOUT,
  );

  it(
    'GET rates with odd queries and headers: always 200 JSON',
    async () => {
      await fuzzEndpoint(client, url, ratesCase());
      await expectHealthy(client, '/__mock/requests');
    },
    TIMEOUT,
  );
});
