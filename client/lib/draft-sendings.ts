// Which drafts are on their way to us, across the forms that send them. A sending can outlive
// its form: the pop-up's enquiry, sent, then left for another page and come back to before its
// answer. Meanwhile the pop-up must not open again on what it holds, nor hand it to the page's
// form: either would offer an enquiry that may already have reached us, to be sent again.
//
// A form sends one entry at a time (use-lead-submission.ts): one that waits for the connection
// after 'offline' is sent again by itself, or replaced by the visitor's next sending. So the
// answer to any sending of a draft (an outcome other than 'offline') ends every sending of it
// noted until then.

interface Sendings {
  count: number;
  over: Promise<void>;
  end: () => void;
}

const byDraft = new Map<string, Sendings>();

function settle(form: string, every: boolean): void {
  const sendings = byDraft.get(form);
  if (!sendings || (sendings.count = every ? 0 : sendings.count - 1) > 0) return;
  byDraft.delete(form);
  sendings.end();
}

/**
 * Notes a sending of what `form`'s draft holds. Call `answered` on its outcome unless that is
 * 'offline', and `notTaken` when the form took no sending (one was still under way).
 */
export function noteDraftSending(form: string): { answered: () => void; notTaken: () => void } {
  let sendings = byDraft.get(form);
  if (!sendings) {
    let end!: () => void;
    sendings = { count: 0, over: new Promise((resolve) => (end = resolve)), end };
    byDraft.set(form, sendings);
  }
  sendings.count++;
  return { answered: () => settle(form, true), notTaken: () => settle(form, false) };
}

export const isDraftOnItsWay = (form: string): boolean => byDraft.has(form);

/** Resolves once no sending of `form`'s draft is on its way (at once if none is). */
export async function draftSent(form: string): Promise<void> {
  for (let sendings = byDraft.get(form); sendings; sendings = byDraft.get(form)) await sendings.over;
}
