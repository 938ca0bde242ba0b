import { spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createServer } from 'node:net';
import path from 'node:path';

import { distDir as projectDistDir } from '../../server/render/select-renderer';

export const projectRoot = path.resolve(import.meta.dirname, '..', '..');

/** The build the benches serve: dist/, or another build's copy named by BENCH_DIST (for an A/B). */
const distDir = process.env.BENCH_DIST ? path.resolve(process.env.BENCH_DIST) : projectDistDir;

/** A free TCP port on 127.0.0.1 (the OS picks it; we release it straight away). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function requireBuild(from: string): void {
  if (
    !existsSync(path.join(from, 'server', 'index.js')) ||
    !existsSync(path.join(from, 'client', '.vite', 'manifest.json'))
  ) {
    console.error(`No production build in ${from}: run "npm run build" first (bench scripts never build).`);
    process.exit(2);
  }
}

export interface SiteProcess {
  url: string;
  child: ChildProcess;
  /** The build being served: a private copy of dist/ (see startProductionSite). */
  distDir: string;
  stop(): Promise<void>;
}

const snapshots = new Set<string>();

/**
 * A private copy of dist/ in a temporary directory, beside a symlink to the project's
 * node_modules (so the server bundle finds its packages), removed when the bench ends. (Not a
 * dot-directory: the asset server refuses paths with dot segments.) The bench then measures one consistent build even if
 * `npm run build` runs meanwhile (a rebuild empties dist/ and renames every hashed asset).
 */
function snapshotDist(from: string): string {
  for (let attempt = 1; ; attempt++) {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-build-'));
    snapshots.add(dir);
    symlinkSync(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    cpSync(from, path.join(dir, 'dist'), { recursive: true });
    const problem = buildProblem(path.join(dir, 'dist'));
    if (!problem) return dir;
    removeSnapshot(dir);
    // Copied while a build was writing: wait for it to finish and copy again.
    if (attempt === 10)
      throw new Error(`dist/ is not a complete build (${problem}): run "npm run build" again.`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 3_000);
  }
}

/** Why a copied build is unusable (a file the manifest names is missing, a .br/.gz is cut short), or null. */
function buildProblem(dir: string): string | null {
  const client = path.join(dir, 'client');
  const manifestFile = path.join(client, '.vite', 'manifest.json');
  if (!existsSync(manifestFile) || !existsSync(path.join(dir, 'server', 'index.js')))
    return 'no manifest or server bundle';
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
    string,
    { file: string; css?: string[] }
  >;
  for (const chunk of Object.values(manifest)) {
    for (const file of [chunk.file, ...(chunk.css ?? [])])
      if (!existsSync(path.join(client, file))) return `missing ${file}`;
  }
  const walk = (d: string): string[] =>
    readdirSync(d).flatMap((n) =>
      statSync(path.join(d, n)).isDirectory() ? walk(path.join(d, n)) : [path.join(d, n)],
    );
  for (const file of walk(client)) {
    const original = file.replace(/\.(br|gz)$/, '');
    if (original === file) continue;
    if (!existsSync(original)) return `stray ${path.relative(dir, file)}`;
    try {
      const data = readFileSync(file);
      const plain = file.endsWith('.br') ? brotliDecompressSync(data) : gunzipSync(data);
      if (!plain.equals(readFileSync(original))) return `${path.relative(dir, file)} does not match its file`;
    } catch {
      return `${path.relative(dir, file)} is corrupt`;
    }
  }
  return null;
}

function removeSnapshot(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  snapshots.delete(dir);
}

const children = new Set<ChildProcess>();
const cleanups = new Set<() => void>();
let hooked = false;

/** Runs `cleanup` (synchronously) when the bench exits or is interrupted, e.g. to kill Chromium. */
export function onExit(cleanup: () => void): () => void {
  hookExit();
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/** Every child this module started is killed when the bench exits, however it exits. */
function hookExit(): void {
  if (hooked) return;
  hooked = true;
  const killAll = () => {
    for (const cleanup of cleanups) {
      try {
        cleanup();
      } catch {
        // keep cleaning up
      }
    }
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    for (const dir of snapshots) rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', killAll);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      killAll();
      process.exit(130);
    });
  }
}

export function track(child: ChildProcess): ChildProcess {
  hookExit();
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/**
 * The production site as `npm run serve` runs it: `node dist/server/index.js` with
 * NODE_ENV=production, its mock backend on another free port, logs silenced, on 127.0.0.1.
 */
export async function startProductionSite(
  extraEnv: Record<string, string> = {},
  /** The build to serve (a copy of it): dist/ unless told. */
  from: string = distDir,
): Promise<SiteProcess> {
  requireBuild(from);
  const [port, mockPort] = [await freePort(), await freePort()];
  hookExit();
  const snapshot = snapshotDist(from);
  const child = track(
    spawn(process.execPath, [path.join(snapshot, 'dist', 'server', 'index.js')], {
      cwd: projectRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        MOCK_PORT: String(mockPort),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        LEAD_RATE_LIMIT: '0',
        // The lead outbox writes beside the build copy, and goes with it.
        DATA_DIR: path.join(snapshot, 'data'),
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) {
      removeSnapshot(snapshot);
      throw new Error(`site exited with ${child.exitCode}:\n${output}`);
    }
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stopChild(child);
      removeSnapshot(snapshot);
      throw new Error(`site did not answer /healthz within 20 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    child,
    distDir: path.join(snapshot, 'dist'),
    stop: async () => {
      await stopChild(child);
      removeSnapshot(snapshot);
    },
  };
}

/** Reads `--name value` / `--name=value` / `--flag` options. */
export function parseArgs(argv: string[]): Map<string, string> {
  const options = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) continue;
    const eq = arg.indexOf('=');
    if (eq > 0) options.set(arg.slice(2, eq), arg.slice(eq + 1));
    else if (argv[i + 1] !== undefined && !argv[i + 1]!.startsWith('--'))
      options.set(arg.slice(2), argv[++i]!);
    else options.set(arg.slice(2), 'true');
  }
  return options;
}

/** A plain-text table with right-aligned numbers. */
export function table(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? '').length)));
  const line = (row: string[]) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  return [line(cells[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join(
    '\n',
  );
}

export const kb = (bytes: number) => (bytes / 1000).toFixed(1);
