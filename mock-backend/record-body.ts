import type { RequestHandler } from 'express';
import { isRecord } from '../shared/is-record';
import { sha256Hex } from './digest';
import type { JournalStore } from './journal-store';

/** Copies the parsed body (and the upload's fingerprint) into the request's journal entry. */
export function recordBody(journal: JournalStore): RequestHandler {
  return (req, _res, next) => {
    const entry = journal.entryFor(req);
    if (entry) {
      entry.body = snapshot(req.body);
      if (req.file) {
        entry.file = {
          originalname: req.file.originalname,
          mimetype: req.file.mimetype,
          size: req.file.size,
          sha256: sha256Hex(req.file.buffer),
        };
      }
    }
    next();
  };
}

// multer builds a null-prototype object; a plain copy serialises like any JSON body.
function snapshot(body: unknown): unknown {
  if (body === undefined) return null;
  if (isRecord(body)) return { ...body };
  return body;
}
