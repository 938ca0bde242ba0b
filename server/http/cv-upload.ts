import type { RequestHandler } from 'express';
import multer from 'multer';
import { CV_UPLOAD_LIMITS } from '../../shared/cv-upload-limits';
import type { UploadedCv } from '../leads/lead-check';

export const UPLOADS_BUSY_RETRY_AFTER_S = 30;
export const UPLOADS_BUSY_BODY = {
  error: 'uploads_busy',
  message: 'We are receiving many applications right now. Please try again in a minute.',
} as const;

/**
 * Reads a career post's fields and CV. OWASP File Upload Cheat Sheet: keep the upload in
 * memory (the name never touches a path), cap every dimension of the multipart body, and
 * decide the type later by content.
 *
 * Memory is the cost of an upload, so only `atOnce` CVs are held at a time. A post over that,
 * or one the rate limiter refused (a form post still gets its page back, with what was
 * typed), has its fields read and its file thrown away unread; the route answers it with
 * `res.locals.uploadsBusy` or `res.locals.rateLimited`.
 */
export function createCvUpload(options: { atOnce: number }): RequestHandler {
  const keepCv = multer({ storage: multer.memoryStorage(), limits: CV_UPLOAD_LIMITS }).single('cv');
  const dropCv = multer({
    storage: multer.memoryStorage(),
    limits: CV_UPLOAD_LIMITS,
    fileFilter: (_req, _file, accept) => accept(null, false),
  }).single('cv');
  let held = 0;
  return (req, res, next) => {
    if (res.locals.rateLimited === true) return dropCv(req, res, next);
    if (held >= options.atOnce) {
      res.locals.uploadsBusy = true;
      return dropCv(req, res, next);
    }
    held += 1;
    res.once('close', () => {
      held -= 1;
    });
    keepCv(req, res, next);
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
