/**
 * JSON as the text of a <script> data block (the app state, JSON-LD). The HTML parser ends a
 * script element at `</script` and treats `<!--` specially, so every `<` (and, for good
 * measure, `>`, `&`, U+2028 and U+2029) is written as a JSON unicode escape: the data can
 * never close the element, whatever a visitor typed or a content module holds.
 */
export function jsonInScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
