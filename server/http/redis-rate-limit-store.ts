import type { Store } from 'express-rate-limit';
import { Redis } from 'ioredis';
import { RedisStore } from 'rate-limit-redis';

/**
 * rate-limit-redis loads its two scripts once, when the limiter is made, and keeps the promise:
 * with Redis away at that moment the load fails, every count after it fails with it, and the
 * limit stayed off (passOnStoreError) for the life of the process, Redis back or not. A load
 * that failed is made again at the next count.
 */
class RedisStoreThatReloads extends RedisStore {
  override increment(key: string) {
    this.incrementScriptSha = this.incrementScriptSha.catch(() => this.loadIncrementScript());
    return super.increment(key);
  }

  override get(key: string) {
    this.getScriptSha = this.getScriptSha.catch(() => this.loadGetScript());
    return super.get(key);
  }
}

/**
 * The lead rate limit's counts in Redis, so a visitor's 11th lead in 15 minutes is refused
 * whichever instance it reaches. Loaded only when REDIS_URL is set.
 */
export function createRedisRateLimitStore(redisUrl: string): { store: Store; close(): void } {
  // Fail at once while Redis is away: the limiter lets the lead through (passOnStoreError)
  // and the outbox, which needs Redis too, answers 503.
  const redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined);
  const store = new RedisStoreThatReloads({
    prefix: 'lead-rate:',
    sendCommand: (command: string, ...args: string[]) => redis.call(command, ...args) as Promise<never>,
  });
  return { store, close: () => redis.disconnect() };
}
