import multer from 'multer';
import { CV_MAX_BYTES } from '../../shared/schemas/career-application';

// OWASP File Upload Cheat Sheet: keep the upload in memory (the name never touches a path),
// cap every dimension of the multipart body, and decide the type later by content.
export const cvUpload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: CV_MAX_BYTES, files: 1, fields: 20, fieldSize: 16 * 1024, parts: 25 },
}).single('cv');
