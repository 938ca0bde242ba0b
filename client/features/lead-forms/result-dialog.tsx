import type { ReactNode, RefObject } from 'react';
import type { SubmitOutcome } from '../../../shared/submit-outcome';
import { Dialog } from '../../components/dialog/dialog';
import { dialogs, type DialogText } from '../../content/dialogs';
import type { SubmitResult } from '../../hooks/use-lead-submission';
import './result-dialog.css';
// Comes with the dialog's code, out of the first load: the forms' own check in the page's language.
import './page-language-validity';

/** Whether the phone said it was online when each result's dialog first showed it. */
const onlineWhenTold = new WeakMap<SubmitResult, boolean>();

/** What the visitor is told for each outcome (docs/product-rules.md, "Dialogs and what a visitor is told"). */
function dialogTextFor(
  outcome: SubmitOutcome,
  variant: 'page' | 'popup' = 'page',
  online = false,
): DialogText {
  switch (outcome) {
    case 'success':
      return dialogs.success;
    case 'failed':
      return variant === 'popup' ? dialogs.popupFailure : dialogs.failure;
    case 'network':
      return dialogs.network;
    case 'rate-limited':
      return dialogs.tooManyRequests;
    case 'offline':
      // The phone that says it is online had its connection drop on the way, it was not
      // without one.
      return online ? dialogs.interrupted : dialogs.offline;
  }
}

/**
 * A form sent without JavaScript and refused comes back as its page, its title led by the
 * dialog's: the title is what a screen reader says first of a page that has just loaded. The
 * page's texts, as only the page forms post without JavaScript, never the pop-up.
 */
export const refusedPageTitlePrefix = (outcome: SubmitOutcome) => `${dialogTextFor(outcome).title} – `;

export interface ResultDialogProps {
  result: SubmitResult | null;
  onClose: () => void;
  returnFocusRef?: RefObject<HTMLElement | null>;
  variant?: 'page' | 'popup';
  /** Shown under a success text (the gold form's indicative value). */
  successExtra?: ReactNode;
}

/** The outcome of a submission, in the site's one dialog. Mounted only while there is one. */
export function ResultDialog({
  result,
  onClose,
  returnFocusRef,
  variant = 'page',
  successExtra,
}: ResultDialogProps) {
  if (!result) return null;
  // Read once, as the dialog opens: a connection that comes back while it is open must not
  // change its words under the visitor. (The server, which has no navigator, renders only
  // answers of its own here, never 'offline'.)
  if (!onlineWhenTold.has(result)) onlineWhenTold.set(result, globalThis.navigator?.onLine === true);
  const text = dialogTextFor(result.outcome, variant, onlineWhenTold.get(result));
  const close = () => {
    onClose();
    if (result.fromServer) forgetServerAnswer(result.outcome);
  };
  // After a refusal that named fields, the focus goes to the first of them rather than back to
  // Submit: that is where the visitor has work to do. Read when the dialog closes, once the
  // field messages are on the page.
  const returnFocus: RefObject<HTMLElement | null> = {
    get current() {
      const target = returnFocusRef?.current ?? null;
      const form = target instanceof HTMLButtonElement ? target.form : null;
      return form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? target;
    },
  };
  const detail = result.detail ? <p className="site-dialog__detail">{result.detail}</p> : null;
  const extra = result.outcome === 'success' ? successExtra : null;
  return (
    <Dialog
      open
      serverOpen={result.fromServer === true}
      title={text.title}
      text={text.text}
      details={
        detail || extra ? (
          <>
            {detail}
            {extra}
          </>
        ) : null
      }
      tone={toneFor(result.outcome)}
      onClose={close}
      returnFocusRef={returnFocus}
    />
  );
}

// An entry waiting for the connection has not failed: it is not dressed as an error.
function toneFor(outcome: SubmitOutcome): 'success' | 'error' | 'neutral' {
  if (outcome === 'success') return 'success';
  return outcome === 'offline' ? 'neutral' : 'error';
}

/**
 * Once the visitor has closed the dialog the server opened, the page is theirs again: a reload
 * after the no-JavaScript success redirect (?sent=...) must not show the dialog again, and the
 * title no longer leads with a refusal that the field messages now carry.
 */
function forgetServerAnswer(outcome: SubmitOutcome) {
  const prefix = refusedPageTitlePrefix(outcome);
  if (document.title.startsWith(prefix)) document.title = document.title.slice(prefix.length);
  const url = new URL(window.location.href);
  if (!url.searchParams.has('sent')) return;
  for (const key of ['sent', 'grams', 'karat']) url.searchParams.delete(key);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}
