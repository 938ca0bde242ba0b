// A lead form sent before hydration goes as a plain post, and its page is shared by every
// visitor (the rendered-page cache), so no key can be written into it. The page's inline
// script (server/render/html-template.ts) adds one to the form's address at its first send,
// random for that page and form; the form route makes the lead's Idempotency-Key from it and
// what was sent (server/leads/page-entry-key.ts).

/** The query parameter of a plain post's address that carries its page's key. */
export const PAGE_FORM_KEY_PARAM = 'entry';
