import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { distDir } from '../../server/render/select-renderer';

const serverEntry = path.join(distDir, 'server', 'index.js');

export interface ServerProcess {
  child: ChildProcess;
  /** The site's and its backend's URLs, once it says it listens. */
  urls: Promise<{ site: string; mock: string }>;
  exited: Promise<number | null>;
  output(): { stdout: string; stderr: string };
}

/**
 * `node dist/server/index.js` as `npm start` runs it, on a free port, logs silenced unless
 * `env` says otherwise. The caller kills what it starts (see `stopAll`).
 */
export function runServer(env: Record<string, string>, started: ChildProcess[]): ServerProcess {
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      PORT: '0',
      MOCK_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const urls = new Promise<{ site: string; mock: string }>((resolve, reject) => {
    const check = () => {
      const site = /Website listening on (http:\/\/\S+)/.exec(stdout)?.[1];
      const mock = /(?:Mock backend on|Backend:) (http:\/\/\S+)/.exec(stdout)?.[1];
      if (site && mock) resolve({ site: site.replace('localhost', '127.0.0.1'), mock });
    };
    child.stdout!.on('data', check);
    child.on('exit', () => reject(new Error(`server exited before listening:\n${stderr}`)));
  });
  // Tests of a refused start never wait for URLs; the rejection is theirs to ignore.
  urls.catch(() => undefined);
  return { child, urls, exited, output: () => ({ stdout, stderr }) };
}

/** Kills every process a test started that is still running, and waits for each to go. */
export async function stopAll(started: ChildProcess[]): Promise<void> {
  await Promise.all(
    started.splice(0).map((child) => {
      if (child.exitCode !== null || child.signalCode !== null) return undefined;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      return gone;
    }),
  );
}

/** Polls `check` until it returns true, at most `timeoutMs`; the error says what was awaited. */
export async function waitUntil(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
