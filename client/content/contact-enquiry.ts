// The contact enquiry (the home page's inline form and its pop-up): field labels, service
// choices and the pop-up's texts. Apart from forms.ts so the other forms' pages do not load them.

import type { LeadInputName } from '../../shared/lead-forms';
import type { ContactLead } from '../../shared/schemas/contact-lead';

type ServiceRequiredValue = ContactLead['service_required'];

export interface ServiceOption {
  value: ServiceRequiredValue;
  label: string;
  /** How a link names it: /?service=release opens the contact form with it chosen. */
  slug: string;
}

export const contactFieldLabels: Record<LeadInputName<'contact'>, string> = {
  full_name: 'Full Name',
  phone_number: 'Phone Number',
  service_required: 'Service Required',
};

export const serviceOptions: ServiceOption[] = [
  { value: 'Sell gold', label: 'Sell Gold', slug: 'sell' },
  { value: 'Release Pledged Gold', label: 'Release Pledged Gold', slug: 'release' },
  { value: 'RePledge Your Gold', label: 'Re-Pledge Your Gold', slug: 'repledge' },
  { value: '24 Rent Gold', label: 'Rent Gold', slug: 'rent' },
];

export const selectPlaceholder = 'Choose here';

export const popup = {
  heading: 'Get the best price for your gold today',
  text: 'Leave your name and number. Our team will call you back.',
};
