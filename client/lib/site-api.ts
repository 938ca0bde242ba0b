// The browser's one way to call the site's own API: same origin (the server proxies the
// backend), JSON asked for and read leniently, and a time limit, so a request on a phone
// moving between cells can never hang for minutes or hold one of the browser's few
// connections to the site.

import { localeInfo } from '../../shared/locales';
import { siteLocale } from './site-locale';

export interface SiteApiAnswer {
  status: number;
  /** The JSON body, or null when the answer had none or it was unreadable. */
  body: unknown;
}

export interface SiteApiRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: BodyInit;
  /** Give up (reject) after this long, reading the body included. */
  timeoutMs: number;
}

/**
 * The rejection when our own time limit passed. A fetch that rejects by itself means the
 * browser could not reach the site at all (no connection): callers tell the two apart, as a
 * lead sent offline can wait for the connection while a silent one cannot be trusted to.
 */
export class SiteApiTimeout extends Error {
  override name = 'SiteApiTimeout';
}

/**
 * Resolves with any HTTP answer; rejects with SiteApiTimeout when the time limit passes, and
 * with fetch's own error when the network fails.
 */
export async function callSiteApi(
  path: string,
  { method = 'GET', headers = {}, body, timeoutMs }: SiteApiRequest,
): Promise<SiteApiAnswer> {
  // A controller and a timer rather than AbortSignal.timeout(), which older phones lack.
  const controller = new AbortController();
  let timedOut = false;
  const deadline = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetch(path, {
      method,
      // The page's language, so a refusal's messages come back in it (server/routes/api-routes.ts).
      headers: { accept: 'application/json', 'accept-language': localeInfo[siteLocale].tag, ...headers },
      body,
      credentials: 'same-origin',
      signal: controller.signal,
    });
    return { status: response.status, body: await readJson(response) };
  } catch (error) {
    // Older browsers reject an abort with a plain AbortError whatever reason it was given, so
    // the flag, not the error, says whose deadline it was.
    // No message: callers tell it by its class, and no one reads it.
    if (timedOut) throw new SiteApiTimeout();
    throw error;
  } finally {
    clearTimeout(deadline);
  }
}

async function readJson(response: Response): Promise<unknown> {
  if (!response.headers.get('content-type')?.includes('json')) return null;
  try {
    return await response.json();
  } catch {
    return null;
  }
}
