/**
 * Said by the API's 429 body and by the dialog a visitor sees for it. A module of its own: the
 * browser loads the form code up front and the dialog's texts only when a dialog may be shown.
 */
export const RATE_LIMITED_MESSAGE =
  'You have sent several enquiries in a short time. Please wait a few minutes or call us.';
