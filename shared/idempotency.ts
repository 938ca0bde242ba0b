// IETF httpapi "The Idempotency-Key HTTP Header Field" draft.
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** The error a backend answers (422) for a key already used with other contents. */
export const KEY_REUSED_ERROR = 'idempotency_key_reused';

const KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;

/** 1 to 255 printable ASCII characters: enough for a UUID, bounded for the key store. */
export function isValidIdempotencyKey(value: string): boolean {
  return KEY_PATTERN.test(value);
}
