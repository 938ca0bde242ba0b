import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOutboxCommand } from '../../server/outbox/outbox-cli';
import { openBullmqOutboxAdmin } from '../../server/outbox/bullmq/bullmq-outbox-admin';
import { makePdf } from '../helpers/cv-fixtures';
import { startRedis, type RunningRedis } from '../helpers/redis-server';
import request from 'supertest';
import { API_PATHS } from '../../shared/api-paths';
import { validContact, validGold } from '../helpers/lead-fixtures';
import { injectFault, leadPosts, resetMock, startSite, type RunningSite } from '../helpers/start-site';
import { deadLetterRoundTrip, refusedCareerLead } from '../helpers/outbox-cli-scenario';
import { missingTools } from '../../scripts/system-tools';

// The same operator's commands when the leads wait in Redis (several instances, one set of
// BullMQ queues): see, look at, send again and clear dead letters while the site runs.
const missing = missingTools(['redis-server']);
if (missing) throw new Error(missing);

let redis: RunningRedis;
let site: RunningSite;
beforeAll(async () => {
  redis = await startRedis();
  site = await startSite({ REDIS_URL: redis.url });
});
afterAll(async () => {
  await site?.close();
  await redis?.stop();
});

const outbox = async (...args: string[]) => {
  const admin = await openBullmqOutboxAdmin(redis.url, { answerWaitMs: 1_000 });
  try {
    return await runOutboxCommand(args, admin);
  } finally {
    await admin.close();
  }
};

