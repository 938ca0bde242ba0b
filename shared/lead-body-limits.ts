import { FRANCHISE_LEAD_LIMITS } from './franchise-lead-form';
import { TYPED_PHONE_MAX } from './lead-field-limits';

// Server side (and the mock's): how large a request carrying a lead may be. Apart from the
// field limits, which the browser loads.

/**
 * How much a visitor may paste into a free text (a textarea has no maxLength) and still get the
 * page or answer that says "Must be N characters or fewer" under it with the text kept, not a
 * request refused whole as too large. The body limits of the ways a lead arrives are sized from
 * it (`leadBodyLimitBytes`).
 */
export const PASTE_ROOM_CHARS = 20_000;

/**
 * The body limit for a lead whose every text is at its limit (the franchise form's, the longest
 * lead, phone included) and one free text is PASTE_ROOM_CHARS long, all in an Indian script at
 * `bytesPerChar` (3 in UTF-8, 9 once percent-encoded), with 2 kB for the field names and the rest.
 */
export function leadBodyLimitBytes(bytesPerChar: number): number {
  let longestLead: number = TYPED_PHONE_MAX;
  for (const limit of Object.values(FRANCHISE_LEAD_LIMITS)) longestLead += limit;
  return (longestLead + PASTE_ROOM_CHARS) * bytesPerChar + 2048;
}
