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

/** The keys above at the top of a log object and up to two levels down (pino paths take one `*` per level). */
const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  ...[...CONTAINERS, ...PERSONAL_FIELDS].flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

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
