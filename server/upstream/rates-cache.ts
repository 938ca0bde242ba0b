import { API_PATHS } from '../../shared/api-paths';
import { parseRates, type Rates } from '../../shared/schemas/rates';
import type { UpstreamClient } from './upstream-client';

const FAILED_REFRESH_RETRY_MS = 5_000;

/** The minute pages show a fetch time to ("as of 10:42 IST"). */
const shownMinute = (time: number | undefined) => (time === undefined ? null : Math.floor(time / 60_000));

/**
 * How long a page render waits for a refresh of expired rates. A backend that accepts
 * connections and never answers holds a refresh for UPSTREAM_TIMEOUT_MS (10 s): pages must not
 * wait with it, for a ticker that is optional. Past this, the page shows the last known rates
 * (or no ticker) and the refresh goes on without it.
 */
export const PAGE_RATES_WAIT_MS = 250;

export interface RatesCache {
  /**
   * Fresh rates, the last known ones if a refresh fails or takes longer than `maxWaitMs`, or
   * null if none were ever known.
   */
  get(maxWaitMs?: number): Promise<Rates | null>;
  /** Changes whenever the known rates or their fetch time change; part of the rendered-page cache key. */
  version(): number;
  /** The version while the known rates need no refresh; null when get() would refresh them. */
  freshVersion(): number | null;
}

// The SSR ticker and the proxied GET share this one cache (docs/product-rules.md, "Rates and the ticker"), so a
// burst of page views costs the backend one call per TTL.
export function createRatesCache(options: {
  upstream: UpstreamClient;
  ttlMs: number;
  onError?: (reason: unknown) => void;
  /** Told whether each refresh brought rates the cache could use (the metrics). */
  onRefreshed?: (ok: boolean) => void;
  now?: () => number;
}): RatesCache {
  const { upstream, ttlMs, onError, onRefreshed, now = Date.now } = options;
  let known: Rates | null = null;
  let nextRefreshAt = -Infinity;
  let version = 0;
  let inFlight: Promise<Rates | null> | null = null;

  async function refresh(): Promise<Rates | null> {
    const result = await upstream.send({ method: 'GET', path: API_PATHS.rates });
    // A failed refresh is retried sooner than a good value expires, but not on every request.
    nextRefreshAt = now() + Math.min(ttlMs, FAILED_REFRESH_RETRY_MS);
    if (result.kind !== 'response' || result.status < 200 || result.status >= 300) {
      onError?.(
        result.kind === 'response'
          ? `upstream rates answered ${result.status}`
          : `upstream rates ${result.kind}`,
      );
      onRefreshed?.(false);
      return known;
    }
    let parsed: Rates | null = null;
    try {
      parsed = parseRates(JSON.parse(new TextDecoder().decode(result.body)));
    } catch (error) {
      onError?.(error);
    }
    onRefreshed?.(parsed !== null);
    if (!parsed) return known;
    nextRefreshAt = now() + ttlMs;
    // The fetch time is ours, whatever the backend says: it is when this site last had the
    // rates confirmed, which the pages show as "as of" (to the minute). A failed refresh keeps
    // the old time, so visitors see how old the rates they are shown are. A new minute is a
    // new version as much as a new rate, so a kept page never shows an older "as of".
    const fetchedAt = now();
    if (
      !known ||
      known.gold !== parsed.gold ||
      known.silver !== parsed.silver ||
      shownMinute(known.fetchedAt) !== shownMinute(fetchedAt)
    )
      version += 1;
    known = { gold: parsed.gold, silver: parsed.silver, fetchedAt };
    return known;
  }

  return {
    async get(maxWaitMs = Infinity) {
      if (now() < nextRefreshAt) return known;
      inFlight ??= refresh().finally(() => {
        inFlight = null;
      });
      if (maxWaitMs === Infinity) return inFlight;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const gaveUp = new Promise<Rates | null>((resolve) => {
        timer = setTimeout(() => resolve(known), maxWaitMs);
      });
      return Promise.race([inFlight, gaveUp]).finally(() => clearTimeout(timer));
    },
    version: () => version,
    freshVersion: () => (now() < nextRefreshAt ? version : null),
  };
}
