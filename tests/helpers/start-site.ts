import type { AddressInfo } from 'node:net';
import pino, { type Logger } from 'pino';
import { createApp } from '../../server/app';
import { createExpressServer } from '../../server/http/express-server';
import { loadEnv, type Env } from '../../server/env';
import { createProdRenderer } from '../../server/render/create-prod-renderer';
import { distDir } from '../../server/render/select-renderer';
import type { Renderer } from '../../server/render/renderer';
import { API_PATHS } from '../../shared/api-paths';
import { startMockBackend } from '../../mock-backend/start-mock-backend';
import { openLeadOutbox } from '../../server/outbox/open-lead-outbox';
import type { LeadOutbox } from '../../server/outbox/lead-outbox';
import { createUpstreamClient } from '../../server/upstream/upstream-client';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface RunningSite {
  /** http://127.0.0.1:<port> of the website. */
  url: string;
  /** http://127.0.0.1:<port> of the mock backend it forwards to. */
  mockUrl: string;
  /** The site's lead outbox, its relay started. */
  leads: LeadOutbox;
  /** The outbox's DATA_DIR: a fresh temporary directory unless one was given. */
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The built website and a fresh mock backend, both on free 127.0.0.1 ports, as `npm start`
 * runs them. `npm test` builds before the suites run.
 *
 * The site knows the rates before it is handed over, as `npm start` has them from its warm-up
 * (server/warm-up.ts): a render waits for rates it does not have only briefly, so on a busy
 * machine a test's first page could go out without them. `ratesUnknown` leaves them to the
 * test's first request, for a test that changes what the mock answers for rates, or that counts
 * the site's requests to the mock or its log lines.
 */
export async function startSite(
  overrides: Partial<Record<keyof Env, string>> = {},
  options: {
    renderer?: (real: Renderer) => Renderer;
    logger?: Logger;
    now?: () => number;
    ratesUnknown?: boolean;
  } = {},
): Promise<RunningSite> {
  // Everything that can fail comes before the mock starts, so a failure leaves nothing running.
  const ownDataDir = overrides.DATA_DIR === undefined ? mkdtempSync(path.join(tmpdir(), 'site-data-')) : null;
  const env = loadEnv({
    NODE_ENV: 'production',
    LEAD_RATE_LIMIT: '0',
    LOG_LEVEL: 'silent',
    DATA_DIR: ownDataDir ?? '',
    // A re-read of the rates in a new minute is a new page version (a fresh "as of"), so a
    // test's second request could miss the page cache at a minute's turn. Tests that change
    // the rates under a running site ask for a short TTL.
    RATES_TTL_MS: '3600000',
    ...overrides,
  });
  const real = await createProdRenderer(distDir);
  const mock = await startMockBackend({ port: 0 });
  const renderer = options.renderer ? options.renderer(real) : real;
  const logger = options.logger ?? pino({ level: 'silent' });
  const upstream = createUpstreamClient({ baseUrl: mock.url, timeoutMs: env.UPSTREAM_TIMEOUT_MS });
  const outbox = await openLeadOutbox({
    env,
    upstream,
    logger,
    ...(options.now ? { now: options.now } : {}),
  });
  await outbox.leads.start();
  // The server index.ts makes, so the tests meet requests as production does.
  const { server, serve } = createExpressServer();
  serve(createApp({ env, upstream, leads: outbox.leads, renderer, logger }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  if (!options.ratesUnknown) await (await fetch(url + API_PATHS.rates)).arrayBuffer();
  return {
    url,
    mockUrl: mock.url,
    leads: outbox.leads,
    dataDir: env.DATA_DIR,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await outbox.close();
      await mock.close();
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}

/** A renderer override whose render throws `error` for paths starting with `pathPrefix`: a page that fails. */
export function failingToRender(pathPrefix: string, error: Error): (real: Renderer) => Renderer {
  return (real) => ({
    ...real,
    async entry(locale) {
      const entry = await real.entry(locale);
      return {
        ...entry,
        render(url, options) {
          if (url.startsWith(pathPrefix)) throw error;
          return entry.render(url, options);
        },
      };
    },
  });
}

/** The mock's journal of what reached the "backend". */
export async function mockJournal(mockUrl: string): Promise<MockRequest[]> {
  const response = await fetch(`${mockUrl}/__mock/requests`);
  return ((await response.json()) as { requests: MockRequest[] }).requests;
}

export interface MockRequest {
  id: string;
  method: string;
  path: string;
  receivedAt: string;
  body: unknown;
  file?: { originalname: string; mimetype: string; size: number; sha256: string };
  /** The mock's answer; absent while in flight or when the connection dropped. */
  status?: number;
  /** The POST repeated an Idempotency-Key already answered: given the first answer, not recorded again. */
  replayed?: true;
}

export async function injectFault(
  mockUrl: string,
  fault: { path: string; status?: number; body?: unknown; delayMs?: number; reset?: boolean; times?: number },
): Promise<void> {
  const response = await fetch(`${mockUrl}/__mock/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  if (!response.ok) throw new Error(`fault not accepted: ${response.status}`);
}

/** Empties the mock's journal and clears its faults, so each test starts from a quiet backend. */
export async function resetMock(mockUrl: string): Promise<void> {
  await fetch(`${mockUrl}/__mock/requests`, { method: 'DELETE' });
  await fetch(`${mockUrl}/__mock/faults`, { method: 'DELETE' });
}

/** The POSTs that reached the mock backend, in arrival order. */
export async function leadPosts(mockUrl: string): Promise<MockRequest[]> {
  return (await mockJournal(mockUrl)).filter((entry) => entry.method === 'POST');
}
