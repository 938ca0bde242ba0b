// Telugu twin of ../field-validity.ts: same exports and shapes, Telugu words.
import type * as en from '../field-validity';
import type { Translated } from '../types';

export const fieldValidity = {
  fillIn: 'దయచేసి ఈ ఫీల్డ్‌ను నింపండి.',
  choose: 'దయచేసి జాబితా నుండి ఒకదాన్ని ఎంచుకోండి.',
  email: 'దయచేసి name@example.com లాంటి సరైన ఈమెయిల్ చిరునామా నమోదు చేయండి.',
  format: 'దయచేసి ఇక్కడ రాసినదాన్ని సరిచూడండి.',
} satisfies Translated<typeof en.fieldValidity>;
