import pino, { type Logger } from 'pino';

/**
 * JSON logs. Request bodies are never logged, and anything that could carry a visitor's
 * name, phone, e-mail or file is redacted in case a future log line includes it.
 */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'body',
        '*.body',
        'fields',
        '*.fields',
        'file',
        '*.file',
        '*.full_name',
        '*.candidate_name',
        '*.phone_number',
        '*.email',
        '*.candidate_email',
      ],
      censor: '[redacted]',
    },
  });
}
