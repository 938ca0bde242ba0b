// A lead form sent before hydration goes as a plain post, and its page is shared by every
// visitor (the rendered-page cache), so no key can be written into it. The page's inline
// script (server/render/html-template.ts) adds one to the form's address at every send: the
// page key, random, made at the first send of any form in the tab; the server makes the lead's
// Idempotency-Key from it and the lead as checked (server/leads/lead-key.ts), so the same words
// are the same key and other words another. The tab keeps the page key in its store of lead
// keys (PAGE_KEY_ENTRY), for the window of shared/same-entry-window.ts from when it was made.
// Whichever made it, the hydrated forms (client/lib/lead-keys.ts) or the script, both send
// under it, on any page and at any of a page's addresses (`/ta`, `/ta/`), in this document or a
// later one (Back to a page the browser did not keep): the hydrated forms as an
// Idempotency-Key with PAGE_KEY_PREFIX. One key for the tab, not one per page: it is made one
// with the words, so what tells leads apart is the words, and the same words sent from two
// pages are one lead, as the hydrated forms' keys per entry make them.

/** The query parameter of a plain post's address that carries its page's key. */
export const PAGE_FORM_KEY_PARAM = 'entry';

/** An Idempotency-Key that is a page key, which the server makes one with the lead. */
export const PAGE_KEY_PREFIX = 'page:';

/** Four random 32-bit numbers, as the page's inline script and the hydrated forms write them. */
export const PAGE_KEY_PATTERN = /^\d{1,10}(?:-\d{1,10}){3}$/;

/** sessionStorage key of the tab's lead keys: each recent entry's digest, with its key and when. */
export const LEAD_KEYS_STORE = 'lead-keys';

/** The store's entry for the page key, with when it was made: never a digest (those are base 36). */
export const PAGE_KEY_ENTRY = 'page key';
