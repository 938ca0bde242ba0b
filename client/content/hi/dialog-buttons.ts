// Hindi twin of ../dialog-buttons.ts: same exports and shapes, Hindi words.
import type * as en from '../dialog-buttons';
import type { Translated } from '../types';

export const dialogButtons = {
  close: 'बंद करें',
  ok: 'ठीक है',
} satisfies Translated<typeof en.dialogButtons>;
