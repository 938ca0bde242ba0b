import { afterEach, describe, expect, it } from 'vitest';
import { startMockBackend, type RunningMockBackend } from '../../mock-backend/start-mock-backend';
import { API_PATHS } from '../../shared/api-paths';
import { waitUntil } from '../helpers/server-process';

let mock: RunningMockBackend | undefined;
afterEach(async () => {
  await mock?.close();
  mock = undefined;
});

async function addFault(url: string, fault: object): Promise<void> {
  const res = await fetch(`${url}/__mock/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  expect(res.status).toBe(201);
}

describe('startMockBackend', () => {
  it('listens on a free port and serves rates', async () => {
    mock = await startMockBackend({ port: 0 });
    expect(mock.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(mock.url).not.toMatch(/:0$/);
    const res = await fetch(`${mock.url}${API_PATHS.rates}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([
      { key: 'gold_24k_per_gram', value: 7345 },
      { key: 'silver_per_gram', value: 92 },
    ]);
  });

  it('drops the connection for a reset fault, once, and journals the request without a status', async () => {
    mock = await startMockBackend({ port: 0 });
    await addFault(mock.url, { path: API_PATHS.rates, reset: true, times: 1 });
    await expect(fetch(`${mock.url}${API_PATHS.rates}`)).rejects.toThrow();
    const ok = await fetch(`${mock.url}${API_PATHS.rates}`);
    expect(ok.status).toBe(200);

    const journal = await (await fetch(`${mock.url}/__mock/requests`)).json();
    expect(journal.requests).toHaveLength(2);
    expect(journal.requests[0].status).toBeUndefined();
    expect(journal.requests[1].status).toBe(200);
  });

  it('resets after a delay', async () => {
    mock = await startMockBackend({ port: 0 });
    await addFault(mock.url, { path: API_PATHS.contact, reset: true, delayMs: 200 });
    const started = Date.now();
    const attempt = fetch(`${mock.url}${API_PATHS.contact}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    await expect(attempt).rejects.toThrow();
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });

  it('close() returns promptly with a request still held by a long delay', async () => {
    mock = await startMockBackend({ port: 0 });
    await addFault(mock.url, { path: API_PATHS.rates, delayMs: 60_000 });
    const pending = fetch(`${mock.url}${API_PATHS.rates}`).catch((error: unknown) => error);
    const url = mock.url;
    await waitUntil('the request to be held', async () => {
      const { requests } = (await (await fetch(`${url}/__mock/requests`)).json()) as { requests: unknown[] };
      return requests.length === 1;
    });
    const started = Date.now();
    await mock.close();
    mock = undefined;
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await pending).toBeInstanceOf(Error);
  });

  it('refuses a port already in use', async () => {
    mock = await startMockBackend({ port: 0 });
    const port = Number(new URL(mock.url).port);
    await expect(startMockBackend({ port })).rejects.toThrow(/EADDRINUSE/);
  });
});
