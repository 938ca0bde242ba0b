// Labels and dialog texts shared by the enquiry forms. Dialog texts are exact (spec section 8).

export type ContactFieldName = 'full_name' | 'phone_number' | 'service_required';
export type ServiceRequiredValue = 'Sell gold' | 'Release Pledged Gold' | 'RePledge Your Gold' | '24 Rent Gold';

export interface ServiceOption {
  value: ServiceRequiredValue;
  label: string;
}

export interface DialogText {
  title: string;
  text: string;
}

export const contactFieldLabels: Record<ContactFieldName, string> = {
  full_name: 'Full Name',
  phone_number: 'Phone Number',
  service_required: 'Service Required',
};

export const serviceOptions: ServiceOption[] = [
  { value: 'Sell gold', label: 'Sell Gold' },
  { value: 'Release Pledged Gold', label: 'Release Pledged Gold' },
  { value: 'RePledge Your Gold', label: 'Re-Pledge Your Gold' },
  { value: '24 Rent Gold', label: 'Rent Gold' },
];

export const selectPlaceholder = 'Choose here';

export const dialogs = {
  success: { title: 'Query Submitted', text: 'Team will get back to you shortly' },
  failure: { title: 'Failed!!!', text: 'Please check your details and try again' },
  popupFailure: { title: 'Failed!', text: 'Please check your details and try again' },
  /** Every form, the career form included (DECISIONS.md section 4: no browser alert()). */
  network: { title: 'Network Error', text: 'Please try again later' },
  tooManyRequests: {
    title: 'Too Many Requests',
    text: 'You have sent several enquiries in a short time. Please wait a few minutes or call us.',
  },
} satisfies Record<string, DialogText>;

export const buttonLabels = {
  submit: 'Submit',
  submitting: 'Submitting...',
  close: 'Close',
  ok: 'OK',
};

export const popup = {
  heading: 'Get the best price for your gold today',
  text: 'Leave your name and number. Our team will call you back.',
  closeLabel: 'Close',
};

