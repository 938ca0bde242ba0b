// Digits as a phone's keyboard may type them in an Indian script: Devanagari (Hindi), Bengali,
// Gurmukhi, Gujarati, Odia, Tamil, Telugu, Kannada, Malayalam. Their Unicode blocks follow one
// another, 0x80 apart from Devanagari's at 0x900, and each puts its ten digits at the same
// place: 0x66 to 0x6f of the block. So a character of the range below is a digit when it sits
// there in its block. The range is written in the regular expression's escapes, so a page's
// code carries no letter of another language's script (tests/integration/language-bundles.test.ts).
const SCRIPT_DIGITS = /[\u0966-\u0d6f]/g;

/** The text with those digits written 0-9: "१२.५" reads "12.5". Anything else stays. */
export function westernDigits(text: string): string {
  return text.replace(SCRIPT_DIGITS, (char) => {
    const digit = (char.charCodeAt(0) - 0x966) % 0x80;
    return digit < 10 ? String(digit) : char;
  });
}

/**
 * What a phone field's `pattern` takes as a digit: 0-9 and those scripts' digits, which the
 * server reads as 0-9. The range's letters pass too; the server refuses them with its message.
 */
export const PATTERN_DIGIT = '0-9\\u0966-\\u0d6f';
