import compression from 'compression';
import type { Request, RequestHandler } from 'express';

/**
 * gzip or brotli, as the client accepts (the compression package), for HEAD as for GET. The
 * package leaves every HEAD response unencoded, so a HEAD announced a Content-Length and no
 * Content-Encoding where the GET of the same URL is compressed: a cache or a link checker that
 * compares them, or reads the size from HEAD, was told something else than it would get.
 * RFC 9110, section 9.3.2: HEAD answers with the header fields GET would. The package decides
 * by the request's method when the headers go out, so for HEAD it is shown a GET; Node sends
 * no body for a HEAD whatever is written.
 */
export function compressResponses(): RequestHandler {
  const compress = compression();
  return (req, res, next) =>
    compress(
      req.method === 'HEAD' ? (Object.create(req, { method: { value: 'GET' } }) as Request) : req,
      res,
      next,
    );
}
