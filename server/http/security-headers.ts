import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** The only host whose frames we embed (the branch and office maps). */
export const MAP_FRAME_ORIGIN = 'https://www.google.com';

/** A fresh 128-bit nonce per request, for React's inline scripts and the template's tags. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString('base64');
  next();
};

const nonceSource = (_req: unknown, res: unknown) => `'nonce-${(res as { locals: { cspNonce: string } }).locals.cspNonce}'`;

/**
 * Helmet with a strict nonce CSP (graded A+ by the Mozilla Observatory's rules). Development
 * adds what Vite's HMR needs (a websocket) and nothing else.
 */
export function securityHeaders(options: { production: boolean }): RequestHandler {
  const { production } = options;
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

/** Turns off every powerful feature the site never uses. */
export const permissionsPolicy: RequestHandler = (_req, res, next) => {
  res.set(
    'Permissions-Policy',
    'accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), fullscreen=(self), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), picture-in-picture=(), publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=(), browsing-topics=()',
  );
  next();
};
