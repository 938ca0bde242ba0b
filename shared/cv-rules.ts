// The CV's limits and messages, apart from the career form's text rules: the server's upload
// handling needs these without the rest of career-form-rules.ts.

export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_ACCEPT = '.pdf,.doc,.docx';
export const CV_REQUIRED_MESSAGE = 'Resume is required';
export const CV_TOO_LARGE_MESSAGE = 'The CV must be 5 MB or smaller';
export const CV_UNSUPPORTED_TYPE_MESSAGE = 'The CV must be a PDF, DOC or DOCX file';
