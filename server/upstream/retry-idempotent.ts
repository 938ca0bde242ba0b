import { IDEMPOTENCY_HEADER } from '../../shared/idempotency';
import type { UpstreamClient, UpstreamRequest, UpstreamResult } from './upstream-client';

/**
 * Sends a lead POST, retrying it once only when replaying it is safe and useful:
 * - it carries an Idempotency-Key, so the backend answers a replay with the first answer
 *   instead of recording the lead twice (IETF httpapi Idempotency-Key draft);
 * - the first attempt got no answer at all (connection refused, reset, closed): a stale
 *   keep-alive socket or a backend restarting. A timeout is not retried: the visitor has
 *   already waited the whole deadline.
 * The retry gets only what is left of the one deadline, so the visitor never waits longer
 * than UPSTREAM_TIMEOUT_MS in total. A visitor who went away is not retried for.
 */
export async function sendWithIdempotentRetry(
  upstream: UpstreamClient,
  request: UpstreamRequest,
): Promise<UpstreamResult> {
  const started = performance.now();
  const first = await upstream.send(request);
  if (first.kind !== 'unreachable' || !hasIdempotencyKey(request) || request.signal?.aborted) return first;
  const remainingMs = Math.floor((request.timeoutMs ?? upstream.timeoutMs) - (performance.now() - started));
  if (remainingMs <= 0) return first;
  return upstream.send({ ...request, timeoutMs: remainingMs });
}

function hasIdempotencyKey(request: UpstreamRequest): boolean {
  const wanted = IDEMPOTENCY_HEADER.toLowerCase();
  return Object.entries(request.headers ?? {}).some(
    ([name, value]) => name.toLowerCase() === wanted && value !== '',
  );
}
