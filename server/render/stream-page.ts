import { Writable } from 'node:stream';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { AppState, PageRender } from '../../shared/render-contract';
import type { Renderer } from './renderer';
import { pageUrl } from './page-url';
import { splitLocale } from '../../shared/locales';

/** A render still unfinished by then is abandoned; React leaves the rest to the client. */
export const RENDER_ABORT_MS = 10_000;

export interface StreamPageOptions {
  renderer: Renderer;
  state: AppState;
  logger: Logger;
  /** Overrides the route's status, e.g. 400 when a no-JavaScript form comes back with errors. */
  status?: number;
  /** `no-store` for a page that echoes what a visitor typed; `no-cache` otherwise. */
  cacheControl?: 'no-cache' | 'no-store';
  origin: string;
}

/**
 * Streams one page: the template's start as soon as React's shell is ready, React's stream,
 * then the template's end with the hydration state. A failed shell becomes a 500 page with the
 * same header and footer.
 */
export async function streamPage(req: Request, res: Response, options: StreamPageOptions): Promise<void> {
  const { renderer, state, logger, origin } = options;
  const nonce = res.locals.cspNonce;
  const url = pageUrl(req.originalUrl);
  const { locale } = splitLocale(url.split(/[?#]/, 1)[0]!);
  const [entry, template] = await Promise.all([renderer.entry(locale), renderer.template(locale)]);

  await new Promise<void>((resolve) => {
    // Declared before `fail`, which may run before the timer is set.
    let timer: NodeJS.Timeout | undefined = undefined;
    const fail = (error: unknown) => {
      clearTimeout(timer);
      logger.error({ err: error, url }, 'page render failed');
      try {
        const fallback = entry.renderErrorPage(url, { nonce, state, origin });
        res.status(500).set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(
          template.start(fallback.head, nonce) +
            fallback.html +
            template.end({ ...state, renderFailed: true }, nonce),
        );
      } catch (fallbackError) {
        logger.error({ err: fallbackError }, 'error page render failed');
        res
          .status(500)
          .set('Cache-Control', 'no-store')
          .type('text/plain')
          .end('Unexpected Application Error!\n500 Internal Server Error');
      }
      resolve();
    };
    let page: PageRender;
    try {
      page = entry.render(url, {
        nonce,
        origin,
        state,
        onShellReady() {
          res.status(options.status ?? page.status);
          res.set({
            'Content-Type': 'text/html; charset=utf-8',
            'Cache-Control': options.cacheControl ?? 'no-cache',
          });
          res.write(template.start(page.head, nonce));
          page.pipe(sinkInto(res, template.end(state, nonce), resolve));
        },
        onShellError: fail,
        onError(error) {
          logger.error({ err: error, url }, 'error while streaming page');
        },
      });
    } catch (error) {
      fail(error);
      return;
    }
    timer = setTimeout(() => page.abort(new Error('render timed out')), RENDER_ABORT_MS);
    res.on('close', () => {
      clearTimeout(timer);
      if (!res.writableFinished) page.abort(new Error('client went away'));
      resolve();
    });
  });
}

/**
 * React pipes into this: chunks go straight to the response (with back-pressure) and the
 * template's end is written when React finishes. `flush` lets compression send each chunk
 * as it comes instead of buffering the whole page.
 */
function sinkInto(res: Response, tail: string, done: () => void): Writable {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (res.write(chunk)) callback();
      else res.once('drain', () => callback());
    },
    final(callback) {
      res.end(tail);
      done();
      callback();
    },
  });
  Object.assign(sink, { flush: () => (res as Response & { flush?: () => void }).flush?.() });
  return sink;
}