describe('npm run outbox on Redis', () => {
  it('lists a refused lead as a dead letter without personal data, shows it when asked, and sends it again', async () => {
    await deadLetterRoundTrip(site, outbox, 'gold-\\S+', async () => undefined);
  });

  it('shows a CV by its name, size and digest, and purging a dead letter deletes its CV too', async () => {
    await refusedCareerLead(site);
    await resetMock(site.mockUrl);

    const id = /^#(\S+)/.exec((await outbox('list', 'dead')).out)![1]!;
    const shown = JSON.parse((await outbox('show', id)).out);
    expect(shown.cv).toEqual({
      name: 'cv.pdf',
      type: 'application/pdf',
      bytes: makePdf().length,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });

    const client = new Redis(redis.url);
    try {
      expect(await client.keys('lead-cv:*')).toHaveLength(1);
      expect((await outbox('purge-dead', '--older-than', '30d')).out).toBe('0 dead letter(s) removed.');
      expect((await outbox('purge-dead', '--older-than', '0m')).out).toBe('1 dead letter(s) removed.');
      expect(await client.keys('lead-cv:*')).toEqual([]);
    } finally {
      client.disconnect();
    }
    expect((await outbox('status')).out).toBe('pending: 0\ndead:    0');
    expect(await outbox('show', id)).toMatchObject({
      code: 1,
      out: expect.stringContaining(`No lead #${id}`),
    });
  });

  it("gives a waiting lead's next try as the time it is tried, after a slow failed attempt", async () => {
    await resetMock(site.mockUrl);
    // The backend takes 3 s to fail: the retry's wait is counted from the failure.
    await injectFault(site.mockUrl, { path: API_PATHS.gold, status: 503, delayMs: 3_000, times: 1 });
    void request(site.url)
      .post(API_PATHS.gold)
      .send(validGold)
      .then(
        () => undefined,
        () => undefined,
      );
    const admin = await openBullmqOutboxAdmin(redis.url, { answerWaitMs: 1_000 });
    try {
      const waiting = async () => (await admin.list('pending')).find((lead) => lead.attempts === 1);
      await expect.poll(waiting, { timeout: 15_000 }).toBeDefined();
      const { nextAttemptAt } = (await waiting())!;
      await expect.poll(async () => (await leadPosts(site.mockUrl)).length, { timeout: 15_000 }).toBe(2);
      const retried = Date.parse((await leadPosts(site.mockUrl))[1]!.receivedAt);
      // Never tried before the time given, and not a whole slow attempt after it.
      expect(retried).toBeGreaterThanOrEqual(nextAttemptAt - 50);
      expect(retried - nextAttemptAt).toBeLessThan(1_500);
    } finally {
      await admin.close();
    }
    await expect
      .poll(async () => (await outbox('status')).out, { timeout: 10_000 })
      .toBe('pending: 0\ndead:    0');
  }, 60_000);

  it('takes a lead id as list prints it, with its #', async () => {
    await refusedCareerLead(site);
    const listed = /^(#\S+)/.exec((await outbox('list', 'dead')).out)![1]!;
    expect(await outbox('show', listed)).toMatchObject({
      code: 0,
      out: expect.stringContaining('"kind": "career"'),
    });
    expect((await outbox('purge-dead', '--older-than', '0m')).out).toBe('1 dead letter(s) removed.');
  });

  it('says which dead letters retry-dead left, and why', async () => {
    await resetMock(site.mockUrl);
    // A field refusal that comes after the visitor was told "queued": a dead letter its
    // visitor might still take back for a minute, so retry-dead leaves it for now.
    const refusal = { error: 'invalid_payload', issues: { phone_number: ['Not a number we can call'] } };
    await injectFault(site.mockUrl, {
      path: API_PATHS.contact,
      status: 400,
      body: refusal,
      delayMs: 4_000,
      times: 1,
    });
    await request(site.url).post(API_PATHS.contact).send(validContact).expect(202);
    await expect
      .poll(async () => (await outbox('status')).out, { timeout: 15_000 })
      .toMatch(/^pending: 0\ndead: +1/);
    expect((await outbox('retry-dead')).out).toBe(
      '0 dead letter(s) put back in line. 1 still dead: refused in the last minute for a field its visitor may still correct (try again in a minute), or sent again and waiting already (it goes once that is delivered).',
    );
    expect((await outbox('purge-dead', '--older-than', '0m')).out).toBe('1 dead letter(s) removed.');
  });

  it('says how to use it when the id cannot be a lead', async () => {
    expect(await outbox('show', '12')).toMatchObject({ code: 2, out: expect.stringContaining('Usage') });
    expect(await outbox('retry', 'gold-')).toMatchObject({ code: 2 });
  });

  it('runs as an npm script with REDIS_URL, saying where it read, and says so at once when Redis is away', async () => {
    const run = (url: string) =>
      promisify(execFile)('npm', ['run', '--silent', 'outbox', '--', 'status'], {
        env: { ...process.env, REDIS_URL: url },
      });
    const { stdout, stderr } = await run(redis.url);
    // A mistyped option is answered with the usage, and the command ends (Redis closed).
    const typo = await promisify(execFile)(
      'npm',
      ['run', '--silent', 'outbox', '--', 'purge-dead', '--older-then', '30d'],
      {
        env: { ...process.env, REDIS_URL: redis.url },
        timeout: 20_000,
      },
    ).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(typo?.code).toBe(2);
    expect(typo?.stderr).toContain('Usage: npm run outbox');
    expect(stdout.trim()).toBe('pending: 0\ndead:    0');
    expect(stderr).toContain(
      'BullMQ queues leads-contact, leads-gold, leads-franchise, leads-career in Redis',
    );
    const away = await run('redis://127.0.0.1:1').then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(away?.code).toBe(1);
    expect(away?.stderr).toContain('The outbox could not be read: Redis at 127.0.0.1:1 did not answer');
    // Another database of the same Redis holds no queues: not "pending: 0", but where it looked.
    const elsewhere = await run(`${redis.url}/5`).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(elsewhere?.code).toBe(2);
    expect(elsewhere?.stderr).toContain(`No lead queues in Redis at ${new URL(redis.url).host} database 5`);
    // Four npm runs, each starting node and tsx: slow on a busy machine.
  }, 60_000);
});
