// npm run bench:ssr [-- --duration 10 --connections 50 --warmup 2 --routes /,/faq]
// Server-side rendering throughput against a static baseline, in one run on this machine.
// Two child processes: the production site (`node dist/server/index.js`, NODE_ENV=production)
// and a minimal node:http server answering the very same HTML bytes from memory (fetched from
// the site first). autocannon (in this process) loads them in turn: SSR /, static /, SSR /faq,
// static /faq, each after a short warm-up, `connections` connections, `duration` seconds.
// Requests ask for no compression (autocannon's default), so both sides send the same bytes.
// Target (docs/performance.md, Budgets): SSR req/s of / >= 0.5 x static, with SSR p99 <= 30 ms at 50 connections.
// Then the same again as a browser asks (Accept-Encoding: gzip, deflate, br, zstd), against a
// static server sending the compressed bytes the site sent, as a static server with
// precompressed files would. That is what a real visitor costs; it has no target of its own.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error autocannon ships no type declarations
import autocannon from 'autocannon';
import { freePort, parseArgs, startProductionSite, stopChild, table, track } from './lib/site-process';

interface Result {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

const options = parseArgs(process.argv.slice(2));
const duration = Number(options.get('duration') ?? 10);
const warmup = Number(options.get('warmup') ?? 2);
const connections = Number(options.get('connections') ?? 50);
const routes = (options.get('routes') ?? '/,/faq').split(',');
const TARGET = { ratio: 0.5, p99Ms: 30 };
const limitMs = (routes.length * 4 * (duration + warmup) + 60) * 1000;
const timer = setTimeout(() => {
  console.error(`bench:ssr gave up after ${limitMs / 1000} s`);
  process.exit(3);
}, limitMs);

// The baseline: no framework, no middleware, the bytes of each page from memory.
// Pages fetched as a browser asks are stored as "<content-encoding> <route>", and sent with
// that Content-Encoding to any request that names an encoding.
const STATIC_SERVER = `
const http = require('node:http'); const fs = require('node:fs'); const path = require('node:path');
const dir = process.env.PAGES_DIR; const pages = new Map();
for (const name of fs.readdirSync(dir)) pages.set(decodeURIComponent(name), fs.readFileSync(path.join(dir, name)));
const encoding = process.env.SITE_ENCODING;
http.createServer((req, res) => {
  const encoded = encoding && req.headers['accept-encoding'] !== undefined;
  const body = pages.get(encoded ? encoding + ' ' + req.url : req.url);
  if (!body) { res.statusCode = 404; res.end(); return; }
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length, 'Cache-Control': 'no-cache', ...(encoded ? { 'Content-Encoding': encoding } : {}) });
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
`;

const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** A page's bytes as sent (node:http does not decompress), with the encoding the site chose. */
function getPage(url: string, headers: Record<string, string>): Promise<{ body: Buffer; encoding: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () =>
        res.statusCode === 200
          ? resolve({
              body: Buffer.concat(chunks),
              encoding: String(res.headers['content-encoding'] ?? 'identity'),
            })
          : reject(new Error(`${url} answered ${res.statusCode}`)),
      );
    }).on('error', reject);
  });
}

function run(url: string, seconds: number, headers: Record<string, string> = {}): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections, duration: seconds, pipelining: 1, headers },
      (error: Error | null, result: Result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const site = await startProductionSite();
const pagesDir = mkdtempSync(path.join(tmpdir(), 'bench-ssr-'));
let staticChild: ReturnType<typeof track> | null = null;
const rows: (string | number)[][] = [];
const summary: string[] = [];
let failed = false;
try {
  const encodings = new Set<string>();
  for (const route of routes) {
    writeFileSync(path.join(pagesDir, encodeURIComponent(route)), (await getPage(site.url + route, {})).body);
    const asBrowser = await getPage(site.url + route, BROWSER_HEADERS);
    encodings.add(asBrowser.encoding);
    writeFileSync(path.join(pagesDir, encodeURIComponent(`${asBrowser.encoding} ${route}`)), asBrowser.body);
  }
  if (encodings.size !== 1)
    throw new Error(
      `the site compressed the routes differently (${[...encodings].join(', ')}); the baseline sends one`,
    );
  const staticPort = await freePort();
  staticChild = track(
    spawn(process.execPath, ['-e', STATIC_SERVER], {
      env: {
        ...process.env,
        PORT: String(staticPort),
        PAGES_DIR: pagesDir,
        SITE_ENCODING: [...encodings][0],
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  await new Promise<void>((resolve, reject) => {
    staticChild!.stdout!.once('data', () => resolve());
    staticChild!.once('exit', (code) => reject(new Error(`static server exited with ${code}`)));
  });
  const staticUrl = `http://127.0.0.1:${staticPort}`;

  for (const [mode, headers] of [
    ['', {}],
    [' (browser)', BROWSER_HEADERS],
  ] as const)
    for (const route of routes) {
      const measured: Record<'ssr' | 'static', Result> = {} as never;
      for (const [kind, base] of [
        ['ssr', site.url],
        ['static', staticUrl],
      ] as const) {
        if (warmup > 0) await run(base + route, warmup, headers);
        const result = await run(base + route, duration, headers);
        measured[kind] = result;
        rows.push([
          `${kind === 'ssr' ? 'SSR' : 'static'} ${route}${mode}`,
          Math.round(result.requests.average),
          result.requests.total,
          result.latency.p50,
          result.latency.p99,
          result.non2xx + result.errors + result.timeouts,
        ]);
      }
      const ratio = measured.ssr.requests.average / measured.static.requests.average;
      rows.push([`  SSR/static ${route}${mode}`, ratio.toFixed(2), '', '', '', '']);
      const ok = ratio >= TARGET.ratio && measured.ssr.latency.p99 <= TARGET.p99Ms;
      if (route === '/' && mode === '' && !ok) failed = true;
      summary.push(`${route}${mode} ${ratio.toFixed(2)}x static, SSR p99 ${measured.ssr.latency.p99} ms`);
      if (measured.ssr.non2xx + measured.ssr.errors > 0) failed = true;
    }
} finally {
  if (staticChild) await stopChild(staticChild);
  await site.stop();
  rmSync(pagesDir, { recursive: true, force: true });
  clearTimeout(timer);
}

console.log(
  `${connections} connections, ${duration} s per run after ${warmup} s warm-up, 127.0.0.1; no compression asked, then as a browser asks (${BROWSER_HEADERS['accept-encoding']})\n`,
);
console.log(table(['target', 'req/s', 'requests', 'p50 ms', 'p99 ms', 'errors/non-2xx'], rows));
console.log(
  `\nbench:ssr: ${summary.join('; ')} (target for /: >= ${TARGET.ratio}x with p99 <= ${TARGET.p99Ms} ms) -> ${failed ? 'MISSED' : 'met'}`,
);
process.exitCode = failed ? 1 : 0;
