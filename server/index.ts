import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { createExpressServer } from './http/express-server';
import { EnvError, loadEnv, type Env } from './env';
import { createLogger } from './logger';
import { openLeadOutbox } from './outbox/open-lead-outbox';
import { createUpstreamClient } from './upstream/upstream-client';
import { createSiteMetrics } from './metrics/site-metrics';
import { startMetricsServer } from './metrics/metrics-server';
import { selectRenderer } from './render/select-renderer';
import { loopbackUrl, warmUp } from './warm-up';
import { startMockBackend } from '../mock-backend/start-mock-backend';
import { indexablePathsWith } from '../shared/site-page-params';
import { DEFAULT_LOCALE, localePath, locales } from '../shared/locales';

/** Requests still running this long after SIGTERM are cut off. */
const SHUTDOWN_GRACE_MS = 10_000;
/** How long a process stopped with SIGTERM keeps taking requests (see shutdown). */
const SHUTDOWN_DRAIN_MS = 2_000;

/** With no backend configured, the mock runs beside the site: one command, a working stack. */
async function backendFor(env: Env) {
  if (env.PURITY_API_URL) return { upstreamUrl: env.PURITY_API_URL, mock: null };
  const mock = await startMockBackend({ port: env.MOCK_PORT });
  return { upstreamUrl: mock.url, mock };
}

async function main(env: Env): Promise<void> {
  const logger = createLogger(env.LOG_LEVEL);
  const { upstreamUrl, mock } = await backendFor(env);
  if (mock && env.NODE_ENV === 'production') {
    // A deployment that forgot PURITY_API_URL would thank visitors for leads nobody receives.
    logger.warn(
      { mock: mock.url },
      'PURITY_API_URL is unset: leads go to the embedded mock backend and are kept in memory only. Set it in any deployment.',
    );
  }
  if (!env.SITE_URL && env.NODE_ENV === 'production') {
    // Without it, canonical links, the sitemap and robots.txt name whatever host a request
    // claims, a cache in front that ignores the Host header would keep an attacker's, and made-up
    // hosts crowd the real pages out of the rendered-page cache (decision 018).
    logger.warn(
      'SITE_URL is unset: canonical links, the sitemap and robots.txt follow the Host header of each request. Set it in any deployment.',
    );
  }
  const metrics = env.METRICS_PORT === undefined ? null : createSiteMetrics();
  const upstream = createUpstreamClient({
    baseUrl: upstreamUrl,
    timeoutMs: env.UPSTREAM_TIMEOUT_MS,
    ...(metrics ? { observe: metrics.observeUpstream } : {}),
  });
  const outbox = await openLeadOutbox({
    env,
    upstream,
    logger,
    ...(metrics ? { events: metrics.leadEvents } : {}),
  });
  metrics?.watchOutbox(() => outbox.leads.health());
  const metricsServer =
    metrics && env.METRICS_PORT !== undefined
      ? await startMetricsServer(metrics.registry, env.METRICS_PORT, env.METRICS_HOST)
      : null;
  const rateLimit = env.REDIS_URL
    ? (await import('./http/redis-rate-limit-store')).createRedisRateLimitStore(env.REDIS_URL)
    : null;
  const { server, serve } = createExpressServer();
  const renderer = await selectRenderer(env.NODE_ENV === 'production', server);
  serve(
    createApp({
      env,
      upstream,
      leads: outbox.leads,
      renderer,
      logger,
      ...(metrics ? { metrics } : {}),
      ...(rateLimit ? { rateLimitStore: rateLimit.store } : {}),
    }),
  );

  if (env.HOST) server.listen(env.PORT, env.HOST);
  else server.listen(env.PORT);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const address = server.address() as AddressInfo;
  // Development renders through Vite on demand, so only an immutable build is worth warming.
  if (renderer.immutable)
    await warmUp(
      address,
      // Every English page, and one page of each other language, which shares their code.
      [
        ...indexablePathsWith((await renderer.entry(DEFAULT_LOCALE)).pathParams),
        ...locales.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => localePath(locale, '/')),
      ],
      logger,
      env.WARM_UP_LIMIT_MS,
    );
  if (typeof env.TRUST_PROXY === 'number' && env.TRUST_PROXY > 0 && !isLoopback(address.address)) {
    // A client that reaches the port itself, past the proxy, writes the X-Forwarded-For that is
    // believed: it picks the address the lead limit counts.
    logger.warn(
      { address: address.address },
      'TRUST_PROXY is set and the site listens beyond this machine: a client that reaches this port directly picks the address the lead limit counts. Set HOST=127.0.0.1 when the proxy runs on this machine, or let only the proxy reach the port.',
    );
  }
  // Stopped cleanly from the moment it says it listens: a supervisor may stop it at once.
  let stopping = false;
  const shutdown = (signal: string, drainMs: number) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests and lead deliveries');
    // The relay starts no new attempt; the ones under way finish and are recorded.
    void outbox.leads.stop();
    // A proxy's keep-alive connection must not carry new requests to a process on its way out.
    server.prependListener('request', (_req, res) => res.setHeader('Connection', 'close'));
    // Requests are still taken for `drainMs`: a proxy may be sending one on a kept-alive
    // connection at this very moment, and closing that connection under it costs the visitor
    // a 502 (nginx sends a form posted to a page on to no other instance). Each answer meanwhile
    // closes its connection.
    setTimeout(() => {
      // close() stops accepting, closes idle connections and waits for running requests.
      server.close(async () => {
        await outbox.close();
        rateLimit?.close();
        metricsServer?.server.close();
        await Promise.allSettled([renderer.close(), mock?.close()]);
        process.exit(0);
      });
      setTimeout(() => {
        logger.warn('shutdown grace period over; closing remaining connections');
        server.closeAllConnections();
      }, SHUTDOWN_GRACE_MS).unref();
    }, drainMs);
  };
  // SIGTERM is how a supervisor stops a process behind a proxy; Ctrl+C (SIGINT) at a terminal
  // need not wait.
  process.on('SIGTERM', () => shutdown('SIGTERM', SHUTDOWN_DRAIN_MS));
  process.on('SIGINT', () => shutdown('SIGINT', 0));

  console.log(`Website listening on ${loopbackUrl(address)} (${env.NODE_ENV})`);
  console.log(mock ? `Mock backend on ${mock.url} (admin: ${mock.url}/__mock)` : `Backend: ${upstreamUrl}`);
  if (metricsServer) console.log(`Metrics on ${metricsServer.url}`);
  // Leads a previous process left undelivered go out now, whoever took them in (unless it is
  // already stopping).
  if (!stopping) await outbox.leads.start();
}

