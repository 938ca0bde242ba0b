import { describe, expect, it } from 'vitest';
import { createIdempotencyStore } from '../../mock-backend/idempotency-store';
import { IDEMPOTENCY_HEADER, isValidIdempotencyKey } from '../../shared/idempotency';

describe('isValidIdempotencyKey', () => {
  it('uses the IETF header name', () => {
    expect(IDEMPOTENCY_HEADER).toBe('Idempotency-Key');
  });

  it.each(['8e03978e-40d5-43e8-bc93-6894a57f9324', 'a', 'x'.repeat(255), 'key with spaces ~!'])(
    'accepts %s',
    (key) => {
      expect(isValidIdempotencyKey(key)).toBe(true);
    },
  );

  it.each(['', 'x'.repeat(256), 'tab\there', 'line\nbreak', 'ключ', 'caf\u00e9'])('rejects %j', (key) => {
    expect(isValidIdempotencyKey(key)).toBe(false);
  });
});

describe('createIdempotencyStore', () => {
  it('reserves, then replays the stored answer for the same fingerprint', () => {
    const store = createIdempotencyStore();
    expect(store.claim('k', 'f1')).toEqual({ outcome: 'new' });
    expect(store.claim('k', 'f1')).toEqual({ outcome: 'in-progress' });
    store.complete('k', { status: 200, body: { id: '1' } });
    expect(store.claim('k', 'f1')).toEqual({
      outcome: 'replay',
      response: { status: 200, body: { id: '1' } },
    });
    expect(store.claim('k', 'f2')).toEqual({ outcome: 'mismatch' });
  });

  it('forgets a released key but never a completed one', () => {
    const store = createIdempotencyStore();
    store.claim('a', 'f');
    store.release('a');
    expect(store.claim('a', 'other')).toEqual({ outcome: 'new' });
    store.complete('a', { status: 200, body: null });
    store.release('a');
    expect(store.claim('a', 'third')).toEqual({ outcome: 'mismatch' });
  });

  it('expires keys after the time to live', () => {
    let now = 0;
    const store = createIdempotencyStore({ ttlMs: 1000, now: () => now });
    store.claim('k', 'f1');
    store.complete('k', { status: 200, body: {} });
    now = 999;
    expect(store.claim('k', 'f2').outcome).toBe('mismatch');
    now = 1000;
    expect(store.claim('k', 'f2').outcome).toBe('new');
  });

  it('evicts the least recently used key when full', () => {
    const store = createIdempotencyStore({ maxEntries: 2 });
    store.claim('a', 'f');
    store.claim('b', 'f');
    store.claim('a', 'f'); // touch a: b is now the oldest
    store.claim('c', 'f');
    expect(store.claim('a', 'x').outcome).toBe('mismatch');
    expect(store.claim('b', 'x').outcome).toBe('new');
  });
});
