import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { requestPath } from './request-path';

export interface UploadSummary {
  originalname: string;
  mimetype: string;
  size: number;
  sha256: string;
}

export interface JournalEntry {
  id: string;
  method: string;
  path: string;
  receivedAt: string;
  /** Parsed JSON or the multipart text fields; null until (or unless) a body is read. */
  body: unknown;
  file?: UploadSummary;
  /** Set when the response has been sent; absent while in flight or if the connection dropped. */
  status?: number;
  replayed?: true;
}

// A long-running dev mock under a load test must not grow without bound.
const MAX_ENTRIES = 5000;

export interface JournalStore {
  /** Middleware: records each request on arrival, in arrival order, and its status once answered. */
  record: RequestHandler;
  entryFor(req: Request): JournalEntry | undefined;
  list(): readonly JournalEntry[];
  clear(): void;
}

export function createJournalStore(): JournalStore {
  let entries: JournalEntry[] = [];
  const byRequest = new WeakMap<Request, JournalEntry>();

  return {
    record(req, res, next) {
      const entry: JournalEntry = {
        id: randomUUID(),
        method: req.method,
        path: requestPath(req),
        receivedAt: new Date().toISOString(),
        body: null,
      };
      entries.push(entry);
      if (entries.length > MAX_ENTRIES) entries = entries.slice(-MAX_ENTRIES);
      byRequest.set(req, entry);
      res.once('finish', () => {
        entry.status = res.statusCode;
      });
      next();
    },
    entryFor: (req) => byRequest.get(req),
    list: () => entries,
    clear() {
      entries = [];
    },
  };
}
