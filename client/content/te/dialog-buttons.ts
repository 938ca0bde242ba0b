// Telugu twin of ../dialog-buttons.ts: same exports and shapes, Telugu words.
import type * as en from '../dialog-buttons';
import type { Translated } from '../types';

export const dialogButtons = {
  close: 'మూసివేయండి',
  ok: 'సరే',
} satisfies Translated<typeof en.dialogButtons>;
