// Kannada twin of ../expense-placeholder.ts: same exports and shapes, Kannada words.
import type * as en from '../expense-placeholder';
import type { Translated } from '../types';

export const expensePlaceholderWords = {
  banner: 'ಮಾದರಿ ಚಿತ್ರ: ಅನುಮೋದಿತ ವೆಚ್ಚದ ಪಟ್ಟಿಯನ್ನು ಇಲ್ಲಿ ಹಾಕಿ',
  title: 'ಫ್ರಾಂಚೈಸಿ ಆರಂಭಿಕ ವೆಚ್ಚಗಳು',
  expense: 'ವೆಚ್ಚ',
  amount: 'ಮೊತ್ತ',
  rows: ['ಫ್ರಾಂಚೈಸಿ ಶುಲ್ಕ', 'ಅಂಗಡಿಯ ಒಳಾಂಗಣ', 'ಭದ್ರತೆ ಮತ್ತು CCTV', 'ಪರೀಕ್ಷಾ ಯಂತ್ರ', 'ದುಡಿಯುವ ಬಂಡವಾಳ'],
  total: 'ಒಟ್ಟು',
  toBeConfirmed: '₹ — ಇನ್ನೂ ಖಚಿತವಾಗಬೇಕಿದೆ',
  footnote: 'ಮಾದರಿ ವಿನ್ಯಾಸ ಮಾತ್ರ. ಯಾವ ಮೊತ್ತವೂ ಅಂತಿಮವಲ್ಲ.',
} satisfies Translated<typeof en.expensePlaceholderWords>;
