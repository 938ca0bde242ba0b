import { TYPED_PHONE_MAX, TYPED_PHONE_MIN } from '../../../shared/lead-field-limits';
import { PATTERN_DIGIT, westernDigits } from '../../../shared/western-digits';

// Phone fields as a visitor on an Indian keyboard types into them: the script's own digits are
// read as 0-9 while typing (with JavaScript), and the pattern lets them through without it,
// for the server to read the same way.

/** A phone sent as digits only: what is typed, with an Indian script's digits made 0-9 and the rest dropped. */
export const phoneDigits = (typed: string): string => westernDigits(typed).replace(/\D/g, '');

/** The pattern of a phone sent as 10 to 15 digits. */
export const DIGITS_PHONE_PATTERN = `[${PATTERN_DIGIT}]{10,15}`;

/** The pattern of a phone typed as people write it: "+91 98450-12345". */
export const TYPED_PHONE_PATTERN = `\\+?[${PATTERN_DIGIT} \\-]{${TYPED_PHONE_MIN},${TYPED_PHONE_MAX}}`;
