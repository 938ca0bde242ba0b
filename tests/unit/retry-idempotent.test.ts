import { afterEach, describe, expect, it, vi } from 'vitest';
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

const post = (headers: Record<string, string> = {}): UpstreamRequest => ({
  method: 'POST',
  path: '/purity/v1/leads/contactus/submit',
  headers,
  body: '{}',
});

describe('sendWithIdempotentRetry', () => {
  it('retries once after no answer when the request has an Idempotency-Key (any header case)', async () => {
    const { client, calls } = fakeUpstream([unreachable, ok]);
    expect(await sendWithIdempotentRetry(client, post({ 'idempotency-key': 'k1' }))).toBe(ok);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.body).toBe(calls[0]?.body);
  });

  describe('on a clock the test moves', () => {
    // A busy machine must not move the deadline: each attempt takes exactly what it says.
    afterEach(() => {
      vi.useRealTimers();
    });
    const sentAfter = async (attemptMs: number) => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
      const upstream = fakeUpstream([unreachable, ok], attemptMs);
      const answer = sendWithIdempotentRetry(upstream.client, post({ 'Idempotency-Key': 'k1' }));
      await vi.runAllTimersAsync();
      return { answer: await answer, calls: upstream.calls };
    };

    it('gives the retry only what is left of the one deadline', async () => {
      const { calls } = await sentAfter(300);
      expect(calls.map((call) => call.timeoutMs)).toEqual([undefined, 700]);
    });

    it('does not retry when the deadline is already spent', async () => {
      const { answer, calls } = await sentAfter(1000);
      expect(answer).toBe(unreachable);
      expect(calls).toHaveLength(1);
    });
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
  ])('does not retry with %s', async (_name, first, headers) => {
    const { client, calls } = fakeUpstream([first, ok]);
    expect(await sendWithIdempotentRetry(client, post(headers))).toBe(first);
    expect(calls).toHaveLength(1);
  });
});
