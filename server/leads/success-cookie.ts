// A form sent without JavaScript that succeeded is answered 303 to its page with `?sent=<kind>`,
// so a reload does not send it again, and that page shows the success dialog. The address alone
// must not: a link anyone can make, a bookmark, or the address shared afterwards would say
// "Query Submitted" for a lead never sent, and the visitor who believed it would not send theirs.
// So the 303 also sets this cookie, for the page's path, and the page shows the dialog only with
// it, then spends it: the browser that sent the lead sees the dialog once.
import type { LeadKind } from '../../shared/lead-forms';

const NAME = 'lead-sent';
const SENT = new RegExp(`(?:^|;\\s*)${NAME}=([a-z]+)(?:;|$)`);

/** Long enough for a slow phone to follow the redirect, after a dropped connection too. */
const MAX_AGE_S = 600;

/** Set with the 303 after a success, for the page the redirect leads to. */
export function sentCookie(path: string, kind: LeadKind, secure: boolean): string {
  return `${NAME}=${kind}; Path=${path}; Max-Age=${MAX_AGE_S}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Sent with the page that showed the dialog: a reload or a copied address shows it no more. */
export function spentSentCookie(path: string, secure: boolean): string {
  return `${NAME}=; Path=${path}; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The form a request's cookies say this browser has just sent, if any. */
export function sentKindIn(cookieHeader: string | undefined): string | undefined {
  return SENT.exec(cookieHeader ?? '')?.[1];
}
