import type { IncomingMessage } from 'node:http';
import { Router, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import type { Renderer } from '../render/renderer';
import { streamPage } from '../render/stream-page';
import type { PageCache } from '../render/page-cache';
import { successEchoFromQuery } from '../leads/form-pages';
import { sentKindFor, sentPage, spentSentCookie } from '../leads/success-cookie';
import { requestTarget } from '../http/request-target';
import { PAGE_RATES_WAIT_MS, type RatesCache } from '../upstream/rates-cache';
import { redirectFor } from '../../shared/site-pages';
import { knownPageMatch } from '../../shared/site-page-params';
import { DEFAULT_LOCALE } from '../../shared/locales';
import { indicativeValue } from '../../shared/gold-value';

/** Every other GET is a page: redirects from the route table, then the React render. */
export function createPageRoutes(deps: {
  renderer: Renderer;
  ratesCache: RatesCache;
  logger: Logger;
  siteUrl: (req: IncomingMessage) => string;
  pageCache: PageCache;
}): Router {
  const { renderer, ratesCache, logger, siteUrl, pageCache } = deps;
  const router = Router();
  // A pattern without parameters: '/{*path}' would percent-decode a parameter nobody reads, and
  // a malformed escape (`/about%`) would then fail the request instead of showing the 404 page.
  router.get(/^\//, async (req, res) => {
    // A run of slashes (`/kn//evil.example`) would reach the page's language links and make
    // the 404 page link to another site (`//evil.example`): shown at single slashes instead.
    // A browser reads a backslash in a link as a slash, so `/\evil.example` is such a run too:
    // a raw backslash is redirected as a slash (browsers send their own as slashes; `%5C` is
    // a character of the path, and stays).
    if (/\/\/|\\/.test(req.path)) {
      redirectKeepingQuery(req, res, req.path.replace(/[/\\]+/g, '/'));
      return;
    }
    const origin = siteUrl(req);
    // The browser that has just sent this page's form without JavaScript: its success dialog.
    const sent = req.query.sent === undefined ? undefined : sentPage(req, origin);
    const sentKind = sent && sentKindFor(req.headers.cookie, sent.page);
    // While the rates need no refresh, a page the cache holds goes out before anything is
    // awaited: no redirect or form echo answers at an address the cache holds.
    const freshVersion = ratesCache.freshVersion();
    if (
      sentKind === undefined &&
      freshVersion !== null &&
      pageCache.sendKept(req, res, { origin, ratesVersion: freshVersion })
    )
      return;
    const target = redirectFor(req.path);
    // Not to a branch the content does not have: that would be a permanent redirect to a 404.
    if (target && knownPageMatch(target, (await renderer.entry(DEFAULT_LOCALE)).pathParams)) {
      redirectKeepingQuery(req, res, target);
      return;
    }
    const rates = await ratesCache.get(PAGE_RATES_WAIT_MS);
    // After a form sent without JavaScript succeeded (303 to ?sent=...): its success dialog,
    // with the gold lead's indicative value worked out here, so the page's JavaScript need
    // not carry the arithmetic to hydrate it.
    const formEcho = successEchoFromQuery(req.path, req.query as Record<string, unknown>, sentKind);
    if (formEcho && sent) res.append('Set-Cookie', spentSentCookie(sent));
    if (formEcho?.indicative)
      formEcho.indicative.rupees = indicativeValue({ ...formEcho.indicative, gold24kPerGram: rates?.gold });
    const state = { rates, renderedAt: Date.now(), formEcho };
    // Pages without form state come from a short HTML cache keyed by URL and rates version,
    // with a fresh nonce per response (server/render/page-cache.ts); the rest stream as before.
    if (await pageCache.serve(req, res, { origin, state, ratesVersion: ratesCache.version() })) return;
    // A success dialog is this browser's alone: no cache keeps it.
    await streamPage(req, res, {
      renderer,
      logger,
      origin,
      state,
      ...(formEcho && { cacheControl: 'no-store' }),
    });
  });
  return router;
}

/** A 301 to `path` under the request's language prefix (req.baseUrl, /kn), its query as sent. */
function redirectKeepingQuery(req: Request, res: Response, path: string): void {
  const query = requestTarget(req.originalUrl).slice(req.baseUrl.length + req.path.length);
  res.redirect(301, req.baseUrl + path + query);
}
