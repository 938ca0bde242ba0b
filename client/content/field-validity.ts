// What a form's field says when the browser's own check stops a Submit: a field left empty, a
// choice not made, an e-mail address that is not one. The browser would say it in its own
// language, not the page's. A module of its own: only the code fetched with the result dialog
// reads it (client/features/lead-forms/page-language-validity.ts).

export const fieldValidity = {
  fillIn: 'Please fill in this field.',
  choose: 'Please choose an option from the list.',
  email: 'Please enter a valid e-mail address, such as name@example.com',
  /** Before what a field with a pattern takes (its `title`), when what was typed does not fit. */
  format: 'Please check what you typed here.',
};
