// A lead form sent before hydration goes as a plain post, and its page is shared by every
// visitor (the rendered-page cache), so no key can be written into it. The page's inline
// script (server/render/html-template.ts) adds one to the form's address at its first send,
// random for that page; the server makes the lead's Idempotency-Key from it and the lead as
// checked (server/leads/lead-key.ts), so the same words are the same key and other words
// another. The script also keeps the page key in the tab's store of lead keys, under the page's
// path, for the window of shared/same-entry-window.ts from when it was made: the hydrated forms
// of that page (client/lib/lead-keys.ts) send their entries under it, with PAGE_KEY_PREFIX, and
// so does any later document of the page (Back to a page the browser did not keep).

/** The query parameter of a plain post's address that carries its page's key. */
export const PAGE_FORM_KEY_PARAM = 'entry';

/** An Idempotency-Key that is a page key, which the server makes one with the lead. */
export const PAGE_KEY_PREFIX = 'page:';

/** Four random 32-bit numbers, as the page's inline script writes them. */
export const PAGE_KEY_PATTERN = /^\d{1,10}(?:-\d{1,10}){3}$/;

/**
 * sessionStorage key of the tab's lead keys: each recent entry's digest, and each page path a
 * form was sent from before hydration, with its key and when.
 */
export const LEAD_KEYS_STORE = 'lead-keys';
