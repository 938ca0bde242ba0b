// The home page's enquiry pop-up asks once per browser session, and never after the visitor has
// sent a contact enquiry (docs/product-rules.md, "The enquiry pop-up"). A contact form can be
// sent before the page is hydrated, as a plain form post: the memory is written by a listener in
// the page's HTML (server/render/html-template.ts), which hears every send, before hydration and
// after, and read by the pop-up (client/lib/enquiry-memory.ts).

/** sessionStorage key, '1' once the visitor has closed the pop-up or sent a contact enquiry. */
export const ENQUIRY_SEEN_KEY = 'enquiry-popup-dismissed';

/** The class every contact enquiry form carries: the home page's own and the pop-up's. */
export const CONTACT_FORM_CLASS = 'lead-form--contact';
