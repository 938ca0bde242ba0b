import { Queue } from 'bullmq';
import pino from 'pino';
import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../../server/env';
import { OUTBOX_UNAVAILABLE_BODY } from '../../server/outbox/lead-outbox';
import { leadQueueName } from '../../server/outbox/bullmq/lead-job';
import { redisDurabilityRisk } from '../../server/outbox/bullmq/redis-durability';
import { openLeadOutbox } from '../../server/outbox/open-lead-outbox';
import type { UpstreamClient } from '../../server/upstream/upstream-client';
import { freePort } from '../../bench/lib/site-process';
import { missingTools } from '../../scripts/system-tools';
import { validContact } from '../helpers/lead-fixtures';
import { startRedis, type RunningRedis } from '../helpers/redis-server';

// Redis in trouble, as an operator meets it: frozen (a paused VM, a cut network), or away when
// the site starts. The visitor is told at once to try again (503), never left waiting, and
// /healthz says the outbox is away instead of not answering.

const missing = missingTools(['redis-server']);
if (missing) throw new Error(missing);

/** A backend that is down: every lead waits in the outbox. */
const downBackend: UpstreamClient = {
  baseUrl: 'http://backend.test',
  timeoutMs: 2_000,
  send: async () => ({
    kind: 'response',
    status: 503,
    contentType: null,
    retryAfter: null,
    body: new Uint8Array(),
  }),
};

const cleanups: Array<() => unknown> = [];
// An outbox closed while Redis is away waits out its grace (CLOSE_GRACE_MS) first.
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}, 30_000);

async function openOutbox(redisUrl: string, now?: () => number) {
  const opened = await openLeadOutbox({
    env: loadEnv({ REDIS_URL: redisUrl, LEAD_ANSWER_WAIT_MS: '300' }),
    upstream: downBackend,
    logger: pino({ level: 'silent' }),
    ...(now ? { now } : {}),
  });
  cleanups.push(() => opened.close());
  return opened;
}

async function withRedis(): Promise<RunningRedis> {
  const redis = await startRedis();
  cleanups.push(() => redis.stop());
  return redis;
}

/** How long the work took, in ms, and what it gave or threw. */
async function timed<T>(work: Promise<T>): Promise<{ ms: number; outcome: T | Error }> {
  const started = Date.now();
  const outcome = await work.catch((error: unknown) =>
    error instanceof Error ? error : new Error(String(error)),
  );
  return { ms: Date.now() - started, outcome };
}

const lead = () => ({ kind: 'contact' as const, fields: { ...validContact } });

/** A lead is answered 503 and the health check fails, both well before a visitor gives up. */
async function expectRefusedWithinSeconds(outbox: Awaited<ReturnType<typeof openOutbox>>, key: string) {
  const [accepted, health] = await Promise.all([
    timed(outbox.leads.accept(lead(), key)),
    timed(outbox.leads.health()),
  ]);
  expect(accepted.outcome).toEqual({ status: 503, body: OUTBOX_UNAVAILABLE_BODY });
  expect(accepted.ms).toBeLessThan(10_000);
  expect(health.outcome).toBeInstanceOf(Error);
  expect(health.ms).toBeLessThan(10_000);
}

it('answers a visitor 503 and /healthz an error within seconds while Redis is frozen', async () => {
  const redis = await withRedis();
  const outbox = await openOutbox(redis.url);
  await outbox.leads.start();
  expect((await outbox.leads.accept(lead(), 'before-freeze')).status).toBe(202);

  redis.process.kill('SIGSTOP');
  cleanups.push(() => redis.process.kill('SIGCONT'));
  await expectRefusedWithinSeconds(outbox, 'while-frozen');
});

it('answers a visitor 503 and /healthz an error at once when Redis was away as the site started', async () => {
  const outbox = await openOutbox(`redis://127.0.0.1:${await freePort()}`);
  await outbox.leads.start();
  await expectRefusedWithinSeconds(outbox, 'never-stored');
});

