import type { Request, RequestHandler } from 'express';

/**
 * Runs a router only for the requests it can answer. Express otherwise walks every route of
 * every router for every request, which on cached pages costs more than sending them.
 */
export function onlyWhen(applies: (req: Request) => boolean, handler: RequestHandler): RequestHandler {
  return (req, res, next) => (applies(req) ? handler(req, res, next) : next());
}
