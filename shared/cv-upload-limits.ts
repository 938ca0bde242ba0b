import { CV_MAX_BYTES } from './cv-rules';
import { PASTE_ROOM_CHARS } from './lead-body-limits';

/**
 * multer limits for the career upload, used by the website and the mock backend alike
 * (OWASP File Upload Cheat Sheet: cap every dimension of the body). The forms use flat
 * field names only, so bracketed names (`a[b]`, `x[99999999]`), which multer would turn
 * into nested objects or huge sparse arrays, are refused.
 */
export const CV_UPLOAD_LIMITS = {
  fileSize: CV_MAX_BYTES,
  files: 1,
  fields: 20,
  // A pasted description far past its limit, in UTF-8, comes back with its message (PASTE_ROOM_CHARS).
  fieldSize: PASTE_ROOM_CHARS * 3,
  parts: 25,
  fieldNameSize: 100,
  fieldNestingDepth: 0,
  fieldArrayIndexLimit: 0,
  headerPairs: 20,
} as const;

/**
 * The slowest CV upload a visitor is waited for: the browser gives an upload the 30 s of any
 * lead plus its file's size at this rate before it says "Network Error". A 5 MB CV at this rate
 * ends inside Node's time for receiving a whole request (`requestTimeout`, five minutes).
 */
export const CV_UPLOAD_MIN_BYTES_PER_S = 24 * 1024;
