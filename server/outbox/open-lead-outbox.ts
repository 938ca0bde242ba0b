import type { Logger } from 'pino';
import type { Env } from '../env';
import type { UpstreamClient } from '../upstream/upstream-client';
import type { LeadOutbox } from './lead-outbox';
import { createEmbeddedLeadOutbox } from './embedded/embedded-lead-outbox';
import { openSqliteOutboxStore } from './embedded/sqlite-outbox-store';
import { createReopeningOutboxStore } from './embedded/reopening-outbox-store';
import { withStoringHealth } from './storing-health';
import type { LeadEvents } from '../metrics/lead-events';

const HOUR_MS = 3_600_000;

/**
 * The outbox as the environment configures it: BullMQ on Redis when REDIS_URL is set (its
 * modules are loaded only then), otherwise the embedded store in DATA_DIR.
 */
export async function openLeadOutbox(options: {
  env: Env;
  upstream: UpstreamClient;
  logger: Logger;
  now?: () => number;
  events?: LeadEvents;
}): Promise<{
  leads: LeadOutbox;
  close(): Promise<void>;
}> {
  const { env, upstream, logger } = options;
  const timing = {
    answerWaitMs: env.LEAD_ANSWER_WAIT_MS,
    maxAgeMs: env.LEAD_MAX_AGE_HOURS * HOUR_MS,
    retentionMs: env.LEAD_RETENTION_DAYS * 24 * HOUR_MS,
    ...(options.events ? { events: options.events } : {}),
  };
  if (env.REDIS_URL) {
    const { createBullmqLeadOutbox } = await import('./bullmq/bullmq-lead-outbox');
    const leads = createBullmqLeadOutbox({
      redisUrl: env.REDIS_URL,
      upstream,
      logger,
      ...timing,
      ...(options.now ? { now: options.now } : {}),
    });
    return { leads: withStoringHealth(leads), close: () => leads.close() };
  }
  const store = createReopeningOutboxStore(() => openSqliteOutboxStore(env.DATA_DIR), logger);
  const leads = createEmbeddedLeadOutbox({
    store,
    upstream,
    logger,
    ...timing,
    ...(options.now ? { now: options.now } : {}),
  });
  return {
    leads: withStoringHealth(leads),
    async close() {
      await leads.stop();
      await store.close();
    },
  };
}
