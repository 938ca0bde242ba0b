// npm run bench:load [-- --duration 60 --connections 100 --warmup 10] [--cluster]
//
// Load test of the production build (run `npm run build` first): starts `node
// dist/server/index.js` (website + in-process mock backend, as `npm start` runs them) in a
// child process on free 127.0.0.1 ports with the lead rate limit lifted and logs silenced
// (bench/lib/site-process.ts, as the other benchmarks do), then drives it with autocannon: page views mixed with valid lead POSTs (same-origin, with
// an Idempotency-Key as the forms send), first for a warm-up (default 30 s: JIT, heap
// sizing, the mock's bounded journal filling), then for the measured run (default 60 s).
// Prints requests/s, p50/p99 latency, non-2xx, errors/timeouts and the server's RSS (from
// /proc/<pid>/status, sampled every second) at the start and end of the measured run.
// Exits 1 when a target is missed: any error or timeout, any non-2xx, RSS growth >= 10%.

import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
// @ts-expect-error autocannon ships no type declarations
import autocannonUntyped from 'autocannon';
import { API_PATHS } from '../shared/api-paths';
import { validContact, validGold } from '../tests/helpers/lead-fixtures';
import { startProductionSite, type SiteProcess } from './lib/site-process';
import { startMockBackend } from '../mock-backend/start-mock-backend';
import { startCluster } from '../tests/helpers/cluster';

// The part of autocannon's API used here.
interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
}
interface AutocannonHistogram {
  average: number;
  max: number;
  total: number;
  p50: number;
  p99: number;
}
interface AutocannonResult {
  requests: AutocannonHistogram;
  latency: AutocannonHistogram;
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
}
interface AutocannonInstance {
  stop(): void;
}
const autocannon = autocannonUntyped as (
  options: {
    url: string;
    connections: number;
    duration: number;
    timeout: number;
    requests: AutocannonRequest[];
  },
  callback: (error: Error | null, result: AutocannonResult) => void,
) => AutocannonInstance;

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '100' },
    warmup: { type: 'string', default: '30' },
    cluster: { type: 'boolean', default: false },
  },
});
const durationS = positive('duration', args.duration);
const connections = positive('connections', args.connections);
const warmupS = Number(args.warmup);
if (!Number.isInteger(warmupS) || warmupS < 0) fail('--warmup must be a whole number of seconds (0 or more)');

const TARGET_RSS_GROWTH = 0.1;
const RSS_WINDOW_S = 10;

let site: SiteProcess | null = null;
let running: AutocannonInstance | null = null;

async function main(): Promise<number> {
  if (args.cluster) return clusterMain();
  site = await startProductionSite({ PURITY_API_URL: '' });
  const base = site.url;
  site.child.once('exit', (code, signal) => {
    if (site) console.error(`server exited early (code ${code}, signal ${signal})`);
  });
  const pid = site.child.pid!;
  const rssBoot = rssKb(pid);
  console.log(
    `Server pid ${pid} on ${base}; ${connections} connections, warm-up ${warmupS} s, measured run ${durationS} s.`,
  );

  const requests = mix(base);
  if (warmupS > 0) {
    const warm = await run(base, requests, warmupS);
    console.log(`warm-up: ${warm.requests.total} requests, ${warm.non2xx} non-2xx, ${warm.errors} errors`);
  }
  // RSS is sampled every second under load. Start and end are the medians of the first and
  // last RSS_WINDOW_S seconds: one sample jitters by +-10 % with garbage-collection timing,
  // a median compares the same steady state at both ends of the run.
  const series: number[] = [];
  const sampler = setInterval(() => series.push(rssKb(pid)), 1000);
  const result = await run(base, requests, durationS);
  clearInterval(sampler);
  if (series.length === 0) series.push(rssKb(pid));
  const window = Math.max(1, Math.min(RSS_WINDOW_S, Math.floor(series.length / 3)));
  const rssStart = median(series.slice(0, window));
  const rssEnd = median(series.slice(-window));
  const rssPeak = Math.max(...series);
  await settle();
  const rssIdle = rssKb(pid);

  const growth = (rssEnd - rssStart) / rssStart;
  const errors = result.errors;
  const timeouts = result.timeouts;
  const non2xx = result.non2xx;
  const rows: Array<[string, string]> = [
    ['duration', `${durationS} s at ${connections} connections (after ${warmupS} s warm-up)`],
    [
      'requests',
      `${result.requests.total} (${result.requests.total - leadCount(result.requests.total)} page/API GETs, ~${leadCount(result.requests.total)} lead POSTs)`,
    ],
    ['requests/s (mean)', result.requests.average.toFixed(0)],
    ['latency p50', `${result.latency.p50} ms`],
    ['latency p99', `${result.latency.p99} ms`],
    ['latency max', `${result.latency.max} ms`],
    ['2xx', String(result['2xx'])],
    ['non-2xx', String(non2xx)],
    ['errors (incl. timeouts)', String(errors)],
    ['timeouts', String(timeouts)],
    ['RSS after boot', mb(rssBoot)],
    [`RSS at start (median, first ${window} s)`, mb(rssStart)],
    [`RSS at end (median, last ${window} s)`, mb(rssEnd)],
    ['RSS idle after the run', mb(rssIdle)],
    ['RSS peak', mb(rssPeak)],
    ['RSS growth', `${(growth * 100).toFixed(1)} %`],
    [
      'RSS every 10 s',
      series
        .filter((_, i) => i % 10 === 9)
        .map((kb) => (kb / 1024).toFixed(0))
        .join(' ') + ' MB',
    ],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  console.log('');
  for (const [name, value] of rows) console.log(`${name.padEnd(width)}  ${value}`);
  console.log('');

  const missed = [
    errors > 0 && `${errors} errors`,
    timeouts > 0 && `${timeouts} timeouts`,
    non2xx > 0 && `${non2xx} non-2xx`,
    growth >= TARGET_RSS_GROWTH && `RSS growth ${(growth * 100).toFixed(1)} % >= 10 %`,
  ].filter(Boolean);
  const summary =
    `${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
    `${non2xx} non-2xx, ${errors} errors, RSS ${mb(rssStart)} -> ${mb(rssEnd)} (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} %)`;
  console.log(missed.length === 0 ? `PASS: ${summary}` : `FAIL (${missed.join(', ')}): ${summary}`);
  return missed.length === 0 ? 0 : 1;
}

/**
 * --cluster: the same mix through nginx (deploy/nginx/) to three instances sharing Redis, then
 * straight to one of those instances, in one run; the backend is a mock in this process.
 */
async function clusterMain(): Promise<number> {
  const backend = await startMockBackend({ port: 0 });
  const cluster = await startCluster({
    PURITY_API_URL: backend.url,
    LEAD_RATE_LIMIT: '0',
    LOG_LEVEL: 'silent',
  });
  try {
    const targets = [
      { name: 'nginx -> 3 instances', url: cluster.nginxUrl },
      { name: '1 instance, direct', url: `http://127.0.0.1:${cluster.instances[0]!.port}` },
    ];
    const results: Array<[string, AutocannonResult]> = [];
    for (const target of targets) {
      const requests = mix(target.url);
      if (warmupS > 0) await run(target.url, requests, warmupS);
      const result = await run(target.url, requests, durationS);
      results.push([target.name, result]);
      console.log(
        `${target.name.padEnd(22)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  non-2xx ${result.non2xx}  errors ${result.errors}`,
      );
    }
    const failed = results.reduce((sum, [, result]) => sum + result.non2xx + result.errors, 0);
    console.log(failed === 0 ? 'PASS' : `FAIL (${failed} failed requests)`);
    return failed === 0 ? 0 : 1;
  } finally {
    await cluster.stop();
    await backend.close();
  }
}

