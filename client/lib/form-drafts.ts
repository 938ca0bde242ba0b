// What a visitor has typed into a lead form, kept for the browser tab's session. A page left
// for another one (the FAQ, mid-application) and come back to, in the app or with Back, would
// otherwise show its form empty: React renders the fields from state, so neither the
// component nor the browser's own form restoration keeps them. sessionStorage, not
// localStorage: it ends with the tab, so a phone passed around later does not show a stranger
// someone's name and number.

const PREFIX = 'lead-draft:';

export function readDraft(form: string): Record<string, string> | null {
  try {
    const stored = window.sessionStorage.getItem(PREFIX + form);
    if (!stored) return null;
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed !== 'object' || parsed === null) return null;
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return null;
  }
}

/** Keeps the draft, or forgets it when nothing is typed. */
export function saveDraft(form: string, values: Record<string, string>): void {
  try {
    if (Object.values(values).every((value) => value === '')) window.sessionStorage.removeItem(PREFIX + form);
    else window.sessionStorage.setItem(PREFIX + form, JSON.stringify(values));
  } catch {
    // Storage blocked or full: the form works as before, without a draft.
  }
}

export function forgetDraft(form: string): void {
  try {
    window.sessionStorage.removeItem(PREFIX + form);
  } catch {
    // Storage blocked: there is no draft to forget.
  }
}

/**
 * `into`, its empty fields among `names` filled from `from`: what the visitor typed is never
 * overwritten. `into` itself when nothing changes, so a state holding it does not change.
 */
export function fillEmpty<Values extends Record<string, string>>(
  into: Values,
  from: Record<string, string>,
  names: readonly string[],
): Values {
  let filled = into;
  for (const name of names) if (!into[name] && from[name]) filled = { ...filled, [name]: from[name] };
  return filled;
}
