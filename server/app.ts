import { compressResponses } from './http/compress-responses';
import express, { type ErrorRequestHandler, type Express } from 'express';
import type { Logger } from 'pino';
import type { Env } from './env';
import { createPublicOrigin, type TrustProxy } from './http/public-origin';
import { createSecurityHeaders, securityHeaders } from './http/security-headers';
import { createRequestLogger, requestLogging } from './http/request-logging';
import { sameOriginPosts } from './http/same-origin-posts';
import { validHost } from './http/valid-host';
import { validRequestTarget } from './http/valid-request-target';
import { missingFiles } from './http/missing-files';
import { onlyWhen } from './http/only-when';
import { leadRateLimit } from './http/lead-rate-limit';
import { createCvUpload } from './http/cv-upload';
import { createPageCache } from './render/page-cache';
import type { Renderer } from './render/renderer';
import { createApiRoutes } from './routes/api-routes';
import { createPageFormRoutes } from './routes/page-form-routes';
import { createPageRoutes } from './routes/page-routes';
import { createSeoRoutes } from './routes/seo-routes';
import { addressOptions, unsupportedMethod } from './routes/unsupported-method';
import { createRatesCache } from './upstream/rates-cache';
import type { UpstreamClient } from './upstream/upstream-client';
import type { LeadOutbox } from './outbox/lead-outbox';
import type { SiteMetrics } from './metrics/site-metrics';
import type { Store } from 'express-rate-limit';
import { sitePages } from '../shared/site-pages';
import { DEFAULT_LOCALE, locales } from '../shared/locales';

export interface AppDependencies {
  env: Env;
  /** The backend that leads are delivered to and the rates are fetched from (the five /purity/v1 paths). */
  upstream: UpstreamClient;
  /** Where every accepted lead is stored until the backend has it (index.ts starts its relay). */
  leads: LeadOutbox;
  renderer: Renderer;
  logger: Logger;
  /** Counts responses and rates refreshes (METRICS_PORT); absent, nothing is counted. */
  metrics?: SiteMetrics;
  /** Shared rate-limit store for several instances; memory when absent. */
  rateLimitStore?: Store;
}

/**
 * The whole website as an Express app that never listens (index.ts does, on a server made by
 * ./http/express-server.ts; tests start it on a free port). Every request, a page from the
 * rendered-page cache included, goes through the one middleware chain below, in its order.
 */
export function createApp(deps: AppDependencies): Express {
  const { env, renderer, logger, upstream, leads, metrics } = deps;
  const production = env.NODE_ENV === 'production';
  const ratesCache = createRatesCache({
    upstream,
    ttlMs: env.RATES_TTL_MS,
    onError: (reason) =>
      logger.warn({ reason: String(reason) }, 'rates refresh failed; keeping last known rates'),
    ...(metrics ? { onRefreshed: metrics.ratesRefreshed } : {}),
  });
  const leadLimiter = leadRateLimit({
    limit: env.LEAD_RATE_LIMIT,
    logger,
    ...(deps.rateLimitStore ? { store: deps.rateLimitStore } : {}),
  });
  // One upload budget for the API and the no-JavaScript form together.
  const cvUpload = createCvUpload({ atOnce: env.CV_UPLOADS_AT_ONCE });
  const pageCache = createPageCache({ renderer, logger });
  const applySecurityHeaders = createSecurityHeaders({ production });

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', env.TRUST_PROXY);
  const trustProxy = app.get('trust proxy fn') as TrustProxy;
  const siteUrl = createPublicOrigin(env.SITE_URL, trustProxy);
  const logLine = createRequestLogger(logger, trustProxy);
  const logRequest: typeof logLine = metrics
    ? (req, res) => {
        metrics.countRequest(req, res);
        logLine(req, res);
      }
    : logLine;
  // Each page under its registry path: every branch page counts as /branches/:slug.
  metrics?.knowPages(sitePages.map((page) => page.path));

  app.use(requestLogging(logRequest));
  app.use(securityHeaders(applySecurityHeaders));
  // With the same headers as every other answer (nosniff, no framing), but ahead of the Host
  // check: a load balancer's plain HTTP/1.0 probe sends no Host, and nothing here is built
  // from one.
  app.get('/healthz', async (req, res, next) => {
    // Only at its exact path, which the proxy in front keeps to the operator's addresses:
    // Express would also match /HEALTHZ and /healthz/, which a proxy rule for /healthz misses.
    if (req.path !== '/healthz') return next();
    res.set('Cache-Control', 'no-store');
    const uptimeSeconds = Math.round(process.uptime());
    try {
      res.json({ status: 'ok', uptimeSeconds, outbox: await leads.health() });
    } catch (error) {
      // A load balancer should stop sending leads to an instance that cannot store them.
      logger.error({ err: String(error) }, 'health check: the outbox cannot take leads');
      res.status(503).json({ status: 'outbox_unavailable', uptimeSeconds });
    }
  });
  app.use(validHost);
  app.use(validRequestTarget);
  // Built assets are already compressed on disk; this covers HTML and JSON, for the clients
  // that accept an encoding (the others would only pay for its response wrapping).
  app.use(onlyWhen((req) => req.headers['accept-encoding'] !== undefined, compressResponses()));
  app.use(renderer.assets);
  app.use(sameOriginPosts(env.SITE_URL));
  app.use(
    onlyWhen(
      (req) => req.path.startsWith('/purity/'),
      createApiRoutes({ leads, ratesCache, leadLimiter, cvUpload, renderer }),
    ),
  );
  // OPTIONS anywhere else (a page, robots.txt, a file) names the methods the address takes.
  app.use(addressOptions);
  app.use(
    onlyWhen(
      (req) => req.path.endsWith('.txt') || req.path.endsWith('.xml'),
      createSeoRoutes({ siteUrl, renderer }),
    ),
  );
  app.use(missingFiles);
  // The pages: forms sent without JavaScript post to their own page (registered before the GET
  // pages). Every other language has the same routes under its code (/kn/about), where they see
  // the path without it; the URL's language picks the build that renders (stream-page.ts).
  const pageRoutes = [
    onlyWhen(
      (req) => req.method === 'POST',
      createPageFormRoutes({ renderer, ratesCache, logger, siteUrl, leads, leadLimiter, cvUpload }),
    ),
    createPageRoutes({ renderer, ratesCache, logger, siteUrl, pageCache }),
  ];
  // Mounted by a case-sensitive pattern, as shared/locales.ts reads a prefix: Express's own
  // mount paths ignore case, and /KN/about/ was redirected to /KN/about, a page that is not there.
  for (const locale of locales)
    if (locale !== DEFAULT_LOCALE) app.use(new RegExp(`^/${locale}(?=/|$)`), ...pageRoutes);
  app.use(...pageRoutes);
  app.use(unsupportedMethod);
  app.use(serverErrors(logger));
  return app;
}

function serverErrors(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    // A visitor who went away while sending (a phone out of coverage mid-upload: multer then
    // fails with "Request aborted") is nothing to answer and nothing of ours to alert on; the
    // access log has its "request aborted" line.
    if (req.readableAborted) {
      res.destroy();
      return;
    }
    logger.error({ err: error, path: req.path }, 'unhandled error');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.status(500).json({
      error: 'internal_error',
      message: 'Something went wrong on our side. Please try again later.',
    });
  };
}
