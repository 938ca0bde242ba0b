// Kannada twin of ../contact-enquiry.ts: same exports and shapes, Kannada words.
import type * as en from '../contact-enquiry';
import type { ServiceOption } from '../contact-enquiry';
import type { Translated } from '../types';
import type { LeadInputName } from '../../../shared/lead-forms';

export const contactFieldLabels: Record<LeadInputName<'contact'>, string> = {
  full_name: 'ಪೂರ್ಣ ಹೆಸರು',
  phone_number: 'ಫೋನ್ ಸಂಖ್ಯೆ',
  service_required: 'ಬೇಕಾದ ಸೇವೆ',
};

export const serviceOptions: ServiceOption[] = [
  { value: 'Sell gold', label: 'ಚಿನ್ನ ಮಾರಾಟ', slug: 'sell' },
  { value: 'Release Pledged Gold', label: 'ಅಡವಿಟ್ಟ ಚಿನ್ನ ಬಿಡಿಸುವುದು', slug: 'release' },
  { value: 'RePledge Your Gold', label: 'ಚಿನ್ನ ಮರು-ಅಡವು', slug: 'repledge' },
  { value: '24 Rent Gold', label: 'ಚಿನ್ನ ಬಾಡಿಗೆಗೆ', slug: 'rent' },
];

export const selectPlaceholder = 'ಇಲ್ಲಿ ಆಯ್ಕೆಮಾಡಿ';

export const popup = {
  heading: 'ಇಂದೇ ನಿಮ್ಮ ಚಿನ್ನಕ್ಕೆ ಉತ್ತಮ ಬೆಲೆ ಪಡೆಯಿರಿ',
  text: 'ನಿಮ್ಮ ಹೆಸರು ಮತ್ತು ಸಂಖ್ಯೆ ನೀಡಿ. ನಮ್ಮ ತಂಡ ನಿಮಗೆ ಕರೆ ಮಾಡುತ್ತದೆ.',
} satisfies Translated<typeof en.popup>;
