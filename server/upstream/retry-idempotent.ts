import { IDEMPOTENCY_HEADER } from '../../shared/idempotency';
import type { UpstreamClient, UpstreamRequest, UpstreamResult } from './upstream-client';

/**
 * Sends a lead POST, retrying it once only when replaying it is safe and useful:
 * - it carries an Idempotency-Key, so the backend answers a replay with the first answer
 *   instead of recording the lead twice (IETF httpapi Idempotency-Key draft);
 * - the first attempt got no answer at all (connection refused, reset, closed): a stale
 *   keep-alive socket or a backend restarting. A timeout is not retried: the attempt has used
 *   its whole deadline, and the outbox tries again later.
 * The retry gets only what is left of the one deadline, so a delivery attempt never takes
 * longer than UPSTREAM_TIMEOUT_MS in total: the outboxes hold a lead for an attempt by it.
 */
export async function sendWithIdempotentRetry(
  upstream: UpstreamClient,
  request: UpstreamRequest,
): Promise<UpstreamResult> {
  const started = performance.now();
  const first = await upstream.send(request);
  if (first.kind !== 'unreachable' || !hasIdempotencyKey(request)) return first;
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
