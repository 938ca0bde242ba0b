// Hindi twin of ../contact-enquiry.ts: same exports and shapes, Hindi words.
import type { LeadInputName } from '../../../shared/lead-forms';
import type { ServiceOption } from '../contact-enquiry';
import type { Translated } from '../types';
import type * as en from '../contact-enquiry';

export const contactFieldLabels: Record<LeadInputName<'contact'>, string> = {
  full_name: 'पूरा नाम',
  phone_number: 'फ़ोन नंबर',
  service_required: 'कौन-सी सेवा चाहिए',
};

export const serviceOptions: ServiceOption[] = [
  { value: 'Sell gold', label: 'सोना बेचें', slug: 'sell' },
  { value: 'Release Pledged Gold', label: 'गिरवी सोना छुड़ाएँ', slug: 'release' },
  { value: 'RePledge Your Gold', label: 'सोना दोबारा गिरवी रखें', slug: 'repledge' },
  { value: '24 Rent Gold', label: 'सोना किराये पर लें', slug: 'rent' },
];

export const selectPlaceholder = 'यहाँ चुनें';

export const popup = {
  heading: 'आज ही अपने सोने का सबसे अच्छा दाम पाएँ',
  text: 'अपना नाम और नंबर छोड़ दें। हमारी टीम आपको वापस कॉल करेगी।',
} satisfies Translated<typeof en.popup>;
