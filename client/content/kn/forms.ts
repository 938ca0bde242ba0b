// Kannada twin of ../forms.ts: same exports and shapes, Kannada words.
import type * as en from '../forms';
import type { Translated } from '../types';

export const buttonLabels = {
  submit: 'ಸಲ್ಲಿಸಿ',
  submitting: 'ಸಲ್ಲಿಸಲಾಗುತ್ತಿದೆ...',
} satisfies Translated<typeof en.buttonLabels>;

export const phoneHints = {
  digitsOnly: '10 ರಿಂದ 15 ಅಂಕಿಗಳು',
  flexible: '10 ರಿಂದ 15 ಅಂಕಿಗಳು; ಸ್ಪೇಸ್, ಡ್ಯಾಶ್ ಮತ್ತು ಆರಂಭದಲ್ಲಿ + ಹಾಕಬಹುದು',
} satisfies Translated<typeof en.phoneHints>;

export const honeypotLabel = 'ಈ ಕ್ಷೇತ್ರವನ್ನು ಖಾಲಿ ಬಿಡಿ';

export const freeTextHint = ((max: number): string => `ಗರಿಷ್ಠ ${max} ಅಕ್ಷರಗಳು`) satisfies typeof en.freeTextHint;
