// Hindi twin of ../site-chrome.ts: same exports and shapes, Hindi words.
import type { Translated } from '../types';
import type * as en from '../site-chrome';

export const skipLinkText = 'मुख्य सामग्री पर जाएँ';

export const topBarText = {
  socialLabel: 'हमें फ़ॉलो करें',
  callPrefix: 'हमें कॉल करें: ',
} satisfies Translated<typeof en.topBarText>;

export const mainNavText = {
  label: 'मुख्य मेन्यू',
  logoAlt: (brand: string) => `${brand} होम पेज`,
  openMenu: 'मेन्यू खोलें',
  closeMenu: 'मेन्यू बंद करें',
} satisfies Translated<typeof en.mainNavText>;

export const languageLinksLabel = 'भाषा';

export const footerText = {
  linksTitle: 'ज़रूरी लिंक',
  socialLabel: 'सोशल मीडिया',
  mapTitle: 'हम यहाँ हैं',
  rights: 'सर्वाधिकार सुरक्षित।',
} satisfies Translated<typeof en.footerText>;

export const errorPageText = {
  heading: 'कुछ गड़बड़ हो गई!',
  homeLink: 'होम पेज पर जाएँ',
  afterHomeLink: ' या ऊपर दिए मेन्यू का इस्तेमाल करें।',
  notFound: '404 पेज नहीं मिला',
  serverError: '500 सर्वर त्रुटि',
} satisfies Translated<typeof en.errorPageText>;
