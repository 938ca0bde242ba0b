import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../bench/lib/site-process';
import { leadRateLimit } from '../../server/http/lead-rate-limit';
import { createRedisRateLimitStore } from '../../server/http/redis-rate-limit-store';
import { missingTools } from '../../scripts/system-tools';
import { startRedis, type RunningRedis } from '../helpers/redis-server';

const missing = missingTools(['redis-server']);
if (missing) throw new Error(missing);

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('the lead rate limit in Redis', () => {
  it('holds again once Redis is back, when Redis was away as the site started', async () => {
    const port = await freePort();
    const limit = createRedisRateLimitStore(`redis://127.0.0.1:${port}`);
    cleanups.push(() => limit.close());
    const app = express();
    // Under /purity/, as the JSON API: a form post over the limit is let on to get its page back.
    app.post(
      '/purity/lead',
      leadRateLimit({ limit: 2, store: limit.store, logger: pino({ level: 'silent' }) }),
      (_req, res) => {
        res.sendStatus(200);
      },
    );
    const server: Server = app.listen(0, '127.0.0.1');
    cleanups.push(() => new Promise((resolve) => server.close(resolve)));
    await new Promise((resolve) => server.once('listening', resolve));
    const post = async () =>
      (
        await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/purity/lead`, {
          method: 'POST',
        })
      ).status;

    // Away: leads pass (the outbox, which needs Redis too, is what refuses them then).
    expect(await post()).toBe(200);
    const redis: RunningRedis = await startRedis({ port });
    cleanups.push(() => redis.stop());

    // Once the store reaches Redis, one visitor's third lead in the window is refused.
    await expect.poll(post, { timeout: 15_000, interval: 200 }).toBe(429);
  });
});
