// Tamil twin of ../rates.ts: same exports and shapes, Tamil words.
import { indiaClockTime, indiaDateBefore } from '../../lib/india-time';
import type * as en from '../rates';
import type { Translated } from '../types';

export const rateTicker = {
  gold: 'தங்கம் 24K',
  silver: 'வெள்ளி',
  perGram: '/ கிராம்',
  todaysRate: 'இன்றைய விலை',
  earlierRate: 'விலை',
  play: 'இயக்கு',
  pause: 'நிறுத்து',
  ariaLabel: 'இன்றைய தங்கம், வெள்ளி விலை',
  repeat: 3,
} satisfies Translated<typeof en.rateTicker>;

const MONTHS = [
  'ஜனவரி',
  'பிப்ரவரி',
  'மார்ச்',
  'ஏப்ரல்',
  'மே',
  'ஜூன்',
  'ஜூலை',
  'ஆகஸ்ட்',
  'செப்டம்பர்',
  'அக்டோபர்',
  'நவம்பர்',
  'டிசம்பர்',
];

export function asOfText(fetchedAt: number, now: number | undefined): string {
  const date = indiaDateBefore(fetchedAt, now);
  return `இந்திய நேரம் ${date ? `${date.day} ${MONTHS[date.month]}, ` : ''}${indiaClockTime(fetchedAt)} நிலவரப்படி`;
}
