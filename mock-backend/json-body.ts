import express, { type ErrorRequestHandler, type RequestHandler } from 'express';

const JSON_LIMIT = '16kb';

/** Refuses a body of another media type before any parser runs. */
export function requireContentType(type: string, description: string): RequestHandler {
  return (req, res, next) => {
    if (req.is(type)) return next();
    res.status(415).json({ error: 'unsupported_media_type', message: `Send the request as ${description}` });
  };
}

export const parseJson = express.json({ limit: JSON_LIMIT });

/** Answers body-parser failures as JSON client errors; a bad body never becomes a 500. */
export const jsonBodyErrors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  switch (errorField(error, 'type')) {
    case 'entity.parse.failed':
      res.status(400).json({ error: 'malformed_json', message: 'The request body is not valid JSON' });
      return;
    case 'entity.too.large':
      res
        .status(413)
        .json({ error: 'payload_too_large', message: `The request body must be ${JSON_LIMIT} or smaller` });
      return;
    case 'encoding.unsupported':
    case 'charset.unsupported':
      res.status(415).json({ error: 'unsupported_media_type', message: 'Send the request as UTF-8 JSON' });
      return;
  }
  const status = errorField(error, 'status');
  if (typeof status === 'number' && status >= 400 && status < 500) {
    res.status(status).json({ error: 'bad_request', message: 'The request body could not be read' });
    return;
  }
  next(error);
};

function errorField(error: unknown, field: string): unknown {
  return typeof error === 'object' && error !== null && field in error
    ? (error as Record<string, unknown>)[field]
    : undefined;
}

/** Deeper than any lead; refusing it early keeps recursive code (digests, the journal) safe. */
const MAX_JSON_DEPTH = 32;

/** Answers a parsed JSON body nested deeper than MAX_JSON_DEPTH with 400 (checked without recursion). */
export const rejectDeepJson: RequestHandler = (req, res, next) => {
  const stack: Array<[unknown, number]> = [[req.body, 1]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (typeof value !== 'object' || value === null) continue;
    if (depth > MAX_JSON_DEPTH) {
      res.status(400).json({
        error: 'malformed_json',
        message: `The request body is nested more than ${MAX_JSON_DEPTH} levels deep`,
      });
      return;
    }
    for (const child of Object.values(value)) stack.push([child, depth + 1]);
  }
  next();
};
