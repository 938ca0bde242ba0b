import multer from 'multer';
import { CV_UPLOAD_LIMITS } from '../../shared/cv-upload-limits';
import type { UploadedCv } from '../leads/lead-forwarder';

// OWASP File Upload Cheat Sheet: keep the upload in memory (the name never touches a path),
// cap every dimension of the multipart body, and decide the type later by content.
export const cvUpload = multer({
  storage: multer.memoryStorage(),
  limits: CV_UPLOAD_LIMITS,
}).single('cv');

/**
 * The CV a request carries, for the API and the no-JavaScript form alike. An empty file has
 * nothing for anyone to read, so it counts as no CV ("Resume is required"), not as a file of
 * the wrong type.
 */
export function uploadedCv(file: Express.Multer.File | undefined): UploadedCv | null {
  return file && file.size > 0 ? { originalname: file.originalname, buffer: file.buffer } : null;
}
