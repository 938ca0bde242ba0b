// Telugu twin of ../rates.ts: same exports and shapes, Telugu words.
import { indiaClockTime, indiaDateBefore } from '../../lib/india-time';
import type * as en from '../rates';
import type { Translated } from '../types';

export const rateTicker = {
  gold: 'బంగారం 24 క్యారెట్',
  silver: 'వెండి',
  perGram: 'గ్రాముకు',
  todaysRate: 'ఈరోజు రేటు',
  earlierRate: 'రేటు',
  play: 'ప్లే చేయండి',
  pause: 'ఆపండి',
  ariaLabel: 'ఈరోజు బంగారం, వెండి రేట్లు',
  repeat: 3,
} satisfies Translated<typeof en.rateTicker>;

const MONTHS = [
  'జనవరి',
  'ఫిబ్రవరి',
  'మార్చి',
  'ఏప్రిల్',
  'మే',
  'జూన్',
  'జులై',
  'ఆగస్టు',
  'సెప్టెంబర్',
  'అక్టోబర్',
  'నవంబర్',
  'డిసెంబర్',
];

export const asOfText = ((fetchedAt: number, now: number | undefined): string => {
  const date = indiaDateBefore(fetchedAt, now);
  return `భారత కాలమానం ${date ? `${date.day} ${MONTHS[date.month]}, ` : ''}${indiaClockTime(fetchedAt)} నాటికి`;
}) satisfies Translated<typeof en.asOfText>;
