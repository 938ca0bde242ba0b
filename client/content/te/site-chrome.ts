// Telugu twin of ../site-chrome.ts: same exports and shapes, Telugu words.
import type * as en from '../site-chrome';
import type { Translated } from '../types';

export const skipLinkText = 'ప్రధాన విషయానికి వెళ్లండి' satisfies Translated<typeof en.skipLinkText>;

export const topBarText = {
  socialLabel: 'మమ్మల్ని ఫాలో అవ్వండి',
  callPrefix: 'మాకు కాల్ చేయండి: ',
} satisfies Translated<typeof en.topBarText>;

export const mainNavText = {
  label: 'ప్రధాన మెనూ',
  logoAlt: (brand: string) => `${brand} హోమ్ పేజీ`,
  openMenu: 'మెనూ తెరవండి',
  closeMenu: 'మెనూ మూసివేయండి',
} satisfies Translated<typeof en.mainNavText>;

export const languageLinksLabel = 'భాష';

export const footerText = {
  linksTitle: 'ముఖ్యమైన లింకులు',
  socialLabel: 'సోషల్ మీడియా',
  mapTitle: 'మా చిరునామా',
  rights: 'సర్వహక్కులూ ప్రత్యేకించబడినవి.',
} satisfies Translated<typeof en.footerText>;

export const errorPageText = {
  heading: 'అనుకోని లోపం జరిగింది!',
  homeLink: 'హోమ్ పేజీకి వెళ్లండి',
  afterHomeLink: ' లేదా పైన ఉన్న మెనూ ఉపయోగించండి.',
  notFound: '404 పేజీ కనబడలేదు',
  serverError: '500 సర్వర్ లోపం',
} satisfies Translated<typeof en.errorPageText>;
