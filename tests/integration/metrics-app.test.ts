import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../shared/api-paths';
import { createApp } from '../../server/app';
import { createExpressServer } from '../../server/http/express-server';
import { loadEnv } from '../../server/env';
import { createSiteMetrics } from '../../server/metrics/site-metrics';
import type { LeadOutbox } from '../../server/outbox/lead-outbox';
import { createProdRenderer } from '../../server/render/create-prod-renderer';
import { distDir } from '../../server/render/select-renderer';
import { createUpstreamClient } from '../../server/upstream/upstream-client';
import { startMockBackend, type RunningMockBackend } from '../../mock-backend/start-mock-backend';

// A page rendered for the request and the same page sent from the cache are counted alike,
// once each.

describe('http_requests_total for rendered and cached pages', () => {
  const metrics = createSiteMetrics();
  let mock: RunningMockBackend;
  let server: Server;
  let base = '';

  beforeAll(async () => {
    mock = await startMockBackend({ port: 0 });
    const env = loadEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
    const app = createApp({
      env,
      upstream: createUpstreamClient({ baseUrl: mock.url, timeoutMs: 2_000 }),
      leads: { health: async () => ({ pending: 0, dead: 0, oldestAgeSeconds: 0 }) } as LeadOutbox,
      renderer: await createProdRenderer(distDir),
      logger: pino({ level: 'silent' }),
      metrics,
    });
    const site = createExpressServer();
    site.serve(app);
    server = site.server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await mock.close();
  });

  it('counts a page rendered through Express and the same page sent from the cache', async () => {
    // The cache keys a page by the rates it shows, and a page waits only briefly for them: on a
    // busy machine the first /faq rendered without rates and the second, once they were in, was
    // rendered anew. Known first, as they are moments after an instance starts.
    expect((await fetch(`${base}${API_PATHS.rates}`)).status).toBe(200);
    const caches: Array<string | null> = [];
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${base}/faq`, { headers: { 'accept-encoding': 'gzip' } });
      await response.arrayBuffer();
      caches.push(response.headers.get('x-render-cache'));
    }
    expect(caches).toEqual(['miss', 'hit', 'hit']);
    const text = await metrics.registry.metrics();
    expect(text).toContain('http_requests_total{route="/faq",method="GET",status="200"} 3');
    expect(text).toMatch(/^rates_refreshes_total\{result="ok"\} 1$/m);
  });
});
