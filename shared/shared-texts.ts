// Every sentence shared/ can put in front of a visitor: the lead schemas' field messages, the
// career form's rules, the CV rules, the rate-limit notice and the 400 body's summary. They are
// written in English here, the wire's language, and translated by each language's
// client/content/<lang>/shared-text-translations.ts, keyed by these exact sentences. The list is
// a type, no byte of it in the browser; translateSharedText comes with each language's
// translations, which a page fetches after its first load.
// `{max}` stands for the number in the one sentence that carries one (too-long-message.ts).

export type SharedText =
  | 'Full name is required'
  | 'Valid email required'
  | 'Valid phone number required'
  | 'Description is required'
  | 'Must be {max} characters or fewer'
  | 'Resume is required'
  | 'The CV must be 5 MB or smaller'
  | 'The CV must be a PDF, DOC or DOCX file'
  | 'Please check your details and try again'
  | 'You have sent several enquiries in a short time. Please wait a few minutes or call us.'
  | 'Source is required'
  | 'Required, even if empty'
  | 'Enter a phone number of 10 to 15 digits'
  | 'Choose a service'
  | 'Enter a valid e-mail address'
  | 'Total funds available is required'
  | 'Funds in hand to invest is required'
  | 'Previous experience is required'
  | 'Area of interest is required'
  | 'City is required'
  | 'Enter the weight of your gold'
  | 'Choose the purity of your gold'
  // Said instead of a field message only the backend has words for (below).
  | 'This was not accepted; please check it';

/** A language's translations of shared/'s sentences; English has none. */
export type SharedTextTranslations = Record<SharedText, string>;

// tooLongMessage's sentence (too-long-message.ts), whatever its number.
const TOO_LONG = /^Must be (\d+) characters or fewer$/;

/** A sentence from shared/ in the page's language (itself where no translation is given). */
export function translateSharedText(message: string, translations: Partial<SharedTextTranslations>): string {
  const exact = translations[message as SharedText];
  if (exact !== undefined) return exact;
  const tooLong = TOO_LONG.exec(message);
  const template = translations['Must be {max} characters or fewer'];
  if (tooLong && template) return template.replace('{max}', tooLong[1]!);
  // A sentence in Latin letters that is none of ours is the backend's own (such as "Number is
  // blocked", or "isn’t" with a typographic apostrophe): on a page in another script it would be
  // the one English line, so a sentence of ours says it. A sentence with letters of the page's
  // script (translated by the server) stays, and so does one without letters.
  return LATIN_LETTER.test(message) && !OTHER_LETTER.test(message)
    ? (translations['This was not accepted; please check it'] ?? message)
    : message;
}

const LATIN_LETTER = /\p{sc=Latin}/u;
const OTHER_LETTER = /[^\P{L}\p{sc=Latin}]/u;
