// Tamil twin of ../contact-enquiry.ts: same exports and shapes, Tamil words.
import type * as en from '../contact-enquiry';
import type { ServiceOption } from '../contact-enquiry';
import type { Translated } from '../types';
import type { LeadInputName } from '../../../shared/lead-forms';

export const contactFieldLabels: Record<LeadInputName<'contact'>, string> = {
  full_name: 'முழுப் பெயர்',
  phone_number: 'தொலைபேசி எண்',
  service_required: 'தேவையான சேவை',
};

export const serviceOptions: ServiceOption[] = [
  { value: 'Sell gold', label: 'தங்கம் விற்க', slug: 'sell' },
  { value: 'Release Pledged Gold', label: 'அடகுத் தங்கம் மீட்க', slug: 'release' },
  { value: 'RePledge Your Gold', label: 'மறு அடகு வைக்க', slug: 'repledge' },
  { value: '24 Rent Gold', label: 'தங்கம் வாடகைக்கு', slug: 'rent' },
];

export const selectPlaceholder: string = 'தேர்வு செய்யுங்கள்';

export const popup = {
  heading: 'இன்றே உங்கள் தங்கத்துக்குச் சிறந்த விலை பெறுங்கள்',
  text: 'உங்கள் பெயரையும் எண்ணையும் தாருங்கள். எங்கள் குழு உங்களைத் திரும்ப அழைக்கும்.',
} satisfies Translated<typeof en.popup>;
