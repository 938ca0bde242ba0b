import { fieldValidity } from '../../content/field-validity';

// The browser's own check (required, pattern, type="email") stops a Submit with a bubble in the
// browser's language; on a Kannada page it must speak Kannada. The control the bubble points at
// gets the page's words, as a custom validity message, for as long as the visitor is on it.
// Fetched with the result dialog's code once the page is idle (result-dialog.tsx imports it):
// before that, and without JavaScript, the browser's words. The career form and the calculators
// check in code of their own (noValidate), so only the contact, gold and franchise forms meet
// this.
//
// A custom message is a reason of its own to refuse a control, and screen readers call a
// control that has one invalid. So none is left anywhere but on the control the visitor is on,
// and every control of a form is cleared before that form is checked again (a value the page
// sets itself, such as a draft handed over, fires no event): a message of ours can never refuse
// a field that is right.

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isControl = (target: EventTarget | null): target is Control =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLSelectElement ||
  target instanceof HTMLTextAreaElement;

function messageFor(control: Control): string {
  const { validity } = control;
  if (validity.valueMissing)
    return control instanceof HTMLSelectElement ? fieldValidity.choose : fieldValidity.fillIn;
  if (validity.typeMismatch) return fieldValidity.email;
  // A pattern's title says what the field takes (phoneHints), in the page's language already.
  return control.title ? `${fieldValidity.format} ${control.title}` : fieldValidity.format;
}

/** The control's message: ours while its own check finds it wrong, none once it is right. */
function speakFor(control: Control): void {
  control.setCustomValidity('');
  if (!control.validity.valid) control.setCustomValidity(messageFor(control));
}

let clearScheduled = false;

function onInvalid(event: Event): void {
  if (!isControl(event.target)) return;
  speakFor(event.target);
  // One check fires `invalid` at every wrong control, then shows the bubble at the first and
  // focuses it: the others let go once that is done.
  if (clearScheduled) return;
  clearScheduled = true;
  setTimeout(() => {
    clearScheduled = false;
    for (const control of document.querySelectorAll<Control>('input, select, textarea'))
      if (control !== document.activeElement && control.validity.customError) control.setCustomValidity('');
  });
}

// Typing into the control with the bubble: the bubble follows the control's validity, so the
// message is renewed, or the bubble would switch to the browser's words mid-word.
function onInput(event: Event): void {
  if (isControl(event.target) && event.target.validity.customError) speakFor(event.target);
}

// Left: no message stays behind. After `blur`, which hides the bubble: cleared sooner, the
// bubble would be redrawn in the browser's words.
function onFocusOut(event: Event): void {
  if (isControl(event.target)) event.target.setCustomValidity('');
}

// A Submit button's click (the Enter key in a field clicks it too) comes before the check.
function onClick(event: Event): void {
  const control = event.target instanceof Element ? event.target.closest('button, input') : null;
  const form =
    control instanceof HTMLButtonElement || control instanceof HTMLInputElement ? control.form : null;
  if (!form || (control as HTMLButtonElement | HTMLInputElement).type !== 'submit') return;
  for (const element of form.elements) if (isControl(element)) element.setCustomValidity('');
}

// `invalid` does not bubble: all four are heard on their way down, before a control's own
// handlers could stop them.
if (!import.meta.env.SSR) {
  document.addEventListener('invalid', onInvalid, true);
  document.addEventListener('input', onInput, true);
  document.addEventListener('focusout', onFocusOut, true);
  document.addEventListener('click', onClick, true);
}
