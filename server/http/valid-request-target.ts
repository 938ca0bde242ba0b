import type { RequestHandler } from 'express';

/**
 * RFC 9112 section 3.2: a request's target is a path (`/about?x`), an absolute URL, or `*` for
 * OPTIONS, and has no fragment; a browser keeps `#...` to itself. Node's parser refuses some
 * other targets itself, and lets these through: a fragment, which made Express read the path
 * another way than the page's render and redirects do (its backslashes become slashes), so the
 * two disagreed on where the visitor was; an absolute URL that does not parse
 * (`http://host:99999/`), which reached the links and redirects as it was sent, host and all;
 * and `*` with another method. Such a request gets a 400, as a malformed Host does.
 */
export const validRequestTarget: RequestHandler = (req, res, next) => {
  const target = req.originalUrl;
  if (target.includes('#')) return refuse(res, 'the address carries a fragment (#), which is not sent.');
  if (target.startsWith('/') || (target === '*' && req.method === 'OPTIONS') || URL.canParse(target))
    return next();
  refuse(res, 'the request target is neither a path nor an absolute URL.');
};

function refuse(res: Parameters<RequestHandler>[1], why: string) {
  res.status(400).type('text/plain').send(`Bad Request: ${why}`);
}
