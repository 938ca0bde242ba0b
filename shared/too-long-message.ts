// What a field says when it holds more than its limit: the one sentence of shared-texts.ts with
// a number in it. A module of its own, so a page's first load that needs it (the career form's
// rules) brings neither the translating code nor the limits of the other forms.

export const tooLongMessage = (max: number): string => `Must be ${max} characters or fewer`;
