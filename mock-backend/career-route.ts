import { randomUUID } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import { API_PATHS } from '../shared/api-paths';
import { detectCvType } from '../shared/cv-file-type';
import { CV_UPLOAD_LIMITS } from '../shared/cv-upload-limits';
import { INVALID_PAYLOAD_MESSAGE, toFieldIssues, type FieldIssues } from '../shared/field-issues';
import { careerFieldsSchema } from '../shared/schemas/career-application';
import { CV_REQUIRED_MESSAGE, CV_TOO_LARGE_MESSAGE, CV_UNSUPPORTED_TYPE_MESSAGE } from '../shared/cv-rules';
import type { FaultsStore } from './faults-store';
import type { Idempotency } from './idempotency-gate';
import { injectFaults } from './inject-faults';
import type { JournalStore } from './journal-store';
import { requireContentType } from './json-body';
import { methodNotAllowed } from './json-errors';
import { recordBody } from './record-body';

export interface CareerRouteDeps {
  journal: JournalStore;
  faults: FaultsStore;
  idempotency: Idempotency;
}

// Memory storage keeps the client's file name away from the file system; every dimension
// of the multipart body is capped.
const upload = multer({
  storage: multer.memoryStorage(),
  limits: CV_UPLOAD_LIMITS,
}).single('cv');

// Whatever multer or busboy throws here comes from the client's body, so it is a 4xx.
const parseMultipart: RequestHandler = (req, res, next) => {
  upload(req, res, (error: unknown) => {
    if (error === undefined) return next();
    if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') {
      res.status(413).json({ error: 'file_too_large', message: CV_TOO_LARGE_MESSAGE });
      return;
    }
    res.status(400).json({ error: 'invalid_multipart', message: 'The form data could not be read' });
  });
};

/** The career application: text fields by the shared schema, the CV by size and content. */
export function createCareerRoute({ journal, faults, idempotency }: CareerRouteDeps): Router {
  const router = Router();
  router.post(
    API_PATHS.career,
    requireContentType('multipart/form-data', 'multipart/form-data'),
    parseMultipart,
    recordBody(journal),
    idempotency.gate,
    injectFaults(faults),
    (req, res) => {
      const parsed = careerFieldsSchema.safeParse(req.body);
      const issues: FieldIssues = parsed.success ? {} : toFieldIssues(parsed.error);
      if (!req.file) issues.cv = [CV_REQUIRED_MESSAGE];
      if (!req.file || Object.keys(issues).length > 0) {
        idempotency.respond(req, res, 400, {
          error: 'invalid_payload',
          message: INVALID_PAYLOAD_MESSAGE,
          issues,
        });
        return;
      }
      if (!detectCvType(req.file.buffer, req.file.originalname)) {
        idempotency.respond(req, res, 415, {
          error: 'unsupported_file_type',
          message: CV_UNSUPPORTED_TYPE_MESSAGE,
        });
        return;
      }
      idempotency.respond(req, res, 200, { id: randomUUID() });
    },
  );
  router.all(API_PATHS.career, methodNotAllowed('POST'));
  return router;
}
