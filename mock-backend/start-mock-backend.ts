import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { createMockBackend } from './create-mock-backend';

export interface StartMockBackendOptions {
  /** 0 picks a free port; the chosen one is in `url`. */
  port: number;
  host?: string;
}

export interface RunningMockBackend {
  url: string;
  app: Express;
  /** Stops listening and drops open connections, so a test run never waits on keep-alive sockets. */
  close(): Promise<void>;
}

export async function startMockBackend({
  port,
  host = '127.0.0.1',
}: StartMockBackendOptions): Promise<RunningMockBackend> {
  const app = createMockBackend();
  const server = createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port: boundPort } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;

  return {
    url: `http://${urlHost}:${boundPort}`,
    app,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
