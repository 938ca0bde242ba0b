// The one way the website talks to the backend. Every call has a deadline and follows the
// visitor's own abort, so a slow or dead backend never holds a request open for ever.

export type UpstreamResult =
  | { kind: 'response'; status: number; contentType: string | null; body: Uint8Array }
  | { kind: 'unreachable'; error: unknown }
  | { kind: 'timeout' }
  | { kind: 'aborted' };

export interface UpstreamRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string | FormData;
  /** Aborted when the visitor goes away. */
  signal?: AbortSignal;
  /** Overrides the client's deadline for this call (a retry gets only what is left). */
  timeoutMs?: number;
}

export interface UpstreamClient {
  readonly baseUrl: string;
  readonly timeoutMs: number;
  send(request: UpstreamRequest): Promise<UpstreamResult>;
}

export function createUpstreamClient(options: { baseUrl: string; timeoutMs: number }): UpstreamClient {
  const { baseUrl, timeoutMs } = options;
  return {
    baseUrl,
    timeoutMs,
    async send(request) {
      // One controller for both the deadline and the visitor's abort, with the timer and the
      // listener removed as soon as the call ends. (AbortSignal.any/timeout keep signals and
      // timers alive long after a request, a known Node 20 leak: nodejs/node#54614, #55328.)
      const controller = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort(new DOMException('upstream deadline passed', 'TimeoutError'));
      }, request.timeoutMs ?? timeoutMs);
      const visitor = request.signal;
      const onVisitorAbort = () => controller.abort(visitor?.reason);
      if (visitor?.aborted) onVisitorAbort();
      else visitor?.addEventListener('abort', onVisitorAbort, { once: true });
      try {
        const response = await fetch(baseUrl + request.path, {
          method: request.method,
          headers: request.headers,
          body: request.body,
          signal: controller.signal,
          redirect: 'manual',
        });
        const body = new Uint8Array(await response.arrayBuffer());
        return { kind: 'response', status: response.status, contentType: response.headers.get('content-type'), body };
      } catch (error) {
        if (timedOut) return { kind: 'timeout' };
        if (visitor?.aborted) return { kind: 'aborted' };
        return { kind: 'unreachable', error };
      } finally {
        clearTimeout(timer);
        visitor?.removeEventListener('abort', onVisitorAbort);
      }
    },
  };
}
