import type { RequestHandler } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import type { Logger } from 'pino';
import { RATE_LIMITED_MESSAGE } from '../../shared/rate-limited-message';

const LEAD_WINDOW_MS = 15 * 60 * 1000;

export const RATE_LIMITED_BODY = {
  error: 'rate_limited',
  message: RATE_LIMITED_MESSAGE,
} as const;

/**
 * Lead POSTs allowed per client address per 15 minutes (LEAD_RATE_LIMIT). `store` defaults to
 * memory, which is right for one instance; with REDIS_URL every instance shares one in Redis
 * (./redis-rate-limit-store.ts).
 */
export function leadRateLimit(options: { limit: number; store?: Store; logger: Logger }): RequestHandler {
  if (options.limit === 0) return (_req, _res, next) => next();
  const { logger } = options;
  let lastStoreError = -Infinity;
  return rateLimit({
    // One JSON line a minute at most while the store is away, not a stack per lead on stderr.
    logger: {
      error: (error) => {
        if (Date.now() - lastStoreError < 60_000) return;
        lastStoreError = Date.now();
        logger.warn(
          { err: error instanceof Error ? error.message : String(error) },
          'lead rate limit store unavailable: leads are let through without a limit meanwhile',
        );
      },
      warn: (error, message) => logger.warn({ err: String(error) }, message ?? 'lead rate limit warning'),
    },
    windowMs: LEAD_WINDOW_MS,
    limit: options.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    ...(options.store ? { store: options.store } : {}),
    // A shared store that is away must not turn every lead into a 500; the outbox, which
    // needs the same Redis, refuses the lead with a 503 the visitor can act on.
    passOnStoreError: true,
    handler: (req, res, _next, opts) => {
      res.status(opts.statusCode);
      // A form sent without JavaScript gets its page back (see page-form-routes.ts); the JSON
      // API answers in JSON whatever the request's content type.
      if (!req.path.startsWith('/purity/')) {
        res.locals.rateLimited = true;
        return _next();
      }
      res.json(RATE_LIMITED_BODY);
    },
  });
}
