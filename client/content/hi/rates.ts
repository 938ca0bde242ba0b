// Hindi twin of ../rates.ts: same exports and shapes, Hindi words.
import { indiaClockTime, indiaDateBefore } from '../../lib/india-time';
import type { Translated } from '../types';
import type * as en from '../rates';

export const rateTicker = {
  gold: 'सोना 24K',
  silver: 'चाँदी',
  perGram: 'प्रति ग्राम',
  todaysRate: 'आज का भाव',
  earlierRate: 'भाव',
  play: 'चलाएँ',
  pause: 'रोकें',
  ariaLabel: 'आज के सोने और चाँदी के भाव',
  repeat: 3,
} satisfies Translated<typeof en.rateTicker>;

const MONTHS = [
  'जनवरी',
  'फ़रवरी',
  'मार्च',
  'अप्रैल',
  'मई',
  'जून',
  'जुलाई',
  'अगस्त',
  'सितंबर',
  'अक्टूबर',
  'नवंबर',
  'दिसंबर',
];

export function asOfText(fetchedAt: number, now: number | undefined): string {
  const date = indiaDateBefore(fetchedAt, now);
  return `भारतीय समय ${date ? `${date.day} ${MONTHS[date.month]}, ` : ''}${indiaClockTime(fetchedAt)} के अनुसार`;
}
