// Digits as a phone's keyboard may type them in an Indian script: Devanagari (Hindi), Bengali,
// Gurmukhi, Gujarati, Odia, Tamil, Telugu, Kannada, Malayalam. Each script's zero is at 0x?66 of
// its Unicode block and its nine follows it, so a digit's value is its code point's last four
// bits less 6.

/** The ranges of those digits, for a character class. */
const INDIAN_SCRIPT_DIGITS =
  '\u0966-\u096F\u09E6-\u09EF\u0A66-\u0A6F\u0AE6-\u0AEF\u0B66-\u0B6F\u0BE6-\u0BEF\u0C66-\u0C6F\u0CE6-\u0CEF\u0D66-\u0D6F';

const SCRIPT_DIGIT = new RegExp(`[${INDIAN_SCRIPT_DIGITS}]`, 'g');

/** The text with those digits written 0-9: "१२.५" reads "12.5". */
export function westernDigits(text: string): string {
  return text.replace(SCRIPT_DIGIT, (digit) => String((digit.charCodeAt(0) & 0xf) - 6));
}
