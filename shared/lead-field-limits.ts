// Lengths more than one lead form shares; each form's own are in its module
// (contact-lead-form.ts...). The zod schemas (what the server accepts) and the forms'
// maxLength (what the browser lets a visitor type) both read them, so the two
// cannot drift apart: a form never takes text the server would then refuse. A free text (a
// textarea) has no maxLength: the browser would cut a pasted text at it without a word, and
// the end of a visitor's account of themselves would be lost unseen; the whole text stays in
// the field, and Submit says how long it may be. No zod here, so the browser can import it.

/** RFC 5321's limit on a forward path, the longest e-mail address that can be delivered. */
export const EMAIL_MAX = 254;

// A typed phone number has room for "+91 98450-12345"; what counts is its 10 to 15 digits,
// which the schemas check. Two plain numbers rather than an object, so the bundler writes them
// into each page that reads them instead of a shared chunk of its own for one small object.

/** The fewest characters a typed phone number may have. */
export const TYPED_PHONE_MIN = 10;
/** The most characters a typed phone number may have. */
export const TYPED_PHONE_MAX = 20;