it('fails /healthz while Redis is out of memory, though it still reads, and is well once it has room', async () => {
  const redis = await withRedis();
  const outbox = await openOutbox(redis.url);
  await outbox.leads.start();
  expect((await outbox.leads.accept(lead(), 'before-full')).status).toBe(202);
  const admin = new Redis(redis.url);
  cleanups.push(() => admin.quit());
  // Every write over the limit is refused, as a Redis full under noeviction refuses it.
  await admin.config('SET', 'maxmemory', '1');
  expect(
    await outbox.leads.accept({ ...lead(), fields: { ...validContact, full_name: 'Full Lead' } }, 'full'),
  ).toEqual({ status: 503, body: OUTBOX_UNAVAILABLE_BODY });
  await expect(outbox.leads.health()).rejects.toThrow(/OOM/);
  // Room again, and no lead comes to say so: the health finds out by itself.
  await admin.config('SET', 'maxmemory', '0');
  expect((await outbox.leads.health()).pending).toBe(1);
});

it("reports the oldest waiting lead's age, however the queue orders its retries", async () => {
  const redis = await withRedis();
  let clock = Date.now();
  const outbox = await openOutbox(redis.url, () => clock);
  await outbox.leads.start();
  expect((await outbox.leads.accept(lead(), 'first')).status).toBe(202);
  // The first lead has failed often: its next attempt is far off, after a newer lead's.
  const queue = new Queue(leadQueueName('contact'), { connection: { url: redis.url } });
  cleanups.push(() => queue.close());
  const [first] = await queue.getJobs(['delayed', 'waiting', 'active']);
  await first!.changeDelay(10 * 60_000);
  // The outage goes on: the next lead comes an hour later.
  clock += 3_600_000;
  expect(
    (await outbox.leads.accept({ ...lead(), fields: { ...validContact, full_name: 'Later Lead' } }, 'later'))
      .status,
  ).toBe(202);

  const health = await outbox.leads.health();
  expect(health.pending).toBe(2);
  expect(health.oldestAgeSeconds).toBe(3_600);
});

describe('Redis set to lose leads', () => {
  it.each([
    [[], null],
    [['--appendonly', 'no'], 'it keeps nothing on disk: a restart loses every waiting lead'],
    [
      ['--appendonly', 'no', '--save', '3600 1'],
      'it writes only snapshots: a restart loses every lead since the last one',
    ],
    [
      ['--appendfsync', 'everysec'],
      'it flushes its append-only file only now and then: a power cut loses the last moments',
    ],
    [
      ['--maxmemory-policy', 'allkeys-lru'],
      'it may evict keys when memory is full (maxmemory-policy allkeys-lru)',
    ],
  ] as const)('with %j is named: %j', async (settings, risk) => {
    const redis = await startRedis({ settings: [...settings] });
    cleanups.push(() => redis.stop());
    const client = new Redis(redis.url);
    cleanups.push(() => client.disconnect());
    expect(await redisDurabilityRisk(client)).toBe(risk);
  });

  it('is said in the log when the outbox starts', async () => {
    const redis = await startRedis({ settings: ['--appendonly', 'no'] });
    cleanups.push(() => redis.stop());
    const warnings: Array<{ msg: string; redis?: string }> = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        warnings.push(JSON.parse(String(chunk)) as { msg: string; redis?: string });
        done();
      },
    });
    const outbox = await openLeadOutbox({
      env: loadEnv({ REDIS_URL: redis.url }),
      upstream: downBackend,
      logger: pino({ level: 'warn' }, sink),
    });
    cleanups.push(() => outbox.close());
    await outbox.leads.start();
    await expect
      .poll(() => warnings.map((line) => line.redis), { timeout: 10_000 })
      .toContain('it keeps nothing on disk: a restart loses every waiting lead');
    expect(warnings.find((line) => line.redis)?.msg).toContain('--appendonly yes');
  });
});
