import { draftSent } from './draft-sendings';
import { fillEmpty, forgetDraft, readDraft, saveDraft } from './form-drafts';

// Apart from the drafts themselves: only the home page hands a draft over, and every form page
// loads those.

/** Fired on the window, with the form's name as detail, when another form hands it a draft. */
export const DRAFT_HANDED_OVER = 'lead-draft-handed-over';

/**
 * Puts what was typed into one form (`from`) into another's draft, where that one has nothing,
 * and tells a form of that name on the page to fill itself from it. The enquiry pop-up, once
 * closed, is not shown again: what was typed in it goes to the page's own form.
 */
export function handOverDraft(from: string, to: string): void {
  const given = readDraft(from);
  forgetDraft(from);
  if (!given) return;
  saveDraft(to, fillEmpty(readDraft(to) ?? {}, given, Object.keys(given)));
  window.dispatchEvent(new CustomEvent(DRAFT_HANDED_OVER, { detail: to }));
}

/**
 * handOverDraft, once no sending of `from`'s draft is on its way (draft-sendings.ts): a success
 * has forgotten the draft by then (use-lead-fields.ts forgets it before the form hears the
 * outcome), so what was delivered is not handed over to be sent again.
 */
export async function handOverDraftWhenSent(from: string, to: string): Promise<void> {
  await draftSent(from);
  handOverDraft(from, to);
}
