// Dialog texts and button labels shared by every enquiry form. Dialog texts are exact: docs/product-rules.md,
// "Dialogs and what a visitor is told".
import { RATE_LIMITED_MESSAGE } from '../../shared/submit-outcome';

export interface DialogText {
  title: string;
  text: string;
}

export const dialogs = {
  success: { title: 'Query Submitted', text: 'Team will get back to you shortly' },
  failure: { title: 'Failed!!!', text: 'Please check your details and try again' },
  popupFailure: { title: 'Failed!', text: 'Please check your details and try again' },
  /** Every form, the career form included (no browser alert(): the site's own dialog is accessible). */
  network: { title: 'Network Error', text: 'Please try again later' },
  /**
   * The visitor's own connection is down. Not the failure text: nothing failed yet, and
   * the form sends the same details by itself once the browser is back online.
   */
  offline: {
    title: 'No Internet Connection',
    text: 'You are not connected to the internet right now. Your details will be sent automatically as soon as the connection is back, while this page stays open.',
  },
  tooManyRequests: {
    title: 'Too Many Requests',
    text: RATE_LIMITED_MESSAGE,
  },
} satisfies Record<string, DialogText>;

export const buttonLabels = {
  submit: 'Submit',
  submitting: 'Submitting...',
  close: 'Close',
  ok: 'OK',
};

/** Shown by the browser when a phone number does not match the field's pattern. */
export const phoneHints = {
  digitsOnly: '10 to 15 digits',
  flexible: '10 to 15 digits; spaces, dashes and a leading + are fine',
};

/** The bot trap's label: people never see it (it is off-screen and hidden from screen readers). */
export const honeypotLabel = 'Leave this field empty';
