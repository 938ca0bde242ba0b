// Button labels and hints shared by every enquiry form (a dialog's closing button: dialog-buttons.ts).

export const buttonLabels = {
  submit: 'Submit',
  submitting: 'Submitting...',
};

/** Shown by the browser when a phone number does not match the field's pattern. */
export const phoneHints = {
  digitsOnly: '10 to 15 digits',
  flexible: '10 to 15 digits; spaces, dashes and a leading + are fine',
};

/** The bot trap's label: people never see it (it is off-screen and hidden from screen readers). */
export const honeypotLabel = 'Leave this field empty';

/**
 * Under the free text, before anything is sent: a textarea takes text of any length (a pasted
 * text is never cut short unseen), so the visitor learns its limit here, not after Submit.
 */
export const freeTextHint = (max: number): string => `Up to ${max} characters`;
