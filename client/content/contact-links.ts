// Links that open the home page's contact form with a service already chosen. The home page
// reads `service` from its query (client/content/contact-enquiry.ts names the choices).

/** The home page's contact section. */
export const CONTACT_ANCHOR = 'contact';

/** The contact form with "Release Pledged Gold" chosen. */
export const CONTACT_RELEASE_HREF = `/?service=release#${CONTACT_ANCHOR}`;
