// Kannada twin of ../rates.ts: same exports and shapes, Kannada words.
import { indiaClockTime, indiaDateBefore } from '../../lib/india-time';
import type * as en from '../rates';
import type { Translated } from '../types';

export const rateTicker = {
  gold: 'ಚಿನ್ನ 24K',
  silver: 'ಬೆಳ್ಳಿ',
  perGram: 'ಪ್ರತಿ ಗ್ರಾಂಗೆ',
  todaysRate: 'ಇಂದಿನ ದರ',
  earlierRate: 'ದರ',
  play: 'ಪ್ಲೇ',
  pause: 'ವಿರಾಮ',
  ariaLabel: 'ಇಂದಿನ ಚಿನ್ನ ಮತ್ತು ಬೆಳ್ಳಿ ದರಗಳು',
  repeat: 3,
} satisfies Translated<typeof en.rateTicker>;

const MONTHS = [
  'ಜನವರಿ',
  'ಫೆಬ್ರವರಿ',
  'ಮಾರ್ಚ್',
  'ಏಪ್ರಿಲ್',
  'ಮೇ',
  'ಜೂನ್',
  'ಜುಲೈ',
  'ಆಗಸ್ಟ್',
  'ಸೆಪ್ಟೆಂಬರ್',
  'ಅಕ್ಟೋಬರ್',
  'ನವೆಂಬರ್',
  'ಡಿಸೆಂಬರ್',
];

export function asOfText(fetchedAt: number, now: number | undefined): string {
  const date = indiaDateBefore(fetchedAt, now);
  return `${date ? `${date.day} ${MONTHS[date.month]}, ` : ''}${indiaClockTime(fetchedAt)} IST ರ ಪ್ರಕಾರ`;
}
