// Hindi twin of ../rates.ts: same exports and shapes, Hindi words.
import { indianDigits } from '../../lib/indian-digits';
import { indiaClockTime } from '../../lib/india-time';
import type { Translated } from '../types';
import type * as en from '../rates';

export const rateTicker = {
  gold: 'सोना 24K',
  silver: 'चाँदी',
  perGram: 'प्रति ग्राम',
  todaysRate: 'आज का भाव',
  currencySymbol: '₹',
  play: 'चलाएँ',
  pause: 'रोकें',
  ariaLabel: 'आज के सोने और चाँदी के भाव',
  repeat: 3,
} satisfies Translated<typeof en.rateTicker>;

export function asOfText(fetchedAt: number): string {
  return `भारतीय समय ${indiaClockTime(fetchedAt)} के अनुसार`;
}

export function formatRupees(value: number): string {
  const [whole, paise = ''] = indianDigits(Math.round(value * 100) / 100).split('.');
  return `${rateTicker.currencySymbol}${whole}${paise ? `.${paise.padEnd(2, '0')}` : ''}`;
}
