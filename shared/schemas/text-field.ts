import './csp-safe-zod';
import { z } from 'zod';
import { EMAIL_MAX } from '../lead-field-limits';
import { tooLongMessage } from '../too-long-message';
import { westernDigits } from '../western-digits';
import { withoutInvisibles } from '../without-invisibles';

// Field messages reach visitors (the no-JavaScript form path re-renders them under the
// inputs), so every rule carries a human sentence instead of zod's type jargon.

// A required text needs one character a reader can see: the joiners, marks and blank braille
// cell that shared/without-invisibles.ts keeps are not a name.
const VISIBLE = /[^\s\p{M}\p{Cf}\u2800]/u;

/** A string with line breaks made LF, invisible controls dropped and the ends trimmed, before any other rule. */
export function cleanText(message?: string) {
  return z
    .string(message === undefined ? undefined : { error: message })
    .overwrite(withoutInvisibles)
    .trim();
}

export function requiredText(max: number, requiredMessage: string) {
  return cleanText(requiredMessage).regex(VISIBLE, requiredMessage).max(max, tooLongMessage(max));
}

export function emailAddress(message: string) {
  return z
    .string({ error: message })
    .trim()
    .pipe(z.email({ error: message }).max(EMAIL_MAX, message));
}

// Digits only: what a numeric input yields, and what the backend expects. A Hindi or Kannada
// keyboard may type them in its own script: the backend gets them as 0-9.
export function digitsPhone(message: string) {
  return typedDigits(message).regex(/^\d{10,15}$/, message);
}

/** A string trimmed and with an Indian script's digits made 0-9, as every number reaches the backend. */
export function typedDigits(message: string) {
  return z.string({ error: message }).trim().overwrite(westernDigits);
}
