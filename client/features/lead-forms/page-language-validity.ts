import { fieldValidity } from '../../content/field-validity';

// The browser's own check (required, pattern, type="email") stops a Submit with a bubble in the
// browser's language; on a Kannada page it must speak Kannada. Each control the check finds
// wrong gets the page's words. Fetched with the result dialog's code once the page is idle
// (result-dialog.tsx imports it): before that, and without JavaScript, the browser's words. The
// career form and the calculators check in code of their own (noValidate), so only the contact,
// gold and franchise forms meet this.

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function messageFor(control: Control): string {
  const { validity } = control;
  if (validity.valueMissing)
    return control instanceof HTMLSelectElement ? fieldValidity.choose : fieldValidity.fillIn;
  if (validity.typeMismatch) return fieldValidity.email;
  // A pattern's title says what the field takes (phoneHints), in the page's language already.
  return control.title || fieldValidity.format;
}

const isControl = (target: EventTarget | null): target is Control =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLSelectElement ||
  target instanceof HTMLTextAreaElement;

function speakPageLanguage(event: Event): void {
  const control = event.target;
  if (!isControl(control) || control.validity.customError) return;
  control.setCustomValidity(messageFor(control));
}

// A message of ours is a reason of its own for the browser to refuse the control: it goes when
// the visitor changes the control, and from every control of a form before the form is checked
// again (a value set by the page, such as a draft handed over, fires no event of its own). The
// Enter key in a field submits by a click on the form's button too.
function letGo(event: Event): void {
  if (isControl(event.target)) event.target.setCustomValidity('');
}

function letGoOfForm(event: Event): void {
  const button = event.target instanceof Element ? event.target.closest('[type="submit"]') : null;
  const form = button && (button as HTMLButtonElement).form;
  if (form) for (const control of form.elements) if (isControl(control)) control.setCustomValidity('');
}

// `invalid` does not bubble: heard on its way down, like the others so that no handler of a
// control's own can stop them first.
if (!import.meta.env.SSR) {
  document.addEventListener('invalid', speakPageLanguage, true);
  document.addEventListener('input', letGo, true);
  document.addEventListener('click', letGoOfForm, true);
}
