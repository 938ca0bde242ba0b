import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { accepts, startRedis, type RunningRedis } from './redis-server';
import { runServer, stopAll, waitUntil, type ServerProcess } from './server-process';

export const projectRoot = path.resolve(import.meta.dirname, '..', '..');
/** The ports deploy/nginx/purity-site.conf names: the test uses that file as it is. */
export const INSTANCE_PORTS = [3001, 3002, 3003] as const;
export const NGINX_URL = 'http://127.0.0.1:8080';

export interface Instance {
  port: number;
  process: ServerProcess;
  /** The log lines this instance printed (JSON), parsed. */
  logs(): Array<Record<string, unknown>>;
}

export interface Cluster {
  redisUrl: string;
  instances: Instance[];
  startInstance(index: number): Promise<Instance>;
  /** nginx's error log so far: among others, each request an instance dropped, with its address. */
  nginxErrors(): string;
  stop(): Promise<void>;
}

/**
 * Redis (AOF, fsync on every write, no eviction: what BullMQ's guarantee needs), three site
 * instances on the ports of deploy/nginx/purity-site.conf, and nginx with that configuration,
 * all on loopback. Everything it starts is stopped by `stop()`.
 */
export async function startCluster(env: Record<string, string>): Promise<Cluster> {
  const started: ChildProcess[] = [];
  const state = mkdtempSync(path.join(tmpdir(), 'cluster-'));
  const redis = await startRedis();
  const stopEverything = async () => {
    // nginx's workers outlive a killed master: ask it to stop first.
    for (const child of started.filter((c) => c.spawnfile === 'nginx')) await stopGently(child);
    await stopAll(started);
    await redis.stop();
    rmSync(state, { recursive: true, force: true });
  };
  try {
    return { ...(await startAll(started, state, redis, env)), stop: stopEverything };
  } catch (error) {
    await stopEverything();
    throw error;
  }
}

async function startAll(
  started: ChildProcess[],
  state: string,
  redis: RunningRedis,
  env: Record<string, string>,
): Promise<Omit<Cluster, 'stop'>> {
  const redisUrl = redis.url;

  const instances: Instance[] = [];
  const startInstance = async (index: number): Promise<Instance> => {
    const port = INSTANCE_PORTS[index]!;
    const dataDir = path.join(state, `data-${index}`);
    const process = runServer(
      {
        PORT: String(port),
        HOST: '127.0.0.1',
        REDIS_URL: redisUrl,
        TRUST_PROXY: '1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        ...env,
      },
      started,
    );
    await process.urls;
    const instance: Instance = {
      port,
      process,
      logs: () =>
        process
          .output()
          .stdout.split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as Record<string, unknown>),
    };
    instances[index] = instance;
    return instance;
  };
  for (const port of INSTANCE_PORTS) {
    if (await accepts(port))
      throw new Error(
        `Port ${port} is taken; the cluster test runs the instances on the ports deploy/nginx/purity-site.conf names.`,
      );
  }
  await Promise.all(INSTANCE_PORTS.map((_, index) => startInstance(index)));

  // nginx's workers run as an unprivileged user when the master is root: they must reach
  // the directory where request bodies (a CV) are buffered.
  chmodSync(state, 0o711);
  for (const dir of ['logs', 'tmp']) mkdirSync(path.join(state, dir), { recursive: true, mode: 0o700 });
  if (process.getuid?.() === 0) {
    const [uid, gid] = ['-u', '-g'].map((flag) =>
      Number(execFileSync('id', [flag, 'nobody']).toString().trim()),
    );
    chownSync(path.join(state, 'tmp'), uid!, gid!);
  }
  const nginx = spawn(
    'nginx',
    [
      '-p',
      state,
      '-c',
      path.join(projectRoot, 'deploy', 'nginx', 'nginx.conf'),
      '-e',
      path.join(state, 'logs', 'error.log'),
      '-g',
      'daemon off;',
    ],
    {
      stdio: 'ignore',
    },
  );
  started.push(nginx);
  await waitUntil('nginx to listen', () => accepts(8080), 10_000);

  const nginxErrors = () => readFileSync(path.join(state, 'logs', 'error.log'), 'utf8');
  return { redisUrl, instances, startInstance, nginxErrors };
}

function stopGently(child: ChildProcess): Promise<unknown> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  return gone.finally(() => clearTimeout(timer));
}

export interface Answer {
  status: number;
  body: string;
}

/**
 * One request through nginx from a chosen loopback address: the site's rate limit counts per
 * visitor address, and every address in 127.0.0.0/8 is this machine.
 */
export function requestFrom(
  from: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: 8080,
        localAddress: from,
        method: options.method ?? 'GET',
        path: options.path,
        headers: options.headers,
        agent: false,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}
