import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import type { Request, Response } from 'express';
import { acceptsGzip } from '../http/accepts-gzip';
import type { Logger } from 'pino';
import type { AppState } from '../../shared/render-contract';
import { gzipAroundNonce, type GzipAroundNonce } from './gzip-around-nonce';
import type { Renderer } from './renderer';
import { RENDER_ABORT_MS } from './stream-page';
import { pageUrl } from './page-url';
import { splitLocale } from '../../shared/locales';

/**
 * A short-lived in-memory cache of rendered page HTML.
 *
 * Every page is the same for every visitor except for three things, and the cache handles
 * each of them:
 *  - the rates in the ticker: part of the key, as the rates cache's version number, which
 *    changes whenever the known rates change (so a new rate is never served stale);
 *  - the public origin in canonical/share URLs: part of the key, with the URL (path and
 *    query, e.g. /faq?tab=rent, less tracking tags such as utm_source);
 *  - the CSP nonce, fresh for every response: a page is rendered ONCE with a per-process
 *    random placeholder where the nonce goes (template scripts, React's inline scripts, the
 *    state and structured-data scripts), stored split at that placeholder, and each response
 *    joins the parts with its own request's nonce. Nothing request-specific is ever stored.
 * Production only (the renderer says its build is immutable). Only GET/HEAD renders without
 * form state (no no-JavaScript form echo, no render error) that answered 200 are stored;
 * anything else is rendered per request as before (the caller streams it). Entries live
 * PAGE_TTL_MS; at most PLAIN_PAGES_KEPT plain pages and QUERY_PAGES_KEPT pages with a query are
 * kept (least recently used goes first), so memory stays bounded whatever URLs clients invent.
 * Concurrent misses of the same key share one render.
 */
export interface PageCache {
  /**
   * Answers the request from the cache, or renders the page into memory, answers, and keeps
   * it when it may. Resolves false when the request is not cacheable or the render failed
   * before its shell: the caller then streams the page (and its error handling) as usual.
   */
  serve(
    req: Request,
    res: Response,
    options: { origin: string; state: AppState; ratesVersion: number },
  ): Promise<boolean>;
  /**
   * Sends the page kept for this request's URL, public origin and rates version, and says
   * whether there was one. Synchronous: a page the cache holds waits for nothing.
   */
  sendKept(req: Request, res: Response, options: { origin: string; ratesVersion: number }): boolean;
}

export interface RenderedPage {
  status: number;
  /** The HTML, as UTF-8, split at the nonce placeholder. */
  parts: Buffer[];
  gzip: GzipAroundNonce;
  /** True when React reported no error, so the page may be reused. */
  clean: boolean;
}

interface Entry {
  page: RenderedPage;
  expiresAt: number;
}

/** Every page of every language, with room to spare. */
const PLAIN_PAGES_KEPT = 100;
/** FAQ tabs and the like; made-up queries take their turns here. */
const QUERY_PAGES_KEPT = 20;
/** How old a kept page may be: what it says of the time (a branch open now) is at most this old. */
const PAGE_TTL_MS = 30_000;

