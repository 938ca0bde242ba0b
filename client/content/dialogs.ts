// What a visitor is told after sending a form, in the site's result dialog. The texts are exact:
// docs/product-rules.md, "Dialogs and what a visitor is told". A module of their own, apart from
// the forms' labels, because only the dialog's code (fetched when it may be needed) reads them.
import { RATE_LIMITED_MESSAGE } from '../../shared/rate-limited-message';

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
  /**
   * The same wait, while the phone says it is online: the connection dropped on the way (a weak
   * signal, a Wi-Fi without internet). Told it had no internet, a visitor looking at full
   * signal bars was told something untrue.
   */
  interrupted: {
    title: 'Connection Interrupted',
    text: 'The connection dropped while your details were being sent. They will be sent again automatically as soon as it works, while this page stays open.',
  },
  tooManyRequests: {
    title: 'Too Many Requests',
    text: RATE_LIMITED_MESSAGE,
  },
} satisfies Record<string, DialogText>;
