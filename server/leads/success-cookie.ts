// A form sent without JavaScript that succeeded is answered 303 to its page with `?sent=<kind>`,
// so a reload does not send it again, and that page shows the success dialog. The address alone
// must not: a link anyone can make, a bookmark, or the address shared afterwards would say
// "Query Submitted" for a lead never sent, and the visitor who believed it would not send theirs.
// So the 303 also sets this cookie, naming the form and the page, and the page shows the dialog
// only with it, then spends it: the browser that sent the lead sees the dialog once.
import type { Request } from 'express';
import type { LeadKind } from '../../shared/lead-forms';

const NAME = 'lead-sent';
const SENT = new RegExp(`(?:^|;\\s*)${NAME}=([a-z]+):([^;\\s]*)`);

/** Long enough for a slow phone to follow the redirect, after a dropped connection too. */
const MAX_AGE_S = 600;

/** The page a success redirects to (its path, language prefix included), and whether over HTTPS. */
export interface SentPage {
  page: string;
  secure: boolean;
}

/**
 * The request's page. HTTPS as the request says through a trusted proxy, or as the site's
 * public address says (TLS may end in front of the proxy, which then forwards plain HTTP).
 */
export function sentPage(req: Request, origin: string): SentPage {
  return { page: req.baseUrl + req.path, secure: req.secure || origin.startsWith('https:') };
}

/**
 * Set with the 303 after a success. Its value names the page as well as the form: a cookie's
 * path also covers the paths below it (`/` every page, `/kn/` every Kannada one), and the home
 * page has two addresses (`/` and `/home`).
 */
export function sentCookie({ page, secure }: SentPage, kind: LeadKind): string {
  return `${NAME}=${kind}:${page}; Path=${page}; Max-Age=${MAX_AGE_S}; ${attributes(secure)}`;
}

/** Sent with the page that showed the dialog: a reload or a copied address shows it no more. */
export function spentSentCookie({ page, secure }: SentPage): string {
  return `${NAME}=; Path=${page}; Max-Age=0; ${attributes(secure)}`;
}

/** The form a request's cookie says this browser has just sent from `page`, if any. */
export function sentKindFor(cookieHeader: string | undefined, page: string): string | undefined {
  const sent = SENT.exec(cookieHeader ?? '');
  return sent?.[2] === page ? sent[1] : undefined;
}

const attributes = (secure: boolean) => `HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
