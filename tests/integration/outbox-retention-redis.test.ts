import pino from 'pino';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_PATHS } from '../../shared/api-paths';
import { loadEnv } from '../../server/env';
import { openLeadOutbox } from '../../server/outbox/open-lead-outbox';
import { createUpstreamClient } from '../../server/upstream/upstream-client';
import { startMockBackend, type RunningMockBackend } from '../../mock-backend/start-mock-backend';
import { makePdf } from '../helpers/cv-fixtures';
import { validCareerFields } from '../helpers/lead-fixtures';
import { startRedis, type RunningRedis } from '../helpers/redis-server';
import { injectFault } from '../helpers/start-site';
import { missingTools } from '../../scripts/system-tools';

// Personal data on Redis is kept no longer than on the embedded outbox: a dead letter leaves
// with its CV once LEAD_RETENTION_DAYS have passed, on its own, whatever else happens.
const missing = missingTools(['redis-server']);
if (missing) throw new Error(missing);

const DAY_MS = 24 * 3_600_000;
let redis: RunningRedis;
let backend: RunningMockBackend;
beforeAll(async () => {
  redis = await startRedis();
  backend = await startMockBackend({ port: 0 });
});
afterAll(async () => {
  await backend?.close();
  await redis?.stop();
});

/** An instance started on a clock `aheadMs` in the future, as if that time had passed. */
async function instanceAfter(aheadMs: number) {
  const outbox = await openLeadOutbox({
    env: loadEnv({ REDIS_URL: redis.url }),
    upstream: createUpstreamClient({ baseUrl: backend.url, timeoutMs: 2_000 }),
    logger: pino({ level: 'silent' }),
    now: () => Date.now() + aheadMs,
  });
  // Connected first: an instance that starts before Redis answers sweeps once it does, unseen.
  await expect
    .poll(() =>
      outbox.leads.health().then(
        () => true,
        () => false,
      ),
    )
    .toBe(true);
  await outbox.leads.start();
  return outbox;
}

it('removes a dead letter and its CV once the retention has passed, when an instance starts', async () => {
  const retentionMs = loadEnv({}).LEAD_RETENTION_DAYS * DAY_MS;
  const client = new Redis(redis.url);
  try {
    const first = await instanceAfter(0);
    await injectFault(backend.url, { path: API_PATHS.career, status: 403 });
    const answer = await first.leads.accept(
      { kind: 'career', fields: { ...validCareerFields }, cv: { originalname: 'cv.pdf', buffer: makePdf() } },
      'retention-cv',
    );
    expect(answer.status).toBe(403);
    await first.close();

    const early = await instanceAfter(retentionMs - 3_600_000);
    expect((await early.leads.health()).dead).toBe(1);
    expect(await client.keys('lead-cv:*')).toHaveLength(1);
    await early.close();

    const late = await instanceAfter(retentionMs + 60_000);
    expect((await late.leads.health()).dead).toBe(0);
    expect(await client.keys('lead-cv:*')).toEqual([]);
    await late.close();
  } finally {
    client.disconnect();
  }
});
