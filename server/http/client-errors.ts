import type { ErrorRequestHandler } from 'express';
import multer from 'multer';
import { CV_TOO_LARGE_MESSAGE } from '../../shared/cv-rules';

/** A multipart body the upload's parser could not read. */
export const UNREADABLE_UPLOAD_BODY = {
  error: 'malformed_body',
  message: 'The form upload could not be read',
} as const;

interface HttpishError {
  status?: number;
  statusCode?: number;
  type?: string;
}

/**
 * Turns what a visitor (or a bot) got wrong in a request body into a clear JSON answer.
 * Anything else is a real fault: logged and answered 500.
 */
export function clientErrorAnswer(
  error: unknown,
): { status: number; body: { error: string; message: string } } | null {
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') {
      return { status: 413, body: { error: 'file_too_large', message: CV_TOO_LARGE_MESSAGE } };
    }
    return { status: 400, body: { error: 'invalid_upload', message: uploadMessage(error.code) } };
  }
  const e = error as HttpishError | null;
  const status = e?.status ?? e?.statusCode;
  if (e?.type === 'entity.too.large' || status === 413) {
    return { status: 413, body: { error: 'payload_too_large', message: 'The request is too large' } };
  }
  if (e?.type === 'entity.parse.failed') {
    return { status: 400, body: { error: 'malformed_body', message: 'The request body is not valid JSON' } };
  }
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, body: { error: 'bad_request', message: 'The request could not be read' } };
  }
  // busboy reports a broken multipart body as a plain Error.
  if (
    error instanceof Error &&
    /multipart|boundary|unexpected end of form|malformed part header/i.test(error.message)
  ) {
    return { status: 400, body: UNREADABLE_UPLOAD_BODY };
  }
  return null;
}

function uploadMessage(code: string): string {
  switch (code) {
    case 'LIMIT_FILE_COUNT':
    case 'LIMIT_UNEXPECTED_FILE':
      return 'Attach one CV file in the cv field';
    case 'LIMIT_FIELD_VALUE':
      return 'A field is too long';
    case 'LIMIT_FIELD_KEY':
    case 'LIMIT_FIELD_NESTING':
    case 'LIMIT_FIELD_ARRAY_INDEX':
    case 'INVALID_FIELD_NAME':
    case 'MISSING_FIELD_NAME':
      return 'The form upload has a field name this form does not use';
    default:
      return 'The form upload has too many parts or fields';
  }
}

export const jsonClientErrors: ErrorRequestHandler = (error, _req, res, next) => {
  const answer = clientErrorAnswer(error);
  if (!answer) return next(error);
  res.status(answer.status).json(answer.body);
};
