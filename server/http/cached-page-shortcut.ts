import type { IncomingMessage, RequestListener } from 'node:http';
import { sendRenderedPage, type PageCache } from '../render/page-cache';
import type { RatesCache } from '../upstream/rates-cache';
import { acceptsGzip } from './accepts-gzip';
import { hasValidHost } from './valid-host';
import type { RequestLogger } from './request-logging';
import type { ApplySecurityHeaders } from './security-headers';

export interface CachedPageShortcutDeps {
  pageCache: PageCache;
  ratesCache: RatesCache;
  publicOrigin: (req: IncomingMessage) => string;
  logRequest: RequestLogger;
  applySecurityHeaders: ApplySecurityHeaders;
}

/**
 * The site's request listener: a page the rendered-page cache already holds is sent from
 * here, and every other request goes to the Express app.
 *
 * Express sets up each request before the first middleware runs (it swaps the prototypes of
 * the request and response, among other things), and that costs more than sending a cached
 * page: sent from here, a cached page is served about twice as fast as from Express's first
 * middleware, close to bare node:http (docs/performance.md, "Figures behind code comments").
 *
 * A cached page is the very answer the Express app would give: only clean 200 renders of a
 * GET are kept, keyed by URL, public origin and rates version. Redirects, assets, the API,
 * robots.txt and the sitemap never enter the cache. Rates due for a refresh, a client that
 * takes neither gzip nor an unencoded page, and a malformed Host (a 400) go to Express. The
 * response gets the same access log line, request id and security headers as any other.
 */
export function cachedPageShortcut(app: RequestListener, deps: CachedPageShortcutDeps): RequestListener {
  const { pageCache, ratesCache, publicOrigin, logRequest, applySecurityHeaders } = deps;
  return (req, res) => {
    const page = cachedPageFor(req);
    if (!page) {
      app(req, res);
      return;
    }
    logRequest(req, res);
    sendRenderedPage(req, res, page, { nonce: applySecurityHeaders(res), cache: 'hit' });
  };

  function cachedPageFor(req: IncomingMessage) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    if (!hasValidHost(req.headers.host)) return null;
    const encodings = req.headers['accept-encoding'];
    if (encodings !== undefined && !acceptsGzip(encodings)) return null;
    const ratesVersion = ratesCache.freshVersion();
    if (ratesVersion === null) return null;
    return pageCache.find(req.url ?? '/', publicOrigin(req), ratesVersion);
  }
}
