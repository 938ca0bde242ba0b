import type { ErrorRequestHandler, RequestHandler } from 'express';

export function methodNotAllowed(allowed: string): RequestHandler {
  return (_req, res) => {
    res
      .set('Allow', allowed)
      .status(405)
      .json({ error: 'method_not_allowed', message: `Use ${allowed}` });
  };
}

export const notFound: RequestHandler = (_req, res) => {
  res.status(404).json({ error: 'not_found', message: 'No such endpoint' });
};

// Reached only by a bug: client mistakes are all answered earlier with a 4xx.
export const internalError: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (res.headersSent) return next(error);
  console.error('Mock backend error:', error);
  res.status(500).json({ error: 'internal_error', message: 'The mock backend failed' });
};
