// The Idempotency-Key each recent entry of the lead forms was sent with, kept for the tab's
// session. The same entry sent again goes under the same key, so the backend records it once:
// Enter held down after a success (Enter closes the dialog, the focus is back on Submit, Enter
// sends), Submit pressed while the entry waits for the connection, and what outlives the form:
// a page left and come back to while its entry was on its way (the draft fills the form
// again), a page loaded again after an answer that said nothing of whether the lead arrived
// (no answer in time, a proxy's 502 or 504), the pop-up's text handed to the page's form.
// sessionStorage, like the drafts (form-drafts.ts), and each entry only as a digest
// (lead-entry.ts).

import { SAME_ENTRY_WINDOW_MS } from '../../shared/same-entry-window';

const STORE = 'lead-keys';

/** Each entry's digest: its key and when it was last sent. */
type SentEntries = Record<string, [key: string, sentAt: number]>;

/** The keys storage could not take (blocked, full): kept for this page load, over what it holds. */
let unstored: SentEntries = {};

function sentEntries(): SentEntries {
  try {
    // Spread, so what is stored but not an object of ours (a number, null) adds nothing.
    return { ...(JSON.parse(window.sessionStorage.getItem(STORE) ?? '{}') as SentEntries), ...unstored };
  } catch {
    return unstored;
  }
}

const recent = (sent: SentEntries[string] | undefined, now: number) =>
  typeof sent?.[0] === 'string' && now - sent[1] < SAME_ENTRY_WINDOW_MS;

/** The key `entry` was last sent with, if that was recent; otherwise a new one. */
export function keyFor(entry: string): string {
  const sent = sentEntries()[entry];
  return sent && recent(sent, Date.now()) ? sent[0] : newIdempotencyKey();
}

/** Notes a sending of `entry` under `key` (its window starts again) and forgets older entries. */
export function noteSent(entry: string, key: string): void {
  const now = Date.now();
  const kept = Object.entries(sentEntries()).filter(([, sent]) => recent(sent, now));
  const sent: SentEntries = { ...Object.fromEntries(kept), [entry]: [key, now] };
  try {
    window.sessionStorage.setItem(STORE, JSON.stringify(sent));
    // Stored with the rest now: kept here, it would stand over the newer times stored.
    unstored = {};
  } catch {
    unstored = sent;
  }
}

/**
 * 128 random bits in hex: the header's draft asks for a UUID or a similar random identifier.
 * crypto.randomUUID exists only in secure contexts (not a plain-HTTP preview on a phone);
 * getRandomValues exists everywhere.
 */
function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}
