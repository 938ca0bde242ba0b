// The one way the website talks to the backend. Every call has a deadline, so a slow or dead
// backend never holds a delivery attempt or a rates fetch open for ever.

/**
 * The most of a backend answer the website reads. A lead's answer is a few hundred bytes and
 * the rates a few dozen; a PURITY_API_URL pointed at the wrong server could otherwise have
 * every request buffer hundreds of megabytes and run the process out of memory.
 */
export const UPSTREAM_BODY_LIMIT = 1024 * 1024;

/** An answer the backend gave, whatever its status. */
export interface UpstreamResponse {
  kind: 'response';
  status: number;
  contentType: string | null;
  retryAfter: string | null;
  body: Uint8Array;
}

export type UpstreamResult = UpstreamResponse | { kind: 'unreachable'; error: unknown } | { kind: 'timeout' };

export interface UpstreamRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string | FormData;
  /** Overrides the client's deadline for this call (a retry gets only what is left). */
  timeoutMs?: number;
}

export interface UpstreamClient {
  readonly baseUrl: string;
  readonly timeoutMs: number;
  send(request: UpstreamRequest): Promise<UpstreamResult>;
}

export function createUpstreamClient(options: {
  baseUrl: string;
  timeoutMs: number;
  /** Told how each call ended and how long it took (the metrics). */
  observe?: (path: string, result: UpstreamResult, seconds: number) => void;
}): UpstreamClient {
  const { baseUrl, timeoutMs, observe } = options;
  return {
    baseUrl,
    timeoutMs,
    async send(request) {
      if (!observe) return sendOnce(request);
      const started = performance.now();
      const result = await sendOnce(request);
      observe(request.path, result, (performance.now() - started) / 1000);
      return result;
    },
  };

  async function sendOnce(request: UpstreamRequest): Promise<UpstreamResult> {
    // A controller and a timer cleared as soon as the call ends. (AbortSignal.timeout keeps its
    // signal and timer alive long after a request, a known Node 20 leak: nodejs/node#54614,
    // #55328.)
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new DOMException('upstream deadline passed', 'TimeoutError'));
    }, request.timeoutMs ?? timeoutMs);
    try {
      const response = await fetch(baseUrl + request.path, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        signal: controller.signal,
        redirect: 'manual',
      });
      const body = await readCapped(response, UPSTREAM_BODY_LIMIT);
      if (!body) {
        controller.abort();
        return { kind: 'unreachable', error: new Error(`upstream answer over ${UPSTREAM_BODY_LIMIT} bytes`) };
      }
      return {
        kind: 'response',
        status: response.status,
        contentType: response.headers.get('content-type'),
        retryAfter: response.headers.get('retry-after'),
        body,
      };
    } catch (error) {
      if (timedOut) return { kind: 'timeout' };
      return { kind: 'unreachable', error };
    } finally {
      clearTimeout(timer);
    }
  }
}

/** The whole body, or null as soon as it is known to be longer than `limit` bytes. */
async function readCapped(response: Response, limit: number): Promise<Uint8Array | null> {
  if (Number(response.headers.get('content-length')) > limit) return null;
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
}
