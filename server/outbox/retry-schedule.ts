const FIRST_RETRY_MS = 5_000;
const LONGEST_WAIT_MS = 10 * 60_000;

/**
 * How long a lead waits after its `attempts`-th failed attempt: doubling from 5 s up to
 * 10 minutes, each wait drawn from its upper half ("equal jitter"), so leads queued in the same
 * outage do not all come back to a recovering backend in the same second. A backend that said
 * when to come back (Retry-After) is not asked sooner.
 */
export function retryDelayMs(attempts: number, random: () => number, retryAfterMs = 0): number {
  const ceiling = Math.min(LONGEST_WAIT_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
  const jittered = Math.round(ceiling / 2 + (random() * ceiling) / 2);
  return Math.max(jittered, Math.min(retryAfterMs, LONGEST_WAIT_MS));
}
