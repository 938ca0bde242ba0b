// Indian PIN codes: six digits, the first never 0 (India Post numbers its nine zones 1 to 9).

const PIN_CODE = /^[1-9][0-9]{5}$/;

/** True for a well-formed Indian PIN code (not necessarily one in use). */
export function isPinCode(text: string): boolean {
  return PIN_CODE.test(text);
}

/**
 * True for text that is only digits (and the spaces people type in the middle of a PIN, as in
 * "560 003"), so a search for it means a PIN code, whether or not it is a valid one.
 */
export function looksLikePinCode(text: string): boolean {
  return /^[0-9][0-9 ]*$/.test(text);
}

/** A PIN code as typed ("560 003") without its spaces. */
export const compactPinCode = (text: string): string => text.replace(/ /g, '');
