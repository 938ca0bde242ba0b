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
}

export interface UpstreamClient {
  readonly baseUrl: string;
  send(request: UpstreamRequest): Promise<UpstreamResult>;
}

export function createUpstreamClient(options: { baseUrl: string; timeoutMs: number }): UpstreamClient {
  const { baseUrl, timeoutMs } = options;
  return {
    baseUrl,
    async send(request) {
      const deadline = AbortSignal.timeout(timeoutMs);
      const signal = request.signal ? AbortSignal.any([deadline, request.signal]) : deadline;
      try {
        const response = await fetch(baseUrl + request.path, {
          method: request.method,
          headers: request.headers,
          body: request.body,
          signal,
          redirect: 'manual',
        });
        const body = new Uint8Array(await response.arrayBuffer());
        return { kind: 'response', status: response.status, contentType: response.headers.get('content-type'), body };
      } catch (error) {
        if (deadline.aborted) return { kind: 'timeout' };
        if (request.signal?.aborted) return { kind: 'aborted' };
        return { kind: 'unreachable', error };
      }
    },
  };
}
