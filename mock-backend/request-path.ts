import type { Request } from 'express';

/** The full path as the client sent it, without the query: what journal and faults match on. */
export function requestPath(req: Request): string {
  return req.originalUrl.split('?', 1)[0] ?? req.originalUrl;
}
