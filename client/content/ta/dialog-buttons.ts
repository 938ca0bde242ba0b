// Tamil twin of ../dialog-buttons.ts: same exports and shapes, Tamil words.
import type * as en from '../dialog-buttons';
import type { Translated } from '../types';

export const dialogButtons = {
  close: 'மூடு',
  ok: 'சரி',
} satisfies Translated<typeof en.dialogButtons>;
