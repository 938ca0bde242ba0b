import { z } from 'zod';

// Numbers read from environment variables, for the website and the mock backend alike.
// z.coerce.number() would take "0x50", "1e3" and " " (as 0), so a typo could quietly pick a
// random port or switch a limit off; only plain digits are numbers here, and the messages
// speak of what the person typed, not of NaN.

/** A whole number from `min` to `max`, written as plain digits. */
export function wholeNumber(min: number, max: number, range = `a whole number from ${min} to ${max}`) {
  return z
    .string()
    .trim()
    .regex(/^\d+$/, `must be ${range}`)
    .transform(Number)
    .pipe(z.number().min(min, `must be ${range}`).max(max, `must be ${range}`));
}

/** A TCP port; 0 asks the system for any free one. */
export const portNumber = wholeNumber(0, 65535, 'a port number from 0 to 65535 (0 picks a free one)');

/** Where the mock backend listens unless MOCK_PORT says otherwise, embedded or on its own. */
export const DEFAULT_MOCK_PORT = 4010;
