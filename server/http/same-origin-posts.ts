import type { RequestHandler } from 'express';

/**
 * Browsers send Origin on every cross-site POST, so a POST whose Origin names another host
 * (or the opaque 'null') did not come from our own pages: refuse it. Only the host is
 * compared, as the scheme can differ behind a TLS-terminating proxy. The public host from
 * SITE_URL counts as ours too: a proxy in front may pass its own upstream address as Host
 * (nginx does unless told otherwise), and every visitor's lead would be refused.
 */
export function sameOriginPosts(siteUrl: string | undefined): RequestHandler {
  const publicHost = siteUrl ? new URL(siteUrl).host : null;
  return (req, res, next) => {
    if (req.method !== 'POST') return next();
    const origin = req.get('origin');
    if (origin === undefined) return next();
    let originHost: string | null;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = null;
    }
    if (originHost !== null && (originHost === req.get('host') || originHost === publicHost)) return next();
    res.status(403).json({ error: 'cross_origin', message: 'Forms can only be sent from this website' });
  };
}
