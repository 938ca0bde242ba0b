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
