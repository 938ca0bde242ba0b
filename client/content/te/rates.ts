// Telugu twin of ../rates.ts: same exports and shapes, Telugu words.
import { indianDigits } from '../../lib/indian-digits';
import { indiaClockTime } from '../../lib/india-time';
import type * as en from '../rates';
import type { Translated } from '../types';

export const rateTicker = {
  gold: 'బంగారం 24 క్యారెట్',
  silver: 'వెండి',
  perGram: 'గ్రాముకు',
  todaysRate: 'ఈరోజు రేటు',
  currencySymbol: '₹',
  play: 'ప్లే చేయండి',
  pause: 'ఆపండి',
  ariaLabel: 'ఈరోజు బంగారం, వెండి రేట్లు',
  repeat: 3,
} satisfies Translated<typeof en.rateTicker>;

export const asOfText = ((fetchedAt: number): string =>
  `భారత కాలమానం ${indiaClockTime(fetchedAt)} నాటికి`) satisfies Translated<typeof en.asOfText>;

export const formatRupees = ((value: number): string => {
  const [whole, paise = ''] = indianDigits(Math.round(value * 100) / 100).split('.');
  return `${rateTicker.currencySymbol}${whole}${paise ? `.${paise.padEnd(2, '0')}` : ''}`;
}) satisfies Translated<typeof en.formatRupees>;
