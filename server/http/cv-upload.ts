import multer from 'multer';
import { CV_UPLOAD_LIMITS } from '../../shared/cv-upload-limits';

// OWASP File Upload Cheat Sheet: keep the upload in memory (the name never touches a path),
// cap every dimension of the multipart body, and decide the type later by content.
export const cvUpload = multer({
  storage: multer.memoryStorage(),
  limits: CV_UPLOAD_LIMITS,
}).single('cv');
