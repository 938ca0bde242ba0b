import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { loadEnv } from '../../server/env';
import { createSiteMetrics } from '../../server/metrics/site-metrics';
import type { LeadOutbox } from '../../server/outbox/lead-outbox';
import { createProdRenderer } from '../../server/render/create-prod-renderer';
import { distDir } from '../../server/render/select-renderer';
import { createUpstreamClient } from '../../server/upstream/upstream-client';
import { startMockBackend, type RunningMockBackend } from '../../mock-backend/start-mock-backend';

// Cached pages are sent before Express (server/http/cached-page-shortcut.ts): they must be
// counted all the same, and once each, like the responses Express sends.

describe('http_requests_total on both request paths', () => {
  const metrics = createSiteMetrics();
  const seenBy: string[] = [];
  let mock: RunningMockBackend;
  let server: Server;
  let base = '';

  beforeAll(async () => {
    mock = await startMockBackend({ port: 0 });
    const env = loadEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
    const countRequest = metrics.countRequest;
    // Express gives every request it handles its own prototype (req.get); the shortcut does not.
    metrics.countRequest = (req, res) => {
      seenBy.push(
        typeof (req as IncomingMessage & { get?: unknown }).get === 'function' ? 'express' : 'shortcut',
      );
      countRequest(req, res);
    };
    const app = createApp({
      env,
      upstream: createUpstreamClient({ baseUrl: mock.url, timeoutMs: 2_000 }),
      leads: { health: async () => ({ pending: 0, dead: 0, oldestAgeSeconds: 0 }) } as LeadOutbox,
      renderer: await createProdRenderer(distDir),
      logger: pino({ level: 'silent' }),
      metrics,
    });
    server = await new Promise<Server>((resolve) => {
      const s = createServer(app).listen(0, '127.0.0.1', () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await mock.close();
  });

  it('counts a page rendered through Express and the same page sent from the cache', async () => {
    const caches: Array<string | null> = [];
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${base}/faq`, { headers: { 'accept-encoding': 'gzip' } });
      await response.arrayBuffer();
      caches.push(response.headers.get('x-render-cache'));
    }
    expect(caches).toEqual(['miss', 'hit', 'hit']);
    expect(seenBy).toEqual(['express', 'shortcut', 'shortcut']);
    const text = await metrics.registry.metrics();
    expect(text).toContain('http_requests_total{route="/faq",method="GET",status="200"} 3');
    expect(text).toMatch(/^rates_refreshes_total\{result="ok"\} 1$/m);
  });
});
