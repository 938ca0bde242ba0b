import type { Response } from 'express';

/** Aborts the upstream call when the visitor closes the connection before we answer. */
export function abortSignalFor(res: Response): AbortSignal {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}
