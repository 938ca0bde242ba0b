// Kannada twin of ../dialog-buttons.ts: same exports and shapes, Kannada words.
import type * as en from '../dialog-buttons';
import type { Translated } from '../types';

export const dialogButtons = {
  close: 'ಮುಚ್ಚಿ',
  ok: 'ಸರಿ',
} satisfies Translated<typeof en.dialogButtons>;
