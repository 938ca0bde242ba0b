// npm run bench:outbox [-- --duration 15 --rounds 2 --connections 50]
//
// What the lead outbox costs: lead POSTs per second (contact and gold, JSON, one
// Idempotency-Key each, as the forms send them) against the site with its outbox and against
// the same site answering straight from the backend with nothing stored (bench/lib/lead-site.ts),
// in alternating rounds on the same machine, each after a 3 s warm-up. Prints each round and
// the medians; exits 1 when the outbox costs more than 20 % of the throughput, or any request
// fails. Needs a build (`npm run build`).

import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
// @ts-expect-error autocannon ships no type declarations
import autocannonUntyped from 'autocannon';
import { API_PATHS } from '../shared/api-paths';
import { validContact, validGold } from '../tests/helpers/lead-fixtures';
import { projectRoot, stopChild, track } from './lib/site-process';

interface Result {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
type Request = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
  setupRequest: (r: Request) => Request;
};
const autocannon = autocannonUntyped as (
  options: { url: string; connections: number; duration: number; timeout: number; requests: Request[] },
  callback: (error: Error | null, result: Result) => void,
) => unknown;

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '15' },
    rounds: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
  },
});
const durationS = Number(args.duration);
const rounds = Number(args.rounds);
const connections = Number(args.connections);
const MAX_COST = 0.2;

async function startLeadSite(mode: 'outbox' | 'direct'): Promise<{ url: string; child: ChildProcess }> {
  const child = track(
    spawn(
      process.execPath,
      ['--import', 'tsx', path.join(projectRoot, 'bench', 'lib', 'lead-site.ts'), mode],
      { cwd: projectRoot, stdio: ['ignore', 'pipe', 'inherit'] },
    ),
  );
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /URL (\S+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`lead site (${mode}) exited with ${code}`)));
  });
  return { url, child };
}

function load(url: string, seconds: number): Promise<Result> {
  const lead = (leadPath: string, body: object): Request => ({
    method: 'POST',
    path: leadPath,
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(body),
    setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'idempotency-key': randomUUID() } }),
  });
  const requests = [lead(API_PATHS.contact, validContact), lead(API_PATHS.gold, validGold)];
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, timeout: 10, requests }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const results: Record<'outbox' | 'direct', Result[]> = { outbox: [], direct: [] };
console.log(`${rounds} rounds of ${durationS} s per mode at ${connections} connections, lead POSTs only.`);
for (let round = 1; round <= rounds; round++) {
  for (const mode of ['direct', 'outbox'] as const) {
    const site = await startLeadSite(mode);
    await load(site.url, 3);
    const result = await load(site.url, durationS);
    await stopChild(site.child);
    results[mode].push(result);
    console.log(
      `round ${round} ${mode.padEnd(6)}  ${result.requests.average.toFixed(0).padStart(6)} leads/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  non-2xx ${result.non2xx}  errors ${result.errors}`,
    );
  }
}

const summary = (mode: 'outbox' | 'direct') => ({
  rate: median(results[mode].map((r) => r.requests.average)),
  p50: median(results[mode].map((r) => r.latency.p50)),
  p99: median(results[mode].map((r) => r.latency.p99)),
  failures: results[mode].reduce((sum, r) => sum + r.non2xx + r.errors, 0),
});
const direct = summary('direct');
const withOutbox = summary('outbox');
const cost = 1 - withOutbox.rate / direct.rate;
console.log('');
console.log(
  `without outbox (median)  ${direct.rate.toFixed(0)} leads/s, p50 ${direct.p50} ms, p99 ${direct.p99} ms`,
);
console.log(
  `with outbox (median)     ${withOutbox.rate.toFixed(0)} leads/s, p50 ${withOutbox.p50} ms, p99 ${withOutbox.p99} ms`,
);
console.log(
  `outbox cost              ${(cost * 100).toFixed(1)} % of lead throughput (target <= ${MAX_COST * 100} %)`,
);
const failed = direct.failures + withOutbox.failures;
const pass = cost <= MAX_COST && failed === 0;
console.log(pass ? 'PASS' : `FAIL${failed ? ` (${failed} failed requests)` : ''}`);
process.exit(pass ? 0 : 1);
