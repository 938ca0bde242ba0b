// A lead form sent before hydration goes as a plain post, and its page is shared by every
// visitor (the rendered-page cache), so no key can be written into it. The page's inline
// script (server/render/html-template.ts) adds one to the form's address at its first send,
// random for that page and form; the form route makes the lead's Idempotency-Key from it and
// what was sent (server/leads/page-entry-key.ts). The tab keeps the key for the page's address
// as long as the hydrated forms keep theirs (shared/same-entry-window.ts): Back to a page the
// browser did not keep is a new document, and its forms go under the same key.

/** The query parameter of a plain post's address that carries its page's key. */
export const PAGE_FORM_KEY_PARAM = 'entry';

/** sessionStorage key: when a plain post was last sent, its page key, and its address's path. */
export const PAGE_FORM_KEY_STORE = 'page-form-key';
