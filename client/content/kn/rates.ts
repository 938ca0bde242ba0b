// Kannada twin of ../rates.ts: same exports and shapes, Kannada words.
import { indianDigits } from '../../lib/indian-digits';
import { indiaClockTime } from '../../lib/india-time';
import type * as en from '../rates';
import type { Translated } from '../types';

export const rateTicker = {
  gold: 'ಚಿನ್ನ 24K',
  silver: 'ಬೆಳ್ಳಿ',
  perGram: 'ಪ್ರತಿ ಗ್ರಾಂಗೆ',
  todaysRate: 'ಇಂದಿನ ದರ',
  currencySymbol: '₹',
  play: 'ಪ್ಲೇ',
  pause: 'ವಿರಾಮ',
  ariaLabel: 'ಇಂದಿನ ಚಿನ್ನ ಮತ್ತು ಬೆಳ್ಳಿ ದರಗಳು',
  repeat: 3,
} satisfies Translated<typeof en.rateTicker>;

export function asOfText(fetchedAt: number): string {
  return `${indiaClockTime(fetchedAt)} IST ರ ಪ್ರಕಾರ`;
}

export function formatRupees(value: number): string {
  const [whole, paise = ''] = indianDigits(Math.round(value * 100) / 100).split('.');
  return `${rateTicker.currencySymbol}${whole}${paise ? `.${paise.padEnd(2, '0')}` : ''}`;
}
