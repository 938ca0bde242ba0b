// Which drafts are on their way to us, across the forms that send them. A sending can outlive
// its form: the pop-up's enquiry, sent, then left for another page and come back to before its
// answer. Meanwhile the pop-up must not open again on what it holds, nor hand it to the page's
// form: either would offer an enquiry that may already have reached us, to be sent again.
//
// A form sends one entry at a time (use-lead-submission.ts): one that waits for the connection
// after 'offline' is sent again by itself, or replaced by the visitor's next sending. So the
// answer to any sending of a draft (an outcome other than 'offline') ends every sending of it
// noted before it. Not one noted after: a press held while a resend was on its way is sent
// only once that resend has its answer.

interface Sendings {
  /** Each sending on its way, by the order it was noted in. */
  noted: Set<number>;
  over: Promise<void>;
  end: () => void;
}

const byDraft = new Map<string, Sendings>();
let lastNoted = 0;

function settle(form: string, ended: (noted: number) => boolean): void {
  const sendings = byDraft.get(form);
  if (!sendings) return;
  for (const noted of sendings.noted) if (ended(noted)) sendings.noted.delete(noted);
  if (sendings.noted.size > 0) return;
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
    sendings = { noted: new Set(), over: new Promise((resolve) => (end = resolve)), end };
    byDraft.set(form, sendings);
  }
  const id = ++lastNoted;
  sendings.noted.add(id);
  return {
    answered: () => settle(form, (noted) => noted <= id),
    notTaken: () => settle(form, (noted) => noted === id),
  };
}

export const isDraftOnItsWay = (form: string): boolean => byDraft.has(form);

/** Resolves once no sending of `form`'s draft is on its way (at once if none is). */
export async function draftSent(form: string): Promise<void> {
  for (let sendings = byDraft.get(form); sendings; sendings = byDraft.get(form)) await sendings.over;
}
