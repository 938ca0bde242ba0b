// Tamil twin of ../site-chrome.ts: same exports and shapes, Tamil words.
import type * as en from '../site-chrome';
import type { Translated } from '../types';

export const skipLinkText: string = 'முக்கிய உள்ளடக்கத்துக்குச் செல்லவும்';

export const topBarText = {
  socialLabel: 'எங்களைப் பின்தொடருங்கள்',
  callPrefix: 'எங்களை அழைக்க: ',
} satisfies Translated<typeof en.topBarText>;

export const mainNavText = {
  label: 'முதன்மை',
  logoAlt: (brand: string) => `${brand} முகப்பு`,
  openMenu: 'மெனுவைத் திற',
  closeMenu: 'மெனுவை மூடு',
} satisfies Translated<typeof en.mainNavText>;

export const languageLinksLabel = 'மொழி';

export const footerText = {
  linksTitle: 'விரைவு இணைப்புகள்',
  socialLabel: 'சமூக ஊடகங்கள்',
  mapTitle: 'எங்களை அடைய',
  rights: 'அனைத்து உரிமைகளும் பாதுகாக்கப்பட்டவை.',
} satisfies Translated<typeof en.footerText>;

export const errorPageText = {
  heading: 'எதிர்பாராத பிழை ஏற்பட்டது!',
  homeLink: 'முகப்புப் பக்கத்துக்குச் செல்லுங்கள்',
  afterHomeLink: ' அல்லது மேலே உள்ள மெனுவைப் பயன்படுத்துங்கள்.',
  notFound: '404 பக்கம் கிடைக்கவில்லை',
  serverError: '500 சர்வர் பிழை',
} satisfies Translated<typeof en.errorPageText>;
