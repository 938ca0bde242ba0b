import type { RequestHandler } from 'express';

/**
 * RFC 9112 section 3.2: a request's target has no fragment; a browser keeps `#...` to itself.
 * Node takes one all the same, and Express then reads the path another way than the page's
 * render and redirects do (its backslashes become slashes), so the two disagreed on where the
 * visitor was. Such a request gets a 400, as a malformed Host does.
 */
export const validRequestTarget: RequestHandler = (req, res, next) => {
  if (!req.originalUrl.includes('#')) return next();
  res
    .status(400)
    .type('text/plain')
    .send('Bad Request: the address carries a fragment (#), which is not sent.');
};
