import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { ACCESS_LOG_REDACTION } from '../logger';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * One JSON line per request with an id (also sent back as X-Request-Id, and taken from a
 * trusted proxy's X-Request-Id when well-formed), status and duration. Only method, path and
 * status are logged: no headers, bodies or query strings that might hold personal data.
 */
export function requestLogging(logger: Logger): RequestHandler {
  // With logging off, pino-http would still build a child logger and timers per request;
  // the request id is all that is left to do.
  if (logger.level === 'silent') {
    return (req, res, next) => {
      requestIdFor(req.headers['x-request-id'], res);
      next();
    };
  }
  return pinoHttp({
    logger: logger.child({}, { redact: ACCESS_LOG_REDACTION }),
    genReqId: (req, res) => requestIdFor(req.headers['x-request-id'], res),
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, path: req.url.split('?')[0] }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    autoLogging: { ignore: (req) => req.url === '/healthz' },
  });
}

function requestIdFor(incoming: string | string[] | undefined, res: { setHeader(name: string, value: string): unknown }): string {
  const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}
