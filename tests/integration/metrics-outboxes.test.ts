import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv, type Env } from '../../server/env';
import { createSiteMetrics } from '../../server/metrics/site-metrics';
import { openLeadOutbox } from '../../server/outbox/open-lead-outbox';
import type { UpstreamClient, UpstreamResult } from '../../server/upstream/upstream-client';
import { missingTools } from '../../scripts/system-tools';
import { validContact } from '../helpers/lead-fixtures';
import { startRedis, type RunningRedis } from '../helpers/redis-server';
import { waitUntil } from '../helpers/server-process';

// The lead counters mean the same whichever outbox holds the leads: the same leads, sent to
// the same backend answers, give the same figures from SQLite in DATA_DIR and BullMQ on Redis.

const missing = missingTools(['redis-server']);
if (missing) throw new Error(missing);

const json = (status: number, body: unknown = {}): UpstreamResult => ({
  kind: 'response',
  status,
  contentType: 'application/json',
  retryAfter: null,
  body: new TextEncoder().encode(JSON.stringify(body)),
});

/** A backend that answers by the lead's name: each name is one path a lead can take. */
function backendByName(): UpstreamClient {
  let laterCalls = 0;
  return {
    baseUrl: 'http://backend.test',
    timeoutMs: 2_000,
    async send(request) {
      const name = (JSON.parse(String(request.body)) as { full_name: string }).full_name;
      if (name === 'Names Fields')
        return json(400, { error: 'invalid_payload', issues: { phone_number: ['Enter a valid number'] } });
      if (name === 'Refused For Good') return json(422, { error: 'unprocessable' });
      if (name === 'Comes Later' && laterCalls++ === 0) return json(503);
      return json(200, { id: 'b-1' });
    },
  };
}

const EXPECTED_LEADS = [
  'leads_received_total{kind="contact",outcome="dead"} 1',
  'leads_received_total{kind="contact",outcome="delivered"} 2',
  'leads_received_total{kind="contact",outcome="queued"} 1',
  'leads_received_total{kind="contact",outcome="refused"} 1',
  'leads_received_total{kind="contact",outcome="rejected"} 2',
];
const EXPECTED_ATTEMPTS = [
  'lead_delivery_attempts_total{kind="contact",result="delivered"} 2',
  'lead_delivery_attempts_total{kind="contact",result="invalid"} 1',
  'lead_delivery_attempts_total{kind="contact",result="refused"} 1',
  'lead_delivery_attempts_total{kind="contact",result="retry"} 1',
];

/** Long enough for BullMQ's workers to connect before the first lead, so it is answered, not queued. */
const ANSWER_WAIT_MS = '15000';

interface OutboxSetting {
  env(): Env;
  /** Makes the store unreachable under the running outbox. */
  breakStore(): Promise<void>;
}

let redis: RunningRedis | undefined;
const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'metrics-outbox-')), 'data');
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis?.stop();
  rmSync(path.dirname(dataDir), { recursive: true, force: true });
});

const settings: Array<[string, OutboxSetting]> = [
  [
    'embedded (SQLite in DATA_DIR)',
    {
      env: () => loadEnv({ DATA_DIR: dataDir, LEAD_ANSWER_WAIT_MS: ANSWER_WAIT_MS }),
      async breakStore() {
        rmSync(dataDir, { recursive: true, force: true });
        writeFileSync(dataDir, 'not a directory');
      },
    },
  ],
  [
    'BullMQ on Redis',
    {
      env: () => loadEnv({ REDIS_URL: redis!.url, LEAD_ANSWER_WAIT_MS: ANSWER_WAIT_MS }),
      breakStore: () => redis!.stop(),
    },
  ],
];

describe.each(settings)('lead metrics with the %s outbox', (_name, setting) => {
  it('count each outcome and attempt as the other outbox does', async () => {
    const metrics = createSiteMetrics();
    const outbox = await openLeadOutbox({
      env: setting.env(),
      upstream: backendByName(),
      logger: pino({ level: 'silent' }),
      events: metrics.leadEvents,
    });
    metrics.watchOutbox(() => outbox.leads.health());
    const samples = async (name: string) =>
      (await metrics.registry.getSingleMetricAsString(name))
        .split('\n')
        .filter((line) => !line.startsWith('#'))
        .sort();
    try {
      await outbox.leads.start();
      const send = (full_name: string, key: string) =>
        outbox.leads.accept({ kind: 'contact', fields: { ...validContact, full_name } }, key);
      expect((await send('Takes It', 'parity-1')).status).toBe(200);
      expect((await outbox.leads.accept({ kind: 'contact', fields: {} }, 'parity-2')).status).toBe(400);
      expect((await send('Names Fields', 'parity-3')).status).toBe(400);
      expect((await send('Refused For Good', 'parity-4')).status).toBe(422);
      expect((await send('Comes Later', 'parity-5')).status).toBe(202);
      await waitUntil(
        'the queued lead to be delivered',
        async () => (await samples('leads_received_total')).includes(EXPECTED_LEADS[1]!),
        15_000,
      );
      expect(await samples('lead_outbox_pending')).toEqual(['lead_outbox_pending 0']);
      expect(await samples('lead_outbox_dead')).toEqual(['lead_outbox_dead 1']);
      expect(await samples('lead_outbox_up')).toEqual(['lead_outbox_up 1']);

      await setting.breakStore();
      expect((await send('No Room', 'parity-6')).status).toBe(503);
      expect(await samples('lead_outbox_up')).toEqual(['lead_outbox_up 0']);
      expect(await samples('leads_received_total')).toEqual(EXPECTED_LEADS);
      expect(await samples('lead_delivery_attempts_total')).toEqual(EXPECTED_ATTEMPTS);
    } finally {
      await outbox.close();
    }
  }, 40_000);
});
