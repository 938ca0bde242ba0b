// Telugu twin of ../forms.ts: same exports and shapes, Telugu words.
import type * as en from '../forms';
import type { Translated } from '../types';

export const buttonLabels = {
  submit: 'పంపండి',
  submitting: 'పంపుతోంది...',
} satisfies Translated<typeof en.buttonLabels>;

export const phoneHints = {
  digitsOnly: '10 నుంచి 15 అంకెలు',
  flexible: '10 నుంచి 15 అంకెలు; ఖాళీలు, డాష్‌లు, మొదట + ఉన్నా పర్వాలేదు',
} satisfies Translated<typeof en.phoneHints>;

export const honeypotLabel = 'ఈ ఫీల్డ్‌ను ఖాళీగా వదిలేయండి' satisfies Translated<typeof en.honeypotLabel>;

export const freeTextHint = ((max: number): string =>
  `గరిష్ఠంగా ${max} అక్షరాలు`) satisfies typeof en.freeTextHint;
