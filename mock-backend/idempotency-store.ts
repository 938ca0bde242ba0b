export interface StoredResponse {
  status: number;
  body: unknown;
}

export type IdempotencyClaim =
  | { outcome: 'new' }
  | { outcome: 'replay'; response: StoredResponse }
  | { outcome: 'in-progress' }
  | { outcome: 'mismatch' };

export interface IdempotencyStoreOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

export interface IdempotencyStore {
  /** Looks the key up; an unknown key is reserved as in progress for this fingerprint. */
  claim(scope: string, fingerprint: string): IdempotencyClaim;
  complete(scope: string, response: StoredResponse): void;
  /** Forgets an in-progress key whose request ended without an answer worth replaying. */
  release(scope: string): void;
}

interface KeyRecord {
  fingerprint: string;
  createdAt: number;
  response: StoredResponse | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

// A Map iterates in insertion order; re-inserting on use makes its first key the least
// recently used one, which is what gets evicted when the store is full.
export function createIdempotencyStore(options: IdempotencyStoreOptions = {}): IdempotencyStore {
  const { ttlMs = DAY_MS, maxEntries = 10_000, now = Date.now } = options;
  const records = new Map<string, KeyRecord>();

  function live(scope: string): KeyRecord | undefined {
    const record = records.get(scope);
    if (!record) return undefined;
    records.delete(scope);
    if (now() - record.createdAt >= ttlMs) return undefined;
    records.set(scope, record);
    return record;
  }

  return {
    claim(scope, fingerprint) {
      const record = live(scope);
      if (!record) {
        records.set(scope, { fingerprint, createdAt: now(), response: null });
        const oldest = records.keys().next();
        if (records.size > maxEntries && !oldest.done) records.delete(oldest.value);
        return { outcome: 'new' };
      }
      if (record.fingerprint !== fingerprint) return { outcome: 'mismatch' };
      if (!record.response) return { outcome: 'in-progress' };
      return { outcome: 'replay', response: record.response };
    },
    complete(scope, response) {
      const record = records.get(scope);
      if (record) record.response = response;
    },
    release(scope) {
      if (records.get(scope)?.response === null) records.delete(scope);
    },
  };
}
