import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

/** Express's compiled 'trust proxy fn': is the proxy at this address, `hop` hops away, trusted? */
export type TrustProxy = (address: string | undefined, hop: number) => boolean;

/**
 * The site's public origin for canonical and share URLs and the sitemap: SITE_URL when set,
 * else the request's own scheme and Host, the scheme taken from X-Forwarded-Proto only when
 * the peer is a trusted proxy. It reads the bare request, so the cached-page shortcut gets it
 * before Express has seen the request, with the answer Express's `req.protocol` would give.
 */
export function createPublicOrigin(siteUrl: string | undefined, trust: TrustProxy): (req: IncomingMessage) => string {
  if (siteUrl) return () => siteUrl;
  return (req) => {
    let protocol = (req.socket as TLSSocket).encrypted ? 'https' : 'http';
    const forwarded = req.headers['x-forwarded-proto'];
    if (typeof forwarded === 'string' && forwarded !== '' && trust(req.socket.remoteAddress, 0)) protocol = forwarded.split(',')[0]!.trim();
    return `${protocol}://${req.headers.host}`;
  };
}
