import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../bench/lib/site-process';
import { accepts, startRedis, type RunningRedis } from './redis-server';
import { runServer, stopAll, waitUntil, type ServerProcess } from './server-process';

export const projectRoot = path.resolve(import.meta.dirname, '..', '..');
const NGINX_CONFIG = path.join(projectRoot, 'deploy', 'nginx');
/** The ports deploy/nginx/purity-site.conf names, in its upstream and its listen line. */
const CONFIG_INSTANCE_PORTS = [3001, 3002, 3003] as const;
const CONFIG_NGINX_PORT = 8080;

export interface Instance {
  port: number;
  process: ServerProcess;
  /** The log lines this instance printed (JSON), parsed. */
  logs(): Array<Record<string, unknown>>;
}

export interface Cluster {
  redisUrl: string;
  /** Where nginx listens: the site as visitors reach it. */
  nginxUrl: string;
  instances: Instance[];
  startInstance(index: number): Promise<Instance>;
  /**
   * One request through nginx from a chosen loopback address: the site's rate limit counts per
   * visitor address, and every address in 127.0.0.0/8 is this machine.
   */
  requestFrom(from: string, options: RequestOptions): Promise<Answer>;
  /** nginx's error log so far: among others, each request an instance dropped, with its address. */
  nginxErrors(): string;
  /** nginx's access log so far, a line per request. */
  nginxAccessLog(): string;
  stop(): Promise<void>;
}

/**
 * Redis (AOF, fsync on every write, no eviction: what BullMQ's guarantee needs), three site
 * instances, and nginx with deploy/nginx's configuration, all on loopback and on free ports:
 * the configuration is used as it is but for its ports. Everything it starts is stopped by
 * `stop()`.
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

  const instancePorts: number[] = [];
  for (const _ of CONFIG_INSTANCE_PORTS) instancePorts.push(await freePort());
  const nginxPort = await freePort();

  const instances: Instance[] = [];
  const startInstance = async (index: number): Promise<Instance> => {
    const port = instancePorts[index]!;
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
  await Promise.all(instancePorts.map((_, index) => startInstance(index)));

  // nginx's workers run as an unprivileged user when the master is root: they must reach
  // the directory where request bodies (a CV) are buffered.
  chmodSync(state, 0o711);
  for (const dir of ['logs', 'tmp', 'conf'])
    mkdirSync(path.join(state, dir), { recursive: true, mode: 0o700 });
  const config = copyNginxConfig(path.join(state, 'conf'), instancePorts, nginxPort);
  if (process.getuid?.() === 0) {
    const [uid, gid] = ['-u', '-g'].map((flag) =>
      Number(execFileSync('id', [flag, 'nobody']).toString().trim()),
    );
    chownSync(path.join(state, 'tmp'), uid!, gid!);
  }
  const nginx = spawn(
    'nginx',
    ['-p', state, '-c', config, '-e', path.join(state, 'logs', 'error.log'), '-g', 'daemon off;'],
    {
      stdio: 'ignore',
    },
  );
  started.push(nginx);
  await waitUntil('nginx to listen', () => accepts(nginxPort), 10_000);

  const nginxErrors = () => readFileSync(path.join(state, 'logs', 'error.log'), 'utf8');
  const nginxAccessLog = () => readFileSync(path.join(state, 'logs', 'access.log'), 'utf8');
  const requestFrom = (from: string, options: RequestOptions) => requestThrough(nginxPort, from, options);
  const nginxUrl = `http://127.0.0.1:${nginxPort}`;
  return { redisUrl, nginxUrl, instances, startInstance, nginxErrors, nginxAccessLog, requestFrom };
}

/**
 * deploy/nginx's two files, copied into `folder` with the ports the test chose in place of
 * the ones they name. Each port must be found exactly where it is expected: a configuration
 * changed so that it is not fails here, rather than a test running nginx on other ports.
 */
function copyNginxConfig(folder: string, instancePorts: readonly number[], nginxPort: number): string {
  let site = readFileSync(path.join(NGINX_CONFIG, 'purity-site.conf'), 'utf8');
  const swaps: Array<[string, string]> = [
    ...CONFIG_INSTANCE_PORTS.map((port, index): [string, string] => [
      `server 127.0.0.1:${port} `,
      `server 127.0.0.1:${instancePorts[index]} `,
    ]),
    [`listen 127.0.0.1:${CONFIG_NGINX_PORT};`, `listen 127.0.0.1:${nginxPort};`],
  ];
  for (const [from, to] of swaps) {
    const found = site.split(from).length - 1;
    if (found !== 1)
      throw new Error(
        `deploy/nginx/purity-site.conf has "${from.trim()}" ${found} times; the cluster test expects it once`,
      );
    site = site.replace(from, to);
  }
  writeFileSync(path.join(folder, 'purity-site.conf'), site);
  const main = path.join(folder, 'nginx.conf');
  writeFileSync(main, readFileSync(path.join(NGINX_CONFIG, 'nginx.conf')));
  return main;
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

export interface RequestOptions {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

function requestThrough(port: number, from: string, options: RequestOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
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
