import './csp-safe-zod';
import { z } from 'zod';
import { EMAIL_MAX } from '../lead-field-limits';
import { tooLongMessage } from '../too-long-message';
import { westernDigits } from '../western-digits';

// Field messages reach visitors (the no-JavaScript form path re-renders them under the
// inputs), so every rule carries a human sentence instead of zod's type jargon.

// Control characters (tab and line breaks aside), the bidi marks, overrides and isolates, and
// the zero-width space, word joiner and byte-order mark are invisible: a visitor cannot see
// them to remove them, and in a lead they break the backend's records, reverse how a name is
// displayed, or make an empty-looking name pass as one. They are dropped, not refused.
// Zero-width joiners and non-joiners stay: Kannada, Tamil and Telugu text needs them.
const INVISIBLE_CONTROLS =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;

// A form sent without JavaScript (urlencoded or multipart) turns every line break of a
// textarea into CR LF, while the visitor (and the form's own check) saw one character: counted
// as two here, a text within its limit as typed would be refused as too long.
function normalized(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(INVISIBLE_CONTROLS, '');
}

/** A string with line breaks made LF, invisible controls dropped and the ends trimmed, before any other rule. */
export function cleanText(message?: string) {
  return z
    .string(message === undefined ? undefined : { error: message })
    .overwrite(normalized)
    .trim();
}

export function requiredText(max: number, requiredMessage: string) {
  return cleanText(requiredMessage).min(1, requiredMessage).max(max, tooLongMessage(max));
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
