import type { Request, RequestHandler, Response } from 'express';
import { IDEMPOTENCY_HEADER, isValidIdempotencyKey, KEY_REUSED_ERROR } from '../shared/idempotency';
import { canonicalJson, sha256Hex } from './digest';
import type { IdempotencyStore } from './idempotency-store';
import type { JournalStore } from './journal-store';
import { requestPath } from './request-path';

export interface Idempotency {
  /** Middleware for lead POSTs: replays, refuses or reserves by Idempotency-Key. */
  gate: RequestHandler;
  /** Sends a handler's answer and stores it as the one to replay for the request's key. */
  respond(req: Request, res: Response, status: number, body: unknown): void;
}

// IETF httpapi Idempotency-Key draft: same key and same payload -> the first answer again;
// same key, other payload -> 422; same key while the first is still running -> 409.
// Injected faults and dropped connections store nothing, so a retry gets a real answer.
export function createIdempotency(store: IdempotencyStore, journal: JournalStore): Idempotency {
  const pending = new WeakMap<Request, string>();

  const gate: RequestHandler = (req, res, next) => {
    const key = req.get(IDEMPOTENCY_HEADER);
    if (key === undefined) return next();
    if (!isValidIdempotencyKey(key)) {
      res.status(400).json({
        error: 'invalid_idempotency_key',
        message: 'Idempotency-Key must be 1 to 255 printable ASCII characters',
      });
      return;
    }
    const entry = journal.entryFor(req);
    const fingerprint = sha256Hex(
      canonicalJson({ body: entry?.body ?? null, file: entry?.file?.sha256 ?? null }),
    );
    const scope = `${req.method} ${requestPath(req)}\n${key}`;
    const claim = store.claim(scope, fingerprint);

    switch (claim.outcome) {
      case 'mismatch':
        res.status(422).json({
          error: KEY_REUSED_ERROR,
          message: 'This Idempotency-Key was used for a different request',
        });
        return;
      case 'in-progress':
        res.status(409).json({
          error: 'idempotency_request_in_progress',
          message: 'A request with this Idempotency-Key is still being processed',
        });
        return;
      case 'replay':
        if (entry) entry.replayed = true;
        res.status(claim.response.status).json(claim.response.body);
        return;
      case 'new':
        pending.set(req, scope);
        res.once('close', () => {
          if (pending.get(req) === scope) store.release(scope);
        });
        next();
    }
  };

  return {
    gate,
    respond(req, res, status, body) {
      const scope = pending.get(req);
      if (scope !== undefined) {
        store.complete(scope, { status, body });
        pending.delete(req);
      }
      res.status(status).json(body);
    },
  };
}
