import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** The only host whose frames we embed (the branch and office maps). */
export const MAP_FRAME_ORIGIN = 'https://www.google.com';

const NONCE_PLACEHOLDER = 'csp-nonce-placeholder';
const nonceSource = () => `'nonce-${NONCE_PLACEHOLDER}'`;

/** Sets a response's security headers; returns the CSP nonce they allow. */
export type ApplySecurityHeaders = (res: ServerResponse) => string;

/**
 * Sets every response's security headers and returns its fresh CSP nonce (for React's inline
 * scripts and the template's tags).
 *
 * Helmet decides the headers: a strict nonce CSP (graded A+ by the Mozilla Observatory's
 * rules) and the rest; development adds what Vite's HMR needs (a websocket) and nothing else.
 * They are the same for every response except the nonce, so helmet is asked once, at
 * start-up, and each request replays its answer with the nonce spliced in: one middleware and
 * a few setHeader calls instead of fifteen middlewares rebuilding the same strings (the SSR
 * throughput budget in docs/performance.md).
 */
export function createSecurityHeaders(options: { production: boolean }): ApplySecurityHeaders {
  const headers = headersFrom(helmetFor(options.production));
  const csp = headers.get('Content-Security-Policy')!.split(NONCE_PLACEHOLDER);
  headers.delete('Content-Security-Policy');
  headers.set('Permissions-Policy', PERMISSIONS_POLICY);
  const fixed = [...headers];
  return (res) => {
    const nonce = freshNonce();
    for (const [name, value] of fixed) res.setHeader(name, value);
    res.setHeader('Content-Security-Policy', csp.join(nonce));
    return nonce;
  };
}

/** The same as Express middleware: the nonce goes to `res.locals.cspNonce`. */
export function securityHeaders(apply: ApplySecurityHeaders): RequestHandler {
  return (_req, res, next) => {
    res.locals.cspNonce = apply(res);
    next();
  };
}

function helmetFor(production: boolean): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        // Nothing is allowed unless a directive below names it.
        'default-src': ["'none'"],
        // 'strict-dynamic' lets the nonced entry load its own chunks; 'self' is the fallback
        // for browsers without CSP level 3.
        'script-src': ["'self'", nonceSource, "'strict-dynamic'"],
        // Style sheets from our origin, and <style> elements only with the nonce (Vite's dev
        // CSS carries it). Style *attributes* (React's `style` prop rendered on the server)
        // cannot run code or read the page, so they alone stay allowed inline.
        'style-src': ["'self'", nonceSource],
        'style-src-attr': ["'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'"],
        'connect-src': production ? ["'self'"] : ["'self'", 'ws:', 'wss:'],
        'frame-src': [MAP_FRAME_ORIGIN],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        'manifest-src': ["'self'"],
        'worker-src': ["'none'"],
      },
    },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
  });
}

/** The headers a helmet middleware sets, read by running it once against a recording response. */
function headersFrom(middleware: RequestHandler): Map<string, string> {
  const headers = new Map<string, string>();
  const recorder = {
    locals: {},
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  let passed = false;
  middleware({} as never, recorder as never, (error?: unknown) => {
    if (error) throw error;
    passed = true;
  });
  if (!passed || !headers.get('Content-Security-Policy')?.includes(NONCE_PLACEHOLDER)) {
    throw new Error(
      'helmet did not answer synchronously with a nonce CSP; the security headers cannot be precomputed',
    );
  }
  return headers;
}

// 128 bits of CSPRNG output per nonce, never reused. Drawn from a block refilled when used up:
// one randomBytes call per 256 responses instead of one per response.
const NONCE_BYTES = 16;
let nonceBlock = Buffer.alloc(0);
let nonceOffset = 0;
function freshNonce(): string {
  if (nonceOffset + NONCE_BYTES > nonceBlock.length) {
    nonceBlock = randomBytes(NONCE_BYTES * 256);
    nonceOffset = 0;
  }
  const nonce = nonceBlock.toString('base64', nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

/**
 * Turns off every powerful feature the site never uses. Geolocation is allowed for our own
 * pages only: the branch finder's "Use my location" asks for it when pressed, never a frame.
 */
const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), fullscreen=(self), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), picture-in-picture=(), publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=(), browsing-topics=()';
