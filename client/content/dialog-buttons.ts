// The words on a dialog's closing button. A module of its own: the site's one dialog (and the
// pop-up that names its button) reads them, and neither the forms' labels nor the result
// dialog's texts need to come along where a dialog does.

/** 'OK' under a message, 'Close' on the pop-up. */
export const dialogButtons = {
  close: 'Close',
  ok: 'OK',
};
