import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRatesCache } from '../../server/upstream/rates-cache';
import type { UpstreamClient, UpstreamResult } from '../../server/upstream/upstream-client';

// A backend that accepts connections and never answers holds a rates refresh for the whole
// upstream time limit. Pages must not wait with it: the ticker is optional.

const answer = (gold: number, silver: number): UpstreamResult => ({
  kind: 'response',
  status: 200,
  contentType: 'application/json',
  retryAfter: null,
  body: new TextEncoder().encode(JSON.stringify([{ value: gold }, { value: silver }])),
});

/** An upstream whose answers the test gives one by one, each when it wants. */
function scriptedUpstream() {
  const pending: Array<(result: UpstreamResult) => void> = [];
  const upstream: UpstreamClient = {
    send: () => new Promise<UpstreamResult>((resolve) => pending.push(resolve)),
  } as unknown as UpstreamClient;
  return { upstream, answerNext: (result: UpstreamResult) => pending.shift()!(result) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('rates cache', () => {
  it('gives a page the last known rates after the wait it allows while a refresh hangs, and the refresh still lands', async () => {
    vi.useFakeTimers();
    let clock = 0;
    const { upstream, answerNext } = scriptedUpstream();
    const cache = createRatesCache({ upstream, ttlMs: 60_000, now: () => clock });
    const first = cache.get();
    answerNext(answer(7000, 90));
    expect(await first).toMatchObject({ gold: 7000, silver: 90 });

    clock = 61_000;
    let page: unknown = 'waiting';
    void cache.get(250).then((rates) => (page = rates));
    await vi.advanceTimersByTimeAsync(249);
    expect(page).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(page).toMatchObject({ gold: 7000, silver: 90 });

    answerNext(answer(7100, 91));
    await vi.advanceTimersByTimeAsync(0);
    expect(await cache.get(250)).toMatchObject({ gold: 7100, silver: 91 });
  });

  it('renders a page without rates after the wait when none were ever known', async () => {
    vi.useFakeTimers();
    const { upstream } = scriptedUpstream();
    const cache = createRatesCache({ upstream, ttlMs: 60_000 });
    const page = cache.get(250);
    await vi.advanceTimersByTimeAsync(250);
    expect(await page).toBeNull();
  });

  it('gives a page fresh rates when the refresh answers within the wait', async () => {
    const { upstream, answerNext } = scriptedUpstream();
    const cache = createRatesCache({ upstream, ttlMs: 60_000 });
    const page = cache.get(250);
    answerNext(answer(7200, 92));
    expect(await page).toMatchObject({ gold: 7200, silver: 92 });
  });

  it('makes the API wait for the refresh, however long it takes', async () => {
    vi.useFakeTimers();
    const { upstream, answerNext } = scriptedUpstream();
    const cache = createRatesCache({ upstream, ttlMs: 60_000 });
    let api: unknown = 'waiting';
    void cache.get().then((rates) => (api = rates));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(api).toBe('waiting');
    answerNext(answer(7300, 93));
    await vi.advanceTimersByTimeAsync(0);
    expect(api).toMatchObject({ gold: 7300, silver: 93 });
  });

  it('stamps rates with the time it fetched them, keeps that time when a refresh fails, and makes a new version when the minute shown changes', async () => {
    let clock = 1_000;
    const { upstream, answerNext } = scriptedUpstream();
    const cache = createRatesCache({ upstream, ttlMs: 10_000, now: () => clock });
    const first = cache.get();
    answerNext(answer(7000, 90));
    expect(await first).toEqual({ gold: 7000, silver: 90, fetchedAt: 1_000 });
    const version = cache.version();

    clock = 11_000;
    const failed = cache.get();
    answerNext({
      kind: 'response',
      status: 503,
      contentType: null,
      retryAfter: null,
      body: new Uint8Array(),
    });
    expect(await failed).toEqual({ gold: 7000, silver: 90, fetchedAt: 1_000 });
    expect(cache.version()).toBe(version);

    // Same rates, same minute shown: kept pages stay good.
    clock = 17_000;
    const sameMinute = cache.get();
    answerNext(answer(7000, 90));
    expect(await sameMinute).toEqual({ gold: 7000, silver: 90, fetchedAt: 17_000 });
    expect(cache.version()).toBe(version);

    // Same rates confirmed in a later minute: the pages' "as of" moves on.
    clock = 61_000;
    const nextMinute = cache.get();
    answerNext(answer(7000, 90));
    expect(await nextMinute).toEqual({ gold: 7000, silver: 90, fetchedAt: 61_000 });
    expect(cache.version()).toBe(version + 1);
  });
});
