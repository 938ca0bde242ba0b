/**
 * What the site's middleware tell the handlers after them through `res.locals`, declared once
 * so every reader gets the type its writer meant (Express merges this into `Response.locals`).
 * Nothing else is passed that way; a new flag belongs here, with who sets it and who reads it.
 */
declare module 'express-serve-static-core' {
  interface Locals {
    /**
     * This response's CSP nonce, the one its Content-Security-Policy header allows. Set by
     * `securityHeaders` (./security-headers.ts) for every request;
     * read by the page renders (`streamPage`, the rendered-page cache) for every inline script.
     */
    cspNonce: string;
    /**
     * The lead rate limit refused a form sent without JavaScript. Set by `leadRateLimit`
     * (./lead-rate-limit.ts), which answers API posts itself; read by `createCvUpload`
     * (./cv-upload.ts, which then drops the CV unread) and the form routes, which answer 429
     * with the visitor's page.
     */
    rateLimited?: true;
    /**
     * Every upload slot was taken, so the CV was dropped unread. Set by `createCvUpload`
     * (./cv-upload.ts); read by the career API route and the form routes, which answer 503
     * with Retry-After.
     */
    uploadsBusy?: true;
    /**
     * A form post's body could not be read (too large, a broken upload): the answer it
     * should get. Set by `readBody` in the form routes (../routes/page-form-routes.ts), read by
     * the form route after it, which shows the page again with that status.
     */
    bodyError?: { status: number; message: string };
  }
}

export {};
