import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../bench/lib/site-process';
import { waitUntil } from './server-process';

export interface RunningRedis {
  url: string;
  port: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Debian's redis-server on a free loopback port, set as the lead outbox needs it: every write
 * appended and flushed (AOF, appendfsync always), nothing ever evicted. `settings` come last
 * and win, for a Redis set otherwise.
 */
export async function startRedis(
  options: { port?: number; settings?: string[] } = {},
): Promise<RunningRedis> {
  const dir = mkdtempSync(path.join(tmpdir(), 'redis-'));
  const port = options.port ?? (await freePort());
  const child = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--appendonly',
      'yes',
      '--appendfsync',
      'always',
      '--maxmemory-policy',
      'noeviction',
      '--save',
      '',
      ...(options.settings ?? []),
    ],
    { stdio: 'ignore' },
  );
  await waitUntil('Redis to listen', () => accepts(port), 10_000);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    process: child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const gone = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await gone;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