/** Ten requests per cycle: eight page/rates GETs and two lead POSTs (20 %). */
const PAGES = [
  '/',
  '/faq',
  '/branches',
  '/calculator',
  '/about',
  '/services',
  '/career',
  API_PATHS.rates,
] as const;
const LEADS_PER_CYCLE = 2;
const CYCLE = PAGES.length + LEADS_PER_CYCLE;
const leadCount = (total: number) => Math.round((total * LEADS_PER_CYCLE) / CYCLE);

function mix(base: string): AutocannonRequest[] {
  const browserHeaders = {
    accept: 'text/html,application/json;q=0.9,*/*;q=0.8',
    'accept-encoding': 'gzip, br',
  };
  const lead = (leadPath: string, body: object): AutocannonRequest => ({
    method: 'POST',
    path: leadPath,
    headers: { ...browserHeaders, 'content-type': 'application/json', origin: base },
    body: JSON.stringify(body),
    // One key per submission, as the browser sends it.
    setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'idempotency-key': randomUUID() } }),
  });
  const pages = PAGES.map((page): AutocannonRequest => ({
    method: 'GET',
    path: page,
    headers: browserHeaders,
  }));
  return [
    ...pages.slice(0, 4),
    lead(API_PATHS.contact, validContact),
    ...pages.slice(4),
    lead(API_PATHS.gold, validGold),
  ];
}

function run(base: string, requests: AutocannonRequest[], seconds: number): Promise<AutocannonResult> {
  return new Promise((resolve, reject) => {
    running = autocannon(
      { url: base, connections, duration: seconds, timeout: 10, requests },
      (error, result) => {
        running = null;
        if (error) reject(error);
        else resolve(result);
      },
    );
  });
}

function rssKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS for pid ${pid}`);
  return Number(kb);
}

const mb = (kb: number) => `${(kb / 1024).toFixed(1)} MB`;
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 2000));

function positive(name: string, value: string | undefined): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) fail(`--${name} must be a positive whole number`);
  return n;
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

/** Stops the load and the server (site-process.ts also kills it if the bench is interrupted). */
async function cleanUp(): Promise<void> {
  running?.stop();
  const stopping = site;
  site = null;
  await stopping?.stop();
}

// Bounded in time whatever happens: boot, warm-up, run, and cleanup margin.
const watchdog = setTimeout(
  () => {
    console.error('load test took too long; stopping');
    void cleanUp().finally(() => process.exit(1));
  },
  (warmupS + durationS + 90) * 1000,
);
watchdog.unref();

main()
  .then(async (code) => {
    await cleanUp();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error(error);
    await cleanUp();
    process.exit(1);
  });
