// Telugu twin of ../contact-enquiry.ts: same exports and shapes, Telugu words.
import type * as en from '../contact-enquiry';
import type { ServiceOption } from '../contact-enquiry';
import type { Translated } from '../types';

export const contactFieldLabels = {
  full_name: 'పూర్తి పేరు',
  phone_number: 'ఫోన్ నంబర్',
  service_required: 'కావాల్సిన సేవ',
} satisfies Translated<typeof en.contactFieldLabels>;

export const serviceOptions: ServiceOption[] = [
  { value: 'Sell gold', label: 'బంగారం అమ్మకం', slug: 'sell' },
  { value: 'Release Pledged Gold', label: 'తాకట్టు బంగారం విడిపింపు', slug: 'release' },
  { value: 'RePledge Your Gold', label: 'బంగారం మళ్లీ తాకట్టు', slug: 'repledge' },
  { value: '24 Rent Gold', label: 'బంగారం అద్దెకు', slug: 'rent' },
];

export const selectPlaceholder = 'ఇక్కడ ఎంచుకోండి' satisfies Translated<typeof en.selectPlaceholder>;

export const popup = {
  heading: 'ఈరోజే మీ బంగారానికి ఉత్తమ ధర పొందండి',
  text: 'మీ పేరు, ఫోన్ నంబర్ ఇవ్వండి. మా బృందం మీకు తిరిగి కాల్ చేస్తుంది.',
} satisfies Translated<typeof en.popup>;
