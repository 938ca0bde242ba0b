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

interface OnItsWay {
  arrived: Promise<void>;
  settle: () => void;
}

// Drafts whose sending is on its way. It can outlive its form: the pop-up's enquiry, sent, then
// left for another page and come back to before its answer. Handed over meanwhile, the page's
// form would hold an enquiry that may already have reached us, and could send it again.
const onTheirWay = new Map<string, OnItsWay>();

/**
 * Notes that what `form`'s draft holds is on its way; the function returned says it has
 * arrived or been given up. A sending of the same draft replaces one still noted.
 */
export function noteDraftOnItsWay(form: string): () => void {
  onTheirWay.get(form)?.settle();
  let resolve!: () => void;
  const entry: OnItsWay = {
    arrived: new Promise((done) => (resolve = done)),
    settle: () => {
      if (onTheirWay.get(form) === entry) onTheirWay.delete(form);
      resolve();
    },
  };
  onTheirWay.set(form, entry);
  return entry.settle;
}

/**
 * handOverDraft, once no sending of `from`'s draft is on its way: a success has forgotten the
 * draft by then, so only what was not sent is handed over.
 */
export async function handOverDraftWhenSent(from: string, to: string): Promise<void> {
  for (let entry = onTheirWay.get(from); entry; entry = onTheirWay.get(from)) await entry.arrived;
  handOverDraft(from, to);
}
