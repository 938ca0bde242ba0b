// Hindi twin of ../forms.ts: same exports and shapes, Hindi words.
import type { Translated } from '../types';
import type * as en from '../forms';

export const buttonLabels = {
  submit: 'भेजें',
  submitting: 'भेजा जा रहा है...',
} satisfies Translated<typeof en.buttonLabels>;

export const phoneHints = {
  digitsOnly: '10 से 15 अंक',
  flexible: '10 से 15 अंक; स्पेस, डैश और शुरू में + लगा सकते हैं',
} satisfies Translated<typeof en.phoneHints>;

export const honeypotLabel = 'इस खाने को खाली छोड़ें';

export const freeTextHint = ((max: number): string =>
  `ज़्यादा से ज़्यादा ${max} अक्षर`) satisfies typeof en.freeTextHint;
