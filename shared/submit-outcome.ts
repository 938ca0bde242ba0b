// One decision, used by the browser's form hook and by the server's no-JavaScript form
// handler, so a visitor sees the same dialog whichever path their submission took.

/**
 * 'offline' is the browser's own finding (its connection is down, so no answer could come)
 * and never an answer's: outcomeForStatus does not give it, and the no-JavaScript path cannot.
 */
export type SubmitOutcome = 'success' | 'failed' | 'network' | 'rate-limited' | 'offline';

/** Maps the website's answer to a lead POST onto what the visitor is told. */
export function outcomeForStatus(status: number): SubmitOutcome {
  if (status >= 200 && status < 300) return 'success';
  if (status === 429) return 'rate-limited';
  // 502/503/504 mean no usable answer came from the backend: the visitor should try again,
  // not re-check their details.
  if (status === 502 || status === 503 || status === 504) return 'network';
  return 'failed';
}
