import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Dialog } from '../../components/dialog/dialog';
import { popup } from '../../content/contact-enquiry';
import { dialogButtons } from '../../content/dialog-buttons';
import { useLeadSubmission } from '../../hooks/use-lead-submission';
import { ContactLeadForm, contactDrafts } from '../lead-forms/contact-lead-form';
import { DeferredResultDialog } from '../lead-forms/deferred-result-dialog';
import { enquiryAlreadySeen, rememberEnquirySeen } from '../../lib/enquiry-memory';
import { handOverDraft, handOverDraftWhenSent } from '../../lib/draft-handover';
import { isDraftOnItsWay } from '../../lib/draft-sendings';
import './enquiry-popup.css';
import type { SubmitOutcome } from '../../../shared/submit-outcome';

/** docs/product-rules.md §8. */
export const POPUP_DELAY_MS = 5000;
const POPUP_RELEASE_DELAY_MS = 100;
const RETRY_MS = 1000;

// Set once the page the visitor landed on has started its count: only that page counts from
// the browser's load event (popupDelay says why); pages reached in the app count from arrival.
let landingCountStarted = false;

/**
 * The pop-up opens 5 s after the page loads (docs/product-rules.md, "The enquiry pop-up"). On the landing page React hydrates a
 * second or two after the load event on a slow phone, so that time is taken off the wait.
 */
function popupDelay(landing: boolean): number {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const loadEnd = navigation?.loadEventEnd ?? 0;
  if (!landing || loadEnd <= 0) return POPUP_DELAY_MS;
  return Math.max(0, POPUP_DELAY_MS - (performance.now() - loadEnd));
}

/**
 * The home page's enquiry pop-up: opens 5 s after load (later if the visitor is typing), once
 * per browser session, and not after an enquiry was sent from the page's own form. Clicking
 * outside does not close it; its Close button and Escape do, so keyboard users are not trapped. It needs
 * JavaScript, so the server renders nothing for it.
 */
export function EnquiryPopup() {
  const [phase, setPhase] = useState<'waiting' | 'open' | 'done'>('waiting');
  const lead = useLeadSubmission('contact', {
    form: contactDrafts.popup,
    releaseDelayMs: POPUP_RELEASE_DELAY_MS,
    useServerEcho: false,
  });
  const submitRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const phaseRef = useRef(phase);
  phaseRef.current = phase;
  // Closed while its enquiry was being sent, and the sending failed: what was typed would be
  // lost with the pop-up. It comes back, filled in, once the failure has been read.
  const reopenAfterResult = useRef(false);

  // Arrived by loading the page (the browser's first history entry, which BrowserRouter names
  // 'default'), not by a link inside the app. Fixed at mount: a later same-page navigation does
  // not restart the count.
  const { key: locationKey } = useLocation();
  const [arrivedByLoad] = useState(() => locationKey === 'default');
  useEffect(() => {
    // Storage is first read when the timer fires, not here: the first sessionStorage access
    // of a page costs milliseconds, and this effect runs in the task that finishes hydration.
    let timer: ReturnType<typeof setTimeout>;
    const open = () => {
      if (enquiryAlreadySeen()) return;
      // Never on top of another dialog (a form's result), never while a form is being sent
      // (its result comes next; the pop-up's own, left open on an earlier visit of the page,
      // would come back filled in with what may have reached us; the page's own, sent on an
      // earlier visit, is an enquiry already; a sent enquiry is remembered, but not where the
      // browser refuses the site its storage), and never while the visitor is filling in a
      // field or moving through the page with the keyboard.
      if (
        document.querySelector('dialog[open], form[aria-busy="true"]') ||
        isDraftOnItsWay(contactDrafts.popup) ||
        isDraftOnItsWay(contactDrafts.inline) ||
        holdsTheVisitorsFocus()
      ) {
        timer = setTimeout(open, RETRY_MS);
        return;
      }
      // Opened by itself, it took the focus from no one: closed, it hands it to the page's
      // content, or the browser would put it back on <body> and the next Tab, or a screen
      // reader, would start again at the top of the header.
      const focused = document.activeElement;
      openerRef.current =
        focused instanceof HTMLElement && focused !== document.body
          ? focused
          : document.getElementById('main');
      setPhase('open');
    };
    const landing = !landingCountStarted && arrivedByLoad;
    landingCountStarted = true;
    timer = setTimeout(open, popupDelay(landing));
    return () => clearTimeout(timer);
  }, [arrivedByLoad]);

  // Closed while its enquiry was on its way, the pop-up handed nothing over (see close). Should
  // that sending then have failed with the visitor on another page, or the page have been
  // loaded again meanwhile, what was typed is still in the pop-up's draft, and the pop-up does
  // not come back: the page's form takes it. Still on its way (the visitor came back before its
  // answer), only once it has failed. In a task of its own, like every first storage read.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (enquiryAlreadySeen()) void handOverDraftWhenSent(contactDrafts.popup, contactDrafts.inline);
    });
    return () => clearTimeout(timer);
  }, []);

  const finish = useCallback(() => {
    rememberEnquirySeen();
    setPhase('done');
  }, []);
  // Closed unsent: what was typed stays on the page, in its own enquiry form. Not what is on its
  // way, or waits for the connection to be sent again by itself (draft-sendings.ts): the page's
  // form would send it a second time.
  const close = () => {
    if (!isDraftOnItsWay(contactDrafts.popup)) handOverDraft(contactDrafts.popup, contactDrafts.inline);
    finish();
  };

  // Also hears the resend the hook makes once the connection is back after an 'offline'
  // outcome. The pop-up stays mounted when closed, and its result dialog below is rendered
  // whatever the phase, so that resend's result shows here, like any other; a resend after the
  // visitor has left the page shows its result on the page they are on. 'offline' does
  // not reopen a closed pop-up: nothing typed is lost while the entry waits to be resent, and
  // should the resend fail, that failure reopens it as any other would.
  const onSubmitted = (outcome: SubmitOutcome) => {
    if (outcome === 'success') finish();
    else if (outcome !== 'offline' && phaseRef.current === 'done') reopenAfterResult.current = true;
  };

  const dismissResult = () => {
    lead.dismissResult();
    if (!reopenAfterResult.current) return;
    reopenAfterResult.current = false;
    setPhase('open');
  };

  if (phase === 'waiting') return null;
  return (
    <>
      <Dialog
        open={phase === 'open'}
        title={popup.heading}
        text={popup.text}
        onClose={close}
        closeLabel={dialogButtons.close}
        closePlacement="corner"
        returnFocusRef={openerRef}
        className="enquiry-popup"
      >
        <ContactLeadForm lead={lead} variant="popup" submitRef={submitRef} onSubmitted={onSubmitted} />
      </Dialog>
      <DeferredResultDialog
        result={lead.result}
        onClose={dismissResult}
        returnFocusRef={phase === 'open' ? submitRef : openerRef}
        variant="popup"
      />
    </>
  );
}

/**
 * A field being filled in (a modal taking the focus mid-word would swallow what is typed), or a
 * keyboard user's place on the page: the focus ring shows where they are, and a modal would
 * take them from it mid-way through the page.
 */
function holdsTheVisitorsFocus(): boolean {
  const focused = document.activeElement;
  return (
    focused instanceof HTMLInputElement ||
    focused instanceof HTMLTextAreaElement ||
    focused instanceof HTMLSelectElement ||
    (focused !== document.body && focused?.matches(':focus-visible') === true)
  );
}
