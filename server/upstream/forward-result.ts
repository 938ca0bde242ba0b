import type { UpstreamResult } from './upstream-client';

export interface ProxyAnswer {
  status: number;
  body: unknown;
}

/**
 * docs/product-rules.md, "The backend and the site's API": 2xx -> 200, other statuses pass through, no connection -> 502,
 * too slow -> 504. The body is the backend's JSON when it sent JSON.
 */
export function answerFromUpstream(result: UpstreamResult): ProxyAnswer {
  switch (result.kind) {
    case 'timeout':
      return { status: 504, body: { error: 'upstream_timeout', message: 'Please try again later' } };
    case 'unreachable':
    case 'aborted':
      return { status: 502, body: { error: 'upstream_unreachable', message: 'Please try again later' } };
    case 'response': {
      if (result.status < 200 || (result.status >= 300 && result.status < 400)) {
        // The backend has no business redirecting a lead; treat it as no usable answer.
        return {
          status: 502,
          body: { error: 'upstream_unexpected_status', message: 'Please try again later' },
        };
      }
      const status = result.status < 300 ? 200 : result.status;
      return {
        status,
        body: parseJson(result) ?? (status === 200 ? { ok: true } : { error: 'upstream_error' }),
      };
    }
  }
}

function parseJson(result: Extract<UpstreamResult, { kind: 'response' }>): unknown {
  if (!result.contentType?.includes('json') || result.body.byteLength === 0) return undefined;
  try {
    return JSON.parse(new TextDecoder().decode(result.body));
  } catch {
    return undefined;
  }
}
