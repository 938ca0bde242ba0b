// Telugu twin of ../career-roles.ts: same exports and shapes, Telugu words.
import type * as en from '../career-roles';
import type { Translated } from '../types';

export const careerRoles: string[] = [
  'ఫీల్డ్ ఎగ్జిక్యూటివ్‌లు',
  'బిజినెస్ మేనేజర్లు',
  'టెలీకాలర్లు',
  'బ్రాంచ్ మేనేజర్లు',
  'అకౌంటెంట్లు',
  'కంటెంట్ రైటర్లు',
  'గ్రాఫిక్ డిజైనర్లు',
] satisfies Translated<typeof en.careerRoles>;
