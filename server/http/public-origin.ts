import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

/** Express's compiled 'trust proxy fn': is the proxy at this address, `hop` hops away, trusted? */
export type TrustProxy = (address: string | undefined, hop: number) => boolean;

/**
 * The site's public origin for canonical and share URLs and the sitemap: SITE_URL when set,
 * else the request's own scheme and Host (validHost has refused a malformed one), the scheme
 * taken from X-Forwarded-Proto only when the peer is a trusted proxy and it says http or https:
 * the answer Express's `req.protocol` would give, read from the bare request.
 */
export function createPublicOrigin(
  siteUrl: string | undefined,
  trust: TrustProxy,
): (req: IncomingMessage) => string {
  if (siteUrl) return () => siteUrl;
  return (req) => {
    let protocol = (req.socket as TLSSocket).encrypted ? 'https' : 'http';
    const forwarded = req.headers['x-forwarded-proto'];
    if (typeof forwarded === 'string' && trust(req.socket.remoteAddress, 0)) {
      // A proxy that appends to a client's header passes the client's word on first: only a
      // real scheme is taken, never text that ends up in canonical links and the sitemap.
      const scheme = forwarded.split(',')[0]!.trim().toLowerCase();
      if (scheme === 'http' || scheme === 'https') protocol = scheme;
    }
    return `${protocol}://${req.headers.host}`;
  };
}
