import type { UpstreamResponse } from './upstream-client';

/** What the site's API answers a lead with (a no-JavaScript post's page tells the same). */
export interface SiteAnswer {
  status: number;
  body: unknown;
}

/**
 * The site's API answer for a backend answer a stored lead rests on (its delivery, or a refusal
 * the outbox hands the visitor): 2xx -> 200, a refusal's status as it is. The body is the
 * backend's JSON when it sent JSON. What a lead cannot rest on (no answer, a redirect, a 5xx) is
 * never passed on: the outbox keeps the lead and tries again (server/leads/lead-delivery.ts).
 */
export function answerFromUpstream(result: UpstreamResponse): SiteAnswer {
  const status = result.status < 300 ? 200 : result.status;
  return {
    status,
    body: parseJson(result) ?? (status === 200 ? { ok: true } : { error: 'upstream_error' }),
  };
}

function parseJson(result: UpstreamResponse): unknown {
  if (!result.contentType?.includes('json') || result.body.byteLength === 0) return undefined;
  try {
    return JSON.parse(new TextDecoder().decode(result.body));
  } catch {
    return undefined;
  }
}
