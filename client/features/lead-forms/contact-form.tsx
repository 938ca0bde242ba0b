import { useRef } from 'react';
import { useLeadSubmission } from '../../hooks/use-lead-submission';
import { ContactLeadForm } from './contact-lead-form';
import { DeferredResultDialog } from './deferred-result-dialog';
import { formAnchor } from './use-lead-fields';

/**
 * The home page's inline contact form. Posts to the page itself without JavaScript. Once it has
 * been sent, whatever the answer, the enquiry pop-up does not ask the same visitor again
 * (contact-lead-form.tsx): they have enquired. An empty pop-up over one who waits for the
 * connection, or was just told "Network Error" of a lead that may well have arrived, invited
 * the same enquiry twice.
 */
export function ContactForm() {
  const lead = useLeadSubmission('contact');
  const submitRef = useRef<HTMLButtonElement>(null);
  return (
    <div className="lead-form-wrap" id={formAnchor('contact')}>
      <DeferredResultDialog result={lead.result} onClose={lead.dismissResult} returnFocusRef={submitRef} />
      <ContactLeadForm lead={lead} variant="inline" submitRef={submitRef} />
    </div>
  );
}