export function createPageCache({ renderer, logger }: { renderer: Renderer; logger: Logger }): PageCache {
  // Random per process, so no page content can contain it by accident or design.
  const placeholder = `nonce-placeholder-${randomBytes(12).toString('hex')}`;
  // A Map iterates in insertion order: re-inserting on a hit makes it an LRU list. Pages with
  // a query (FAQ tabs, and whatever queries clients make up) have a small list of their own,
  // so a flood of made-up queries cannot push the plain pages out.
  const plain = new Map<string, Entry>();
  const withQuery = new Map<string, Entry>();
  const shelfFor = (url: string) =>
    url.includes('?')
      ? { entries: withQuery, max: QUERY_PAGES_KEPT }
      : { entries: plain, max: PLAIN_PAGES_KEPT };
  const inFlight = new Map<string, Promise<RenderedPage | null>>();

  function lookup(url: string, key: string): RenderedPage | null {
    const { entries } = shelfFor(url);
    const entry = entries.get(key);
    if (!entry) return null;
    entries.delete(key);
    if (entry.expiresAt <= Date.now()) return null;
    entries.set(key, entry);
    return entry.page;
  }

  function store(url: string, key: string, page: RenderedPage): void {
    const { entries, max } = shelfFor(url);
    entries.delete(key);
    entries.set(key, { page, expiresAt: Date.now() + PAGE_TTL_MS });
    while (entries.size > max) entries.delete(entries.keys().next().value as string);
  }

  async function render(url: string, origin: string, state: AppState): Promise<RenderedPage | null> {
    const { locale } = splitLocale(url.split(/[?#]/, 1)[0]!);
    const [entry, template] = await Promise.all([renderer.entry(locale), renderer.template(locale)]);
    return new Promise((resolve) => {
      const chunks: Buffer[] = [];
      let clean = true;
      let settled = false;
      const finish = (page: RenderedPage | null) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(page);
      };
      let timer: NodeJS.Timeout | undefined;
      try {
        const page = entry.render(url, {
          nonce: placeholder,
          origin,
          state,
          onShellReady() {
            const head = template.start(page.head, placeholder);
            const tail = template.end(state, placeholder);
            page.pipe(
              new Writable({
                write(chunk: Buffer, _encoding, callback) {
                  chunks.push(chunk);
                  callback();
                },
                final(callback) {
                  const html = head + Buffer.concat(chunks).toString('utf8') + tail;
                  const parts = html.split(placeholder).map((part) => Buffer.from(part));
                  gzipAroundNonce(parts).then(
                    (gzip) => finish({ status: page.status, parts, gzip, clean }),
                    () => finish(null),
                  );
                  callback();
                },
              }),
            );
          },
          onShellError: () => finish(null),
          onError(error) {
            clean = false;
            logger.error({ err: error, url }, 'error while rendering page');
          },
        });
        timer = setTimeout(() => {
          clean = false;
          page.abort(new Error('render timed out'));
        }, RENDER_ABORT_MS);
      } catch {
        finish(null);
      }
    });
  }

  const keyOf = (url: string, origin: string, ratesVersion: number) => `${ratesVersion}\n${origin}\n${url}`;

  return {
    async serve(req, res, { origin, state, ratesVersion }) {
      if (!renderer.immutable) return false;
      if (
        (req.method !== 'GET' && req.method !== 'HEAD') ||
        state.formEcho !== null ||
        state.renderFailed === true
      )
        return false;
      const url = pageUrl(req.originalUrl);
      const key = keyOf(url, origin, ratesVersion);
      let page = lookup(url, key);
      const hit = page !== null;
      if (!page) {
        let pending = inFlight.get(key);
        if (!pending) {
          pending = render(url, origin, state).finally(() => inFlight.delete(key));
          inFlight.set(key, pending);
        }
        page = await pending;
        if (!page) return false;
        if (page.status === 200 && page.clean) store(url, key, page);
      }
      sendRenderedPage(req, res, page, { nonce: res.locals.cspNonce, cache: hit ? 'hit' : 'miss' });
      return true;
    },
    sendKept(req, res, { origin, ratesVersion }) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const url = pageUrl(req.originalUrl);
      const page = lookup(url, keyOf(url, origin, ratesVersion));
      if (!page) return false;
      sendRenderedPage(req, res, page, { nonce: res.locals.cspNonce, cache: 'hit' });
      return true;
    },
  };
}

/**
 * Sends a rendered page with this response's nonce: gzipped once already for a client that
 * takes gzip, as every browser does; otherwise as it is (behind Express, the compression
 * middleware then serves a client that asked for brotli only).
 */
function sendRenderedPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: RenderedPage,
  options: { nonce: string; cache: 'hit' | 'miss' },
): void {
  const nonce = Buffer.from(options.nonce);
  const gzipped = acceptsGzip(req.headers['accept-encoding']);
  const body = gzipped
    ? page.gzip(nonce)
    : page.parts.flatMap((part, i) => (i === 0 ? [part] : [nonce, part]));
  res.statusCode = page.status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding');
  if (gzipped) res.setHeader('Content-Encoding', 'gzip');
  res.setHeader(
    'Content-Length',
    body.reduce((total, buffer) => total + buffer.byteLength, 0),
  );
  res.setHeader('X-Render-Cache', options.cache);
  // The stored buffers and the nonce go out as they are, gathered into one write by cork():
  // joining them first would copy the whole page into a new buffer for every response.
  // Uncorked on the next tick rather than by end(): behind the compression middleware,
  // end() waits for zlib's output, which waits for a 'drain' that a corked socket never
  // emits once more than its buffer (16 kB) is queued, so a larger page would never finish.
  res.cork();
  for (const buffer of body) res.write(buffer);
  res.end();
  process.nextTick(() => res.uncork());
}
