// Kannada twin of ../site-chrome.ts: same exports and shapes, Kannada words.
import type * as en from '../site-chrome';
import type { Translated } from '../types';

export const skipLinkText = 'ಮುಖ್ಯ ವಿಷಯಕ್ಕೆ ಹೋಗಿ';

export const topBarText = {
  socialLabel: 'ನಮ್ಮನ್ನು ಫಾಲೋ ಮಾಡಿ',
  callPrefix: 'ನಮಗೆ ಕರೆ ಮಾಡಿ: ',
} satisfies Translated<typeof en.topBarText>;

export const mainNavText = {
  label: 'ಮುಖ್ಯ ಮೆನು',
  logoAlt: (brand: string) => `${brand} ಮುಖಪುಟ`,
  openMenu: 'ಮೆನು ತೆರೆಯಿರಿ',
  closeMenu: 'ಮೆನು ಮುಚ್ಚಿ',
} satisfies Translated<typeof en.mainNavText>;

export const languageLinksLabel = 'ಭಾಷೆ';

export const footerText = {
  linksTitle: 'ತ್ವರಿತ ಲಿಂಕ್‌ಗಳು',
  socialLabel: 'ಸಾಮಾಜಿಕ ಜಾಲತಾಣಗಳು',
  mapTitle: 'ನಮ್ಮ ವಿಳಾಸ',
  rights: 'ಎಲ್ಲ ಹಕ್ಕುಗಳನ್ನು ಕಾಯ್ದಿರಿಸಲಾಗಿದೆ.',
} satisfies Translated<typeof en.footerText>;

export const errorPageText = {
  heading: 'ಅನಿರೀಕ್ಷಿತ ದೋಷ ಸಂಭವಿಸಿದೆ!',
  homeLink: 'ಮುಖಪುಟಕ್ಕೆ ಹೋಗಿ',
  afterHomeLink: ' ಅಥವಾ ಮೇಲಿನ ಮೆನು ಬಳಸಿ.',
  notFound: '404 ಪುಟ ಸಿಗಲಿಲ್ಲ',
  serverError: '500 ಸರ್ವರ್ ದೋಷ',
} satisfies Translated<typeof en.errorPageText>;
