// Tamil twin of ../rates.ts: same exports and shapes, Tamil words.
import { indianDigits } from '../../lib/indian-digits';
import { indiaClockTime } from '../../lib/india-time';
import type * as en from '../rates';
import type { Translated } from '../types';

export const rateTicker = {
  gold: 'தங்கம் 24K',
  silver: 'வெள்ளி',
  perGram: '/ கிராம்',
  todaysRate: 'இன்றைய விலை',
  currencySymbol: '₹',
  play: 'இயக்கு',
  pause: 'நிறுத்து',
  ariaLabel: 'இன்றைய தங்கம், வெள்ளி விலை',
  repeat: 3,
} satisfies Translated<typeof en.rateTicker>;

export function asOfText(fetchedAt: number): string {
  return `இந்திய நேரம் ${indiaClockTime(fetchedAt)} நிலவரப்படி`;
}

export function formatRupees(value: number): string {
  const [whole, paise = ''] = indianDigits(Math.round(value * 100) / 100).split('.');
  return `${rateTicker.currencySymbol}${whole}${paise ? `.${paise.padEnd(2, '0')}` : ''}`;
}
