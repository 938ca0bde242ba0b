import './csp-safe-zod';
import { z } from 'zod';
import { EMAIL_MAX } from '../lead-field-limits';
import { tooLongMessage } from '../too-long-message';
import { westernDigits } from '../western-digits';

// Field messages reach visitors (the no-JavaScript form path re-renders them under the
// inputs), so every rule carries a human sentence instead of zod's type jargon.

// Control characters (tab and line breaks aside), lone surrogates and the characters Unicode
// says to draw as nothing (bidi marks, overrides and isolates, zero-width spaces, soft hyphens,
// fillers, tag characters that can smuggle hidden text) are invisible: a visitor cannot see
// them to remove them, and in a lead they break the backend's records, reverse how a name is
// displayed, or make an empty-looking name pass as one. They are dropped, not refused.
// Zero-width joiners and non-joiners stay (Kannada, Tamil and Telugu text needs them), and so
// do the variation selectors that choose how an emoji is drawn, and the tags of the three flags
// Unicode spells with them (England, Scotland, Wales: the first group, put back as it was).
const INVISIBLE =
  /(\u{1F3F4}\u{E0067}\u{E0062}(?:\u{E0065}\u{E006E}\u{E0067}|\u{E0073}\u{E0063}\u{E0074}|\u{E0077}\u{E006C}\u{E0073})\u{E007F})|(?![\t\n\r\u200c]|\u200d|[\ufe00-\ufe0f])[\p{Cc}\p{Cs}\p{DI}]/gu;

// A required text needs one character a reader can see: the joiners, marks and blank braille
// cell that stay above are not a name.
const VISIBLE = /[^\s\p{M}\p{Cf}\u2800]/u;

// A form sent without JavaScript (urlencoded or multipart) turns every line break of a
// textarea into CR LF, while the visitor (and the form's own check) saw one character: counted
// as two here, a text within its limit as typed would be refused as too long. Unicode's own
// line and paragraph separators (pasted from some editors) are line breaks too.
function normalized(value: string): string {
  return value.replace(/\r\n?|[\u2028\u2029]/g, '\n').replace(INVISIBLE, '$1');
}

/** A string with line breaks made LF, invisible controls dropped and the ends trimmed, before any other rule. */
export function cleanText(message?: string) {
  return z
    .string(message === undefined ? undefined : { error: message })
    .overwrite(normalized)
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
