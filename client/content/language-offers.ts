import type { Locale } from '../../shared/locales';

// The line an English page may show a visitor whose browser prefers another of the site's
// languages, written in that language: the same in every build, so it has no twins.

export interface LanguageOfferText {
  /** Says the page exists in the language. */
  text: string;
  /** The link to it. */
  link: string;
  /** The accessible name of the button that puts the line away. */
  dismiss: string;
}

export const languageOffers: Record<Exclude<Locale, 'en'>, LanguageOfferText> = {
  kn: { text: 'ಈ ಪುಟ ಕನ್ನಡದಲ್ಲೂ ಇದೆ.', link: 'ಕನ್ನಡದಲ್ಲಿ ಓದಿ', dismiss: 'ಮುಚ್ಚಿ' },
  ta: { text: 'இந்தப் பக்கம் தமிழிலும் உள்ளது.', link: 'தமிழில் படிக்க', dismiss: 'மூடு' },
  te: { text: 'ఈ పేజీ తెలుగులో కూడా ఉంది.', link: 'తెలుగులో చదవండి', dismiss: 'మూసివేయి' },
  hi: { text: 'यह पेज हिंदी में भी है।', link: 'हिंदी में पढ़ें', dismiss: 'बंद करें' },
};
