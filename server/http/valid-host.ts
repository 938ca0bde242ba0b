import type { RequestHandler } from 'express';

// host[:port]: a name of unreserved characters, or an IPv6 literal in brackets.
const HOST = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._~-]+)(?::\d{1,5})?$/;

/** Whether a Host header is a well-formed host[:port] (the public origin is built from it without SITE_URL). */
export function hasValidHost(host: string | undefined): boolean {
  return host !== undefined && HOST.test(host);
}

/**
 * RFC 9112 section 3.2: a request without a Host, or with a malformed one, gets a 400. Node
 * only checks that an HTTP/1.1 request has one, so `Host: a"><b` or an empty Host would
 * otherwise reach the canonical and share URLs of the page.
 */
export const validHost: RequestHandler = (req, res, next) => {
  if (hasValidHost(req.headers.host)) return next();
  res.status(400).type('text/plain').send('Bad Request: the Host header is missing or malformed.');
};