const isLoopback = (address: string) => /^(127\.|::1$|::ffff:127\.)/.test(address);

/** A port already taken is a set-up mistake, not a crash: one line that says what to do. */
function isPortTaken(error: unknown): error is NodeJS.ErrnoException & { port: number } {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
}

/** HOST or METRICS_HOST names no address of this machine: a set-up mistake as well. */
function badHost(error: unknown): string | null {
  const { code, address, hostname } = error as NodeJS.ErrnoException & {
    address?: string;
    hostname?: string;
  };
  if (code === 'EADDRNOTAVAIL') return `${address ?? 'that address'} is not an address of this machine`;
  if (code === 'ENOTFOUND') return `${hostname ?? 'that host'} cannot be found`;
  if (code === 'EAI_AGAIN') return `${hostname ?? 'that host'} could not be looked up just now`;
  return null;
}

try {
  await main(loadEnv());
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
  } else if (isPortTaken(error)) {
    console.error(
      `Port ${error.port} is already in use by another process. Stop it, or choose free ports with PORT (the website), MOCK_PORT (its embedded mock backend) and METRICS_PORT (its metrics).`,
    );
  } else if (badHost(error)) {
    console.error(
      `Cannot listen: ${badHost(error)}. Set HOST (the website) and METRICS_HOST (its metrics) to an address of this machine, such as 127.0.0.1 behind a proxy on it, or leave them unset (HOST: every address; METRICS_HOST: 127.0.0.1).`,
    );
  } else {
    console.error(error);
  }
  process.exit(1);
}
