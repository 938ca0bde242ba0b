import type { Store } from 'express-rate-limit';
import { Redis } from 'ioredis';
import { RedisStore } from 'rate-limit-redis';

/**
 * The lead rate limit's counts in Redis, so a visitor's 11th lead in 15 minutes is refused
 * whichever instance it reaches. Loaded only when REDIS_URL is set.
 */
export function createRedisRateLimitStore(redisUrl: string): { store: Store; close(): void } {
  // Fail at once while Redis is away: the limiter lets the lead through (passOnStoreError)
  // and the outbox, which needs Redis too, answers 503.
  const redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined);
  const store = new RedisStore({
    prefix: 'lead-rate:',
    sendCommand: (command: string, ...args: string[]) => redis.call(command, ...args) as Promise<never>,
  });
  return { store, close: () => redis.disconnect() };
}
