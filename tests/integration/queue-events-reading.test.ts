import { QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmReading } from '../../server/outbox/bullmq/queue-events-reading';
import { missingTools } from '../../scripts/system-tools';
import { startRedis, type RunningRedis } from '../helpers/redis-server';

// A visitor is told "sent" only if the instance sees the first attempt end. BullMQ's event
// reader starts at "now", so an event written before its first read is lost; once
// confirmReading has resolved, the next event written is seen.

const missing = missingTools(['redis-server']);
if (missing) throw new Error(missing);

let redis: RunningRedis | undefined;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis?.stop();
});

describe('confirmReading', () => {
  it('resolves only once the reader reads, after which an event written at once is seen', async () => {
    for (let round = 0; round < 5; round += 1) {
      const name = `reading-${round}`;
      const commands = new Redis(redis!.url);
      const queueEvents = new QueueEvents(name, {
        connection: new Redis(redis!.url, { maxRetriesPerRequest: null }),
      });
      try {
        const seen = new Promise<string>((resolve) =>
          queueEvents.on('completed', ({ jobId }) => resolve(jobId)),
        );
        const reader = confirmReading(queueEvents, commands, `bull:${name}:events`);
        await reader.reading;
        await commands.xadd(
          `bull:${name}:events`,
          '*',
          'event',
          'completed',
          'jobId',
          `job-${round}`,
          'returnvalue',
          '{}',
        );
        expect(await seen).toBe(`job-${round}`);
      } finally {
        await queueEvents.close();
        commands.disconnect();
      }
    }
  });
});
