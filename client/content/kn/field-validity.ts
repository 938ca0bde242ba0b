// Kannada twin of ../field-validity.ts: same exports and shapes, Kannada words.
import type * as en from '../field-validity';
import type { Translated } from '../types';

export const fieldValidity = {
  fillIn: 'ದಯವಿಟ್ಟು ಈ ಕ್ಷೇತ್ರವನ್ನು ಭರ್ತಿ ಮಾಡಿ.',
  choose: 'ದಯವಿಟ್ಟು ಪಟ್ಟಿಯಿಂದ ಒಂದನ್ನು ಆಯ್ಕೆಮಾಡಿ.',
  email: 'ದಯವಿಟ್ಟು name@example.com ರೀತಿಯ ಸರಿಯಾದ ಇಮೇಲ್ ವಿಳಾಸ ನಮೂದಿಸಿ.',
  format: 'ದಯವಿಟ್ಟು ಇಲ್ಲಿ ಬರೆದದ್ದನ್ನು ಪರಿಶೀಲಿಸಿ.',
} satisfies Translated<typeof en.fieldValidity>;
