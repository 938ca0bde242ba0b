import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { ACCESS_LOG_REDACTION } from '../logger';
import type { TrustProxy } from './public-origin';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** Gives the response its request id and writes its access log line once it closes. */
export type RequestLogger = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * One JSON line per request with an id (also sent back as X-Request-Id, and taken from the
 * request's X-Request-Id when well-formed and the peer is a trusted proxy: anyone else could
 * label their lines with another request's id), method, path, status and duration, at a
 * level that matches the status. Only those are logged: no headers, bodies or query strings
 * that might hold personal data.
 *
 * Written here rather than with pino-http, whose per-request child logger and serializers
 * cost more than serving a cached page (docs/performance.md, "Figures behind code comments").
 */
export function createRequestLogger(logger: Logger, trust: TrustProxy): RequestLogger {
  const access = logger.child({}, { redact: ACCESS_LOG_REDACTION });
  return (req, res) => {
    const id = requestIdFor(
      trust(req.socket.remoteAddress, 0) ? req.headers['x-request-id'] : undefined,
      res,
    );
    if (access.level === 'silent' || req.url === '/healthz') return;
    const started = performance.now();
    const { method } = req;
    // Called before any routing, so this is the URL as the client sent it.
    const path = (req.url ?? '/').split('?')[0];
    res.once('close', () => {
      const statusCode = res.statusCode;
      const record = {
        req: { id, method, path },
        res: { statusCode },
        responseTime: Math.round(performance.now() - started),
      };
      if (!res.writableFinished) access.warn(record, 'request aborted');
      else if (statusCode >= 500) access.error(record, 'request errored');
      else if (statusCode >= 400) access.warn(record, 'request completed');
      else access.info(record, 'request completed');
    });
  };
}

/** The same as the first Express middleware. */
export function requestLogging(log: RequestLogger): RequestHandler {
  return (req, res, next) => {
    log(req, res);
    next();
  };
}

function requestIdFor(
  incoming: string | string[] | undefined,
  res: { setHeader(name: string, value: string): unknown },
): string {
  const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}
