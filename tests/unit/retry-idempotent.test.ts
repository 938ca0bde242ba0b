import { describe, expect, it } from 'vitest';
import { sendWithIdempotentRetry } from '../../server/upstream/retry-idempotent';
import type { UpstreamClient, UpstreamRequest, UpstreamResult } from '../../server/upstream/upstream-client';

const ok: UpstreamResult = {
  kind: 'response',
  status: 200,
  contentType: 'application/json',
  retryAfter: null,
  body: new Uint8Array(),
};
const unreachable: UpstreamResult = { kind: 'unreachable', error: new Error('ECONNRESET') };

function fakeUpstream(results: UpstreamResult[], delayMs = 0) {
  const calls: UpstreamRequest[] = [];
  const client: UpstreamClient = {
    baseUrl: 'http://backend.test',
    timeoutMs: 1000,
    async send(request) {
      calls.push(request);
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      return results.shift() ?? ok;
    },
  };
  return { client, calls };
}

const post = (headers: Record<string, string> = {}, signal?: AbortSignal): UpstreamRequest => ({
  method: 'POST',
  path: '/purity/v1/leads/contactus/submit',
  headers,
  body: '{}',
  ...(signal ? { signal } : {}),
});

describe('sendWithIdempotentRetry', () => {
  it('retries once after no answer when the request has an Idempotency-Key (any header case)', async () => {
    const { client, calls } = fakeUpstream([unreachable, ok]);
    expect(await sendWithIdempotentRetry(client, post({ 'idempotency-key': 'k1' }))).toBe(ok);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.body).toBe(calls[0]?.body);
  });

  it('gives the retry only what is left of the one deadline', async () => {
    const { client, calls } = fakeUpstream([unreachable, ok], 300);
    await sendWithIdempotentRetry(client, post({ 'Idempotency-Key': 'k1' }));
    expect(calls[1]?.timeoutMs).toBeGreaterThan(600);
    expect(calls[1]?.timeoutMs).toBeLessThanOrEqual(700);
  });

  it('does not retry when the deadline is already spent', async () => {
    const { client, calls } = fakeUpstream([unreachable, ok], 1010);
    expect(await sendWithIdempotentRetry(client, post({ 'Idempotency-Key': 'k1' }))).toBe(unreachable);
    expect(calls).toHaveLength(1);
  });

  it.each<[string, UpstreamResult, Record<string, string>]>([
    ['no Idempotency-Key', unreachable, {}],
    ['an empty Idempotency-Key', unreachable, { 'Idempotency-Key': '' }],
    ['a timeout', { kind: 'timeout' }, { 'Idempotency-Key': 'k' }],
    [
      'an answer (503)',
      { kind: 'response', status: 503, contentType: null, retryAfter: null, body: new Uint8Array() },
      { 'Idempotency-Key': 'k' },
    ],
    ['a visitor abort', { kind: 'aborted' }, { 'Idempotency-Key': 'k' }],
  ])('does not retry with %s', async (_name, first, headers) => {
    const { client, calls } = fakeUpstream([first, ok]);
    expect(await sendWithIdempotentRetry(client, post(headers))).toBe(first);
    expect(calls).toHaveLength(1);
  });

  it('does not retry for a visitor who has gone away', async () => {
    const visitor = new AbortController();
    visitor.abort();
    const { client, calls } = fakeUpstream([unreachable, ok]);
    await sendWithIdempotentRetry(client, post({ 'Idempotency-Key': 'k' }, visitor.signal));
    expect(calls).toHaveLength(1);
  });
});
