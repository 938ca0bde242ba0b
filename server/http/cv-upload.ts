import type { RequestHandler, Response } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import multer from 'multer';
import { CV_UPLOAD_LIMITS, CV_UPLOAD_MIN_BYTES_PER_S } from '../../shared/cv-upload-limits';
import type { UploadedCv } from '../leads/lead-check';
import { watchForStall, type StallRule } from './upload-stall';

export const UPLOADS_BUSY_RETRY_AFTER_S = 30;
export const UPLOADS_BUSY_BODY = {
  error: 'uploads_busy',
  message: 'We are receiving many applications right now. Please try again in a minute.',
} as const;

/** How many CVs one client (one address) may be uploading at a time. */
const UPLOADS_PER_CLIENT = 2;
/**
 * An upload that received less than this over a whole window has stalled: a quarter of the
 * slowest rate the browser waits for (shared/cv-upload-limits.ts), so the server never cuts
 * an upload the visitor is still waiting on.
 */
const STALL_WINDOW_MS = 20_000;
const STALL_MIN_BYTES = (CV_UPLOAD_MIN_BYTES_PER_S / 4) * (STALL_WINDOW_MS / 1000);

export interface CvUploadOptions {
  atOnce: number;
  perClient?: number;
  stall?: StallRule;
}

/** A 408 that closes the connection: the rest of a stalled body is not waited for. */
function answerStalled(res: Response): void {
  if (res.headersSent) {
    res.socket?.destroy();
    return;
  }
  res.once('finish', () => res.socket?.destroy());
  res
    .status(408)
    .set('Connection', 'close')
    .type('text/plain')
    .send('Request Timeout: the upload stalled. Please try again on a better connection.');
}

/**
 * Reads a career post's fields and CV. OWASP File Upload Cheat Sheet: keep the upload in
 * memory (the name never touches a path), cap every dimension of the multipart body, and
 * decide the type later by content.
 *
 * Memory is the cost of an upload, so only `atOnce` CVs are held at a time. A post over that,
 * or one the rate limiter refused (a form post still gets its page back, with what was
 * typed), has its fields read and its file thrown away unread; the route answers it with
 * `res.locals.uploadsBusy` or `res.locals.rateLimited`.
 *
 * A held place must not be kept by a client that sends a few bytes a minute (slowloris): one
 * address uploads at most `perClient` CVs at a time, and an upload that stalls is answered 408
 * and cut, which frees its place. Behind nginx the whole body is read there first, so only a site
 * exposed directly needs this, but it costs nothing there.
 */
export function createCvUpload(options: CvUploadOptions): RequestHandler {
  const { atOnce, perClient = UPLOADS_PER_CLIENT } = options;
  const stall = options.stall ?? { windowMs: STALL_WINDOW_MS, minBytes: STALL_MIN_BYTES };
  const keepCv = multer({ storage: multer.memoryStorage(), limits: CV_UPLOAD_LIMITS }).single('cv');
  const dropCv = multer({
    storage: multer.memoryStorage(),
    limits: CV_UPLOAD_LIMITS,
    fileFilter: (_req, _file, accept) => accept(null, false),
  }).single('cv');
  let held = 0;
  const heldBy = new Map<string, number>();

  /**
   * A place, held from the upload's start until its answer has gone (the CV stays in memory
   * while the lead is stored and first sent). The client's share is given back as soon as the
   * CV has been read: what it guards against is an upload kept open, and many visitors on a
   * phone network share one address, so an application waiting for a slow backend must not
   * turn away the next one from that address.
   */
  function hold(client: string): { uploaded: () => void; release: () => void } {
    held += 1;
    heldBy.set(client, (heldBy.get(client) ?? 0) + 1);
    let uploading = true;
    let holding = true;
    const uploaded = () => {
      if (!uploading) return;
      uploading = false;
      const left = (heldBy.get(client) ?? 1) - 1;
      if (left > 0) heldBy.set(client, left);
      else heldBy.delete(client);
    };
    return {
      uploaded,
      release: () => {
        uploaded();
        if (!holding) return;
        holding = false;
        held -= 1;
      },
    };
  }

  return (req, res, next) => {
    if (res.locals.rateLimited === true) return dropCv(req, res, next);
    // One client as the lead rate limit counts one: an IPv6 visitor has a whole /56 of
    // addresses to send from, each of which would otherwise have a share of its own.
    const client = ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? '');
    if (held >= atOnce || (heldBy.get(client) ?? 0) >= perClient) {
      res.locals.uploadsBusy = true;
      return dropCv(req, res, next);
    }
    const place = hold(client);
    const stopWatching = watchForStall(req.socket, stall, () => {
      place.release();
      answerStalled(res);
    });
    res.once('close', () => {
      stopWatching();
      place.release();
    });
    keepCv(req, res, (error?: unknown) => {
      stopWatching();
      place.uploaded();
      // Answered already: the upload stalled, and its cut connection is multer's error.
      if (res.headersSent) return;
      next(error);
    });
  };
}

/**
 * The CV a request carries, for the API and the no-JavaScript form alike. An empty file has
 * nothing for anyone to read, so it counts as no CV ("Resume is required"), not as a file of
 * the wrong type.
 */
export function uploadedCv(file: Express.Multer.File | undefined): UploadedCv | null {
  return file && file.size > 0 ? { originalname: file.originalname, buffer: file.buffer } : null;
}
