import type { RequestHandler } from 'express';

// host[:port]: a name of unreserved characters, or an IPv6 literal in brackets.
const HOST = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._~-]+)(?::\d{1,5})?$/;

/** Whether a Host header is a well-formed host[:port] (the public origin is built from it without SITE_URL). */
function hasValidHost(host: string | undefined): boolean {
  return host !== undefined && HOST.test(host);
}

/** How many Host header lines came: Node keeps the first in `req.headers` and drops the rest. */
function hostLines(rawHeaders: string[]): number {
  let count = 0;
  for (let index = 0; index < rawHeaders.length; index += 2)
    if (rawHeaders[index]!.toLowerCase() === 'host') count++;
  return count;
}

/**
 * RFC 9112 section 3.2: a request without a Host, with more than one, or with a malformed one,
 * gets a 400. Node only checks that an HTTP/1.1 request has one, so `Host: a"><b`, an empty Host
 * or a second Host that a proxy in front reads instead of the first would otherwise reach the
 * canonical and share URLs of the page.
 */
export const validHost: RequestHandler = (req, res, next) => {
  if (hasValidHost(req.headers.host) && hostLines(req.rawHeaders) === 1) return next();
  res.status(400).type('text/plain').send('Bad Request: the Host header is missing, repeated or malformed.');
};
