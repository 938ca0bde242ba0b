import { useRef } from 'react';
import { useLeadSubmission } from '../../hooks/use-lead-submission';
import { rememberEnquirySeen } from '../../lib/enquiry-memory';
import { ContactLeadForm } from './contact-lead-form';
import { DeferredResultDialog } from './deferred-result-dialog';
import { formAnchor } from './use-lead-fields';
import type { SubmitOutcome } from '../../../shared/submit-outcome';

/**
 * The home page's inline contact form. Posts to the page itself without JavaScript. Once it is
 * sent, the enquiry pop-up does not ask the same visitor again.
 */
export function ContactForm() {
  const lead = useLeadSubmission('contact');
  const submitRef = useRef<HTMLButtonElement>(null);
  return (
    <div className="lead-form-wrap" id={formAnchor('contact')}>
      <DeferredResultDialog result={lead.result} onClose={lead.dismissResult} returnFocusRef={submitRef} />
      <ContactLeadForm lead={lead} variant="inline" submitRef={submitRef} onSubmitted={rememberWhenSent} />
    </div>
  );
}

function rememberWhenSent(outcome: SubmitOutcome) {
  if (outcome === 'success') rememberEnquirySeen();
}
