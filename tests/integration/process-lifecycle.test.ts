import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import http, { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../shared/api-paths';
import { injectFault, mockJournal } from '../helpers/start-site';
import { runServer as runServerProcess, waitUntil } from '../helpers/server-process';

const started: ChildProcess[] = [];
const servers: Server[] = [];

afterEach(async () => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A backend that takes every request and never answers. */
async function hangingBackend(): Promise<string> {
  const server = createServer(() => undefined);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** An enquiry as the site's form sends it. */
const CONTACT_LEAD = JSON.stringify({
  full_name: 'Asha Rao',
  phone_number: '9876543210',
  service_required: 'Sell gold',
});
const postContactLead = (site: string, signal?: AbortSignal) =>
  fetch(site + API_PATHS.contact, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: CONTACT_LEAD,
    ...(signal ? { signal } : {}),
  });

const dataDir = mkdtempSync(path.join(tmpdir(), 'lifecycle-data-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const runServer = (env: Record<string, string>) => runServerProcess({ DATA_DIR: dataDir, ...env }, started);

describe('the server process', () => {
  it('prints both URLs, and on SIGTERM lets an in-flight request finish before exiting 0', async () => {
    const server = runServer({});
    const { site, mock } = await server.urls;
    expect((await fetch(`${site}/healthz`)).status).toBe(200);

    // A lead the backend takes 1.5 s to accept is in flight when the signal arrives.
    await injectFault(mock, { path: API_PATHS.contact, delayMs: 1500, times: 1 });
    const inFlight = postContactLead(site);
    await waitUntil('the lead to reach the backend', async () =>
      (await mockJournal(mock)).some((entry) => entry.method === 'POST' && entry.status === undefined),
    );
    server.child.kill('SIGTERM');

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveProperty('id');
    expect(await server.exited).toBe(0);
    await expect(fetch(`${site}/healthz`)).rejects.toThrow();
  });

  it('on SIGTERM still answers a lead sent on a kept-alive connection, and closes that connection', async () => {
    const server = runServer({ LOG_LEVEL: 'info' });
    const { site } = await server.urls;
    // One connection, as a proxy keeps one open to the instance between requests.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, body?: string) =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        const req = http.request(`${site}${path}`, {
          agent,
          method,
          headers: { 'content-type': 'application/json' },
        });
        req.on('response', (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
        });
        req.on('error', reject);
        req.end(body);
      });
    try {
      expect((await send('GET', '/healthz')).status).toBe(200);
      server.child.kill('SIGTERM');
      await waitUntil('the process to say it is shutting down', async () =>
        server.output().stdout.includes('shutting down'),
      );
      const lead = await send('POST', API_PATHS.contact, CONTACT_LEAD);
      expect(lead).toEqual({ status: 200, connection: 'close' });
      expect(await server.exited).toBe(0);
    } finally {
      agent.destroy();
    }
  });

  it('has every page rendered before it says it listens, so the first visitor gets a cached page', async () => {
    // SITE_URL fixes the origin part of the render cache's key, whatever host the test uses.
    // The warm-up's limit well above what a busy machine takes to render every page once.
    const server = runServer({ SITE_URL: 'https://www.example.com', WARM_UP_LIMIT_MS: '30000' });
    const { site } = await server.urls;
    for (const path of ['/', '/faq', '/career']) {
      const response = await fetch(site + path);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-render-cache'), path).toBe('hit');
    }
  });

  it('with a DATA_DIR no folder can be made in, serves pages and refuses leads at once, saying why', async () => {
    // /proc refuses new folders though its own exist: Node's recursive mkdir retried that for
    // ever, and the whole process hung at its first lead.
    const server = runServerProcess({ DATA_DIR: '/proc/not-a-data-dir/outbox', LOG_LEVEL: 'info' }, started);
    const { site } = await server.urls;
    expect((await fetch(`${site}/faq`)).status).toBe(200);
    const lead = await postContactLead(site, AbortSignal.timeout(10_000));
    expect(lead.status).toBe(503);
    const health = await fetch(`${site}/healthz`, { signal: AbortSignal.timeout(10_000) });
    expect(health.status).toBe(503);
    await expect
      .poll(() => server.output().stdout)
      .toContain('"code":"ENOENT","path":"/proc/not-a-data-dir"');
  });

  it('starts and serves pages without the ticker when the backend hangs, never waiting for it', async () => {
    // A page that waited for the backend would wait its whole timeout, far past the warm-up's
    // limit; and that limit is well above what a busy machine takes to render every page once.
    // So the warm-up stops at its limit only if a page waited for the rates.
    const server = runServer({
      PURITY_API_URL: await hangingBackend(),
      LOG_LEVEL: 'info',
      UPSTREAM_TIMEOUT_MS: '600000',
      WARM_UP_LIMIT_MS: '15000',
    });
    const { site } = await server.urls;
    // Every page warmed: none waited for the rates the backend never sends.
    // pino writes to stdout asynchronously, so its line may follow the listening line.
    await expect.poll(() => server.output().stdout).toContain('"msg":"warmed up"');
    expect(server.output().stdout).not.toContain('warm-up stopped at its time limit');
    const home = await fetch(`${site}/`);
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain('<footer');
    expect(html).not.toContain('class="rates-ticker"');
    // Room for the warm-up's whole limit should a page wait after all: the test then fails on
    // the warning above, not on its own time limit.
  }, 40_000);

  it('warns in the log when production runs on the embedded mock or without SITE_URL, and not when both are set', async () => {
    const onMock = runServer({ LOG_LEVEL: 'warn' });
    await onMock.urls;
    await expect.poll(() => onMock.output().stdout).toContain('PURITY_API_URL is unset');
    await expect.poll(() => onMock.output().stdout).toContain('SITE_URL is unset');
    const onBackend = runServer({
      PURITY_API_URL: (await onMock.urls).mock,
      SITE_URL: 'https://www.example.com',
      LOG_LEVEL: 'warn',
    });
    await onBackend.urls;
    expect(onBackend.output().stdout).not.toContain('PURITY_API_URL is unset');
    expect(onBackend.output().stdout).not.toContain('SITE_URL is unset');
  }, 40_000);

  it('says in one line which port is taken and how to choose another, with no stack trace', async () => {
    const taken = await hangingBackend();
    const port = new URL(taken).port;
    const server = runServer({ PORT: port, HOST: '127.0.0.1' });
    expect(await server.exited).toBe(1);
    const { stderr } = server.output();
    expect(stderr).toContain(`Port ${port} is already in use`);
    expect(stderr).toContain('PORT');
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  // 10.99.99.x: a private address no interface of a test machine has.
  it.each([
    ['HOST', { HOST: '10.99.99.98' }],
    ['METRICS_HOST', { METRICS_PORT: '0', METRICS_HOST: '10.99.99.99' }],
  ])('says in one line that %s is no address of this machine, with no stack trace', async (name, env) => {
    const server = runServer(env);
    expect(await server.exited).toBe(1);
    const { stderr } = server.output();
    expect(stderr).toMatch(/^Cannot listen: 10\.99\.99\.9\d is not an address of this machine\./);
    expect(stderr).toContain(name);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('warns when it believes a proxy yet listens beyond this machine, and names where it listens', async () => {
    const open = runServer({ TRUST_PROXY: '1', LOG_LEVEL: 'warn' });
    await open.urls;
    expect(open.output().stdout).toContain('Website listening on http://localhost:');
    // The log is written apart from the banner, and may come after it.
    await expect
      .poll(() => open.output().stdout)
      .toContain('TRUST_PROXY is set and the site listens beyond this machine');
    const behindProxy = runServer({ TRUST_PROXY: '1', HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
    await behindProxy.urls;
    // Its whole log, once it has stopped: a warning on its way would be in it.
    behindProxy.child.kill('SIGINT');
    expect(await behindProxy.exited).toBe(0);
    expect(behindProxy.output().stdout).toContain('Website listening on http://127.0.0.1:');
    expect(behindProxy.output().stdout).not.toContain('TRUST_PROXY is set');
  }, 40_000);

  it.each([
    ['PORT', 'not-a-port'],
    ['PURITY_API_URL', 'backend.example.com'],
    ['TRUST_PROXY', 'true'],
    ['LEAD_RATE_LIMIT', '-1'],
  ])('refuses to start with a bad %s, naming the variable and the reason', async (name, value) => {
    const server = runServer({ [name]: value });
    expect(await server.exited).toBe(1);
    const { stderr } = server.output();
    expect(stderr).toContain('Invalid environment');
    expect(stderr).toContain(`${name}=${JSON.stringify(value)}`);
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});
