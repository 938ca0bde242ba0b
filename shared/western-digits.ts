// Digits as a phone's keyboard may type them in an Indian script: Devanagari (Hindi), Bengali,
// Gurmukhi, Gujarati, Odia, Tamil, Telugu, Kannada, Malayalam. Each script's zero is at 0x?66 of
// its Unicode block and its nine follows it, so a digit's value is its code point's last four
// bits less 6.

/**
 * The ranges of those digits, as the regular expression's own escapes: a page's code carries no
 * letter of another language's script (tests/integration/language-bundles.test.ts).
 */
const INDIAN_SCRIPT_DIGITS = [0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6, 0xd66]
  .map((zero) => `\\u${zero.toString(16).padStart(4, '0')}-\\u${(zero + 9).toString(16).padStart(4, '0')}`)
  .join('');

const SCRIPT_DIGIT = new RegExp(`[${INDIAN_SCRIPT_DIGITS}]`, 'g');

/** The text with those digits written 0-9: "१२.५" reads "12.5". */
export function westernDigits(text: string): string {
  return text.replace(SCRIPT_DIGIT, (digit) => String((digit.charCodeAt(0) & 0xf) - 6));
}
