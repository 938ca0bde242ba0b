// Tamil twin of ../forms.ts: same exports and shapes, Tamil words.
import type * as en from '../forms';
import type { Translated } from '../types';

export const buttonLabels = {
  submit: 'சமர்ப்பி',
  submitting: 'அனுப்புகிறது...',
} satisfies Translated<typeof en.buttonLabels>;

export const phoneHints = {
  digitsOnly: '10 முதல் 15 இலக்கங்கள்',
  flexible: '10 முதல் 15 இலக்கங்கள்; இடைவெளி, கோடு, முன்னால் + இருக்கலாம்',
} satisfies Translated<typeof en.phoneHints>;

export const honeypotLabel: string = 'இந்தப் புலத்தைக் காலியாக விடுங்கள்';

export const freeTextHint = ((max: number): string =>
  `அதிகபட்சம் ${max} எழுத்துகள்`) satisfies typeof en.freeTextHint;
