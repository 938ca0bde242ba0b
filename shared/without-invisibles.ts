// What a text is once cleaned, for the schemas (shared/schemas/text-field.ts) and for the forms
// that count its length before sending: zod-free, so a page's first load can carry it.

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

// A form sent without JavaScript (urlencoded or multipart) turns every line break of a
// textarea into CR LF, while the visitor (and the form's own check) saw one character: counted
// as two here, a text within its limit as typed would be refused as too long. Unicode's own
// line and paragraph separators (pasted from some editors) are line breaks too.
export function withoutInvisibles(value: string): string {
  return value.replace(/\r\n?|[\u2028\u2029]/g, '\n').replace(INVISIBLE, '$1');
}
