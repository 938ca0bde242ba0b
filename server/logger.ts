import pino, { type DestinationStream, type Logger } from 'pino';

// Whole containers that hold what a visitor sent, and every wire field a person types.
const CONTAINERS = ['body', 'fields', 'file', 'files', 'lead', 'cv', 'buffer'];
const PERSONAL_FIELDS = [
  'full_name',
  'candidate_name',
  'phone_number',
  'email',
  'candidate_email',
  'city',
  'gold_grams',
  'description',
  'previous_experience',
  'area_of_interest',
  'total_funds_available',
  'funds_in_hand_to_invest',
  'funds_required_to_borrow',
  'source_of_borrow',
  'originalname',
];

const SENSITIVE_KEYS = [...CONTAINERS, ...PERSONAL_FIELDS];

/** The keys above at the top of a log object and up to two levels down (pino paths take one `*` per level). */
const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  ...SENSITIVE_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

/**
 * For the one-line-per-request log (server/http/request-logging.ts), whose record it builds
 * itself: request id, method, path, status, duration. Wildcard paths cost pino more per line
 * than serving a cached page (docs/performance.md, "Figures behind code comments"); this line gets the same keys as plain paths, at its
 * top level and on an `err` (a body parser's error carries the raw body), should either ever
 * be added to it.
 */
export const ACCESS_LOG_REDACTION: pino.redactOptions = {
  paths: [...SENSITIVE_KEYS, ...SENSITIVE_KEYS.map((key) => `err.${key}`)],
  censor: '[redacted]',
};

/**
 * JSON logs. Request bodies are never logged, and anything that could carry a visitor's
 * name, phone, e-mail, typed text or file is redacted in case a future log line includes it.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
  };
  // The destination is for tests that read the log lines; stdout otherwise.
  return destination ? pino(options, destination) : pino(options);
}
