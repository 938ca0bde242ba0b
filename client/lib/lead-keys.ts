// The Idempotency-Key each recent entry of the lead forms was sent with, kept for the tab's
// session. The same entry sent again goes under the same key, so the backend records it once:
// Enter held down after a success (Enter closes the dialog, the focus is back on Submit, Enter
// sends), Submit pressed while the entry waits for the connection, and what outlives the form:
// a page left and come back to while its entry was on its way (the draft fills the form
// again), a page loaded again after an answer that said nothing of whether the lead arrived
// (no answer in time, a proxy's 502 or 504), the pop-up's text handed to the page's form.
// sessionStorage, like the drafts (form-drafts.ts), and each entry only as a digest
// (lead-entry.ts).
// Every key is a page key (shared/page-form-key.ts), which the server makes one with the
// words, so one key serves every entry: the tab keeps it from the first send of any form,
// hydrated or not, for the window of shared/same-entry-window.ts. An entry not sent since goes
// under it, so the same words sent again, by a hydrated form or by a page's inline script
// before hydration (server/render/html-template.ts), in this document or a later one, are the
// same lead.

import { LEAD_KEYS_STORE as STORE, PAGE_KEY_ENTRY, PAGE_KEY_PREFIX } from '../../shared/page-form-key';
import { SAME_ENTRY_WINDOW_MS } from '../../shared/same-entry-window';

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

/**
 * The key `entry` was last sent with, if that was recent; else the page key, if made recently;
 * otherwise a new one.
 */
export function keyFor(entry: string): string {
  const sent = sentEntries();
  const last = [sent[entry], sent[PAGE_KEY_ENTRY]].find((key) => recent(key, Date.now()));
  return last ? last[0] : newIdempotencyKey();
}

/**
 * Notes a sending of `entry` under `key` (its window starts again), keeps `key` as the page key
 * if there is none, and forgets older entries.
 */
export function noteSent(entry: string, key: string): void {
  const now = Date.now();
  const kept = Object.entries(sentEntries()).filter(([, sent]) => recent(sent, now));
  const sent: SentEntries = {
    [PAGE_KEY_ENTRY]: [key, now],
    ...Object.fromEntries(kept),
    [entry]: [key, now],
  };
  try {
    window.sessionStorage.setItem(STORE, JSON.stringify(sent));
    // Stored with the rest now: kept here, it would stand over the newer times stored.
    unstored = {};
  } catch {
    unstored = sent;
  }
}

/**
 * A page key of 128 random bits, as four 32-bit numbers (as the inline script makes them): the
 * header's draft asks for a UUID or a similar random identifier. crypto.randomUUID exists only
 * in secure contexts (not a plain-HTTP preview on a phone); getRandomValues everywhere.
 */
function newIdempotencyKey(): string {
  return PAGE_KEY_PREFIX + crypto.getRandomValues(new Uint32Array(4)).join('-');
}
