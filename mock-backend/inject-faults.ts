import type { RequestHandler } from 'express';
import type { FaultsStore } from './faults-store';
import { requestPath } from './request-path';

/** Applies a registered fault: wait, then drop the connection, answer the status, or carry on. */
export function injectFaults(faults: FaultsStore): RequestHandler {
  return (req, res, next) => {
    const fault = faults.take(requestPath(req));
    if (!fault) return next();

    const act = () => {
      if (fault.reset) req.socket.destroy();
      else if (fault.status !== undefined)
        res.status(fault.status).json(fault.body ?? { error: 'injected_fault' });
      else next();
    };
    if (!fault.delayMs) return act();

    const timer = setTimeout(act, fault.delayMs);
    // A client that gives up must not leave a timer holding the process (or a closing server) open.
    res.once('close', () => clearTimeout(timer));
  };
}
