// The site for bench/outbox.ts, in one of two modes, with its mock backend in the same process
// as `npm start` has it: `outbox` is the site as it is; `direct` answers each lead with the
// backend's own answer and stores nothing, as the site did before the outbox. Prints its URL.

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { startMockBackend } from '../../mock-backend/start-mock-backend';
import { createApp } from '../../server/app';
import { loadEnv } from '../../server/env';
import { checkLead } from '../../server/leads/lead-check';
import { deliverLead } from '../../server/leads/lead-delivery';
import type { LeadOutbox } from '../../server/outbox/lead-outbox';
import { openLeadOutbox } from '../../server/outbox/open-lead-outbox';
import { createProdRenderer } from '../../server/render/create-prod-renderer';
import { distDir } from '../../server/render/select-renderer';
import { createUpstreamClient, type UpstreamClient } from '../../server/upstream/upstream-client';
import { idempotencyKeyFor } from '../../server/leads/lead-key';

const mode = process.argv[2];
if (mode !== 'outbox' && mode !== 'direct') {
  console.error('usage: lead-site.ts outbox|direct');
  process.exit(2);
}

/** The lead path without a store: the backend's answer, or 502 when it gives none. */
function directLeads(upstream: UpstreamClient): LeadOutbox {
  const idle = async () => undefined;
  return {
    async accept(submission, key) {
      const checked = checkLead(submission);
      if ('answer' in checked) return checked.answer;
      const result = await deliverLead(upstream, checked.accepted, idempotencyKeyFor(key, checked.accepted));
      return result.verdict === 'retry'
        ? { status: 502, body: { error: 'upstream_unreachable' } }
        : result.answer;
    },
    start: idle,
    deliverDue: idle,
    stop: idle,
    health: async () => ({ pending: 0, oldestAgeSeconds: 0, dead: 0 }),
    probeWrite: idle,
  };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-outbox-'));
const env = loadEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', LEAD_RATE_LIMIT: '0', DATA_DIR: dataDir });
const logger = pino({ level: 'silent' });
const mock = await startMockBackend({ port: 0 });
const upstream = createUpstreamClient({ baseUrl: mock.url, timeoutMs: env.UPSTREAM_TIMEOUT_MS });
const outbox = mode === 'outbox' ? await openLeadOutbox({ env, upstream, logger }) : null;
await outbox?.leads.start();
const leads = outbox?.leads ?? directLeads(upstream);
const renderer = await createProdRenderer(distDir);
const server = createServer(createApp({ env, upstream, leads, renderer, logger }));
server.listen(0, '127.0.0.1', () => {
  console.log(`URL http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(async () => {
    await outbox?.close();
    await mock.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
});
