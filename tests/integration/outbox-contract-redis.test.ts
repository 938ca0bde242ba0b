import pino from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { loadEnv } from '../../server/env';
import { openLeadOutbox } from '../../server/outbox/open-lead-outbox';
import { describeLeadOutboxContract } from '../helpers/lead-outbox-contract';
import { startRedis, type RunningRedis } from '../helpers/redis-server';
import { missingTools } from '../../scripts/system-tools';

// BullMQ on Redis against the contract the embedded outbox keeps (outbox-contract.test.ts).
const missing = missingTools(['redis-server']);
if (missing) throw new Error(missing);

let redis: RunningRedis;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis?.stop();
});

describeLeadOutboxContract(
  'BullMQ on Redis',
  async (upstream) => {
    const outbox = await openLeadOutbox({
      env: loadEnv({ REDIS_URL: redis.url }),
      upstream,
      logger: pino({ level: 'silent' }),
    });
    return outbox;
  },
  () => redis.stop(),
);
