import { useEffect, useMemo, type FormEvent, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { contactFieldLabels, selectPlaceholder, serviceOptions } from '../../content/contact-enquiry';
import { phoneHints } from '../../content/forms';
import type { LeadSubmission } from '../../hooks/use-lead-submission';
import { HONEYPOT_FIELD } from '../../../shared/honeypot';
import { DRAFT_HANDED_OVER } from '../../lib/draft-handover';
import { noteDraftSending } from '../../lib/draft-sendings';
import { CONTACT_LEAD_LIMITS, contactLeadForm } from '../../../shared/contact-lead-form';
import { CONTACT_FORM_CLASS } from '../../../shared/enquiry-sent-memory';
import { leadFromInputs } from '../../../shared/lead-from-inputs';
import { Honeypot, SubmitButton, TextField } from './form-fields';
import { DIGITS_PHONE_PATTERN, phoneDigits } from './phone-typing';
import { SelectField } from './select-field';
import { honeypotValue, useFormAction, useLeadFields } from './use-lead-fields';
import type { SubmitOutcome } from '../../../shared/submit-outcome';

export interface ContactLeadFormProps {
  lead: LeadSubmission;
  /** 'inline' is the home page form (also works without JavaScript); 'popup' is the enquiry pop-up. */
  variant: 'inline' | 'popup';
  submitRef: RefObject<HTMLButtonElement | null>;
  /** Hears the automatic resend's outcome too, after an 'offline' one. */
  onSubmitted?: (outcome: SubmitOutcome) => void;
}

/**
 * Each form's draft (client/lib/form-drafts.ts). The pop-up is not shown again once closed, so
 * what was typed in it then goes to the inline form's.
 */
export const contactDrafts = { inline: 'contact', popup: 'contact-popup' } as const;

/** Name, phone (digits only) and service: the contact lead, inline or in the pop-up. */
export function ContactLeadForm({ lead, variant, submitRef, onSubmitted }: ContactLeadFormProps) {
  const action = useFormAction('contact');
  // A link such as /?service=release (from the release calculator) chooses the service.
  const { search } = useLocation();
  const seed = useMemo(() => {
    const slug = new URLSearchParams(search).get('service');
    const option = serviceOptions.find((choice) => choice.slug === slug);
    return option ? { service_required: option.value } : undefined;
  }, [search]);
  const draftName = contactDrafts[variant];
  const {
    values,
    field,
    fieldId: id,
    submit,
    fillFromDraft,
    onInvalid,
  } = useLeadFields(lead, contactLeadForm.inputs, draftName, seed);
  // The pop-up, closed, hands the inline form what was typed in it (client/lib/draft-handover.ts).
  // What the form was told before (an empty Submit's "Please fill in this field") was said of
  // fields the hand-over may just have filled: it goes, and the next Submit checks them again.
  const { setFieldErrors } = lead;
  useEffect(() => {
    const handedOver = (event: Event) => {
      if ((event as CustomEvent<string>).detail !== draftName) return;
      fillFromDraft();
      setFieldErrors({});
    };
    addEventListener(DRAFT_HANDED_OVER, handedOver);
    return () => removeEventListener(DRAFT_HANDED_OVER, handedOver);
  }, [draftName, fillFromDraft, setFieldErrors]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (lead.submitting) return;
    // The pop-up hears of this send from the page's HTML (shared/enquiry-sent-memory.ts).
    const sending = noteDraftSending(draftName);
    const outcome = await submit(
      { ...leadFromInputs(contactLeadForm, values), [HONEYPOT_FIELD]: honeypotValue(event.currentTarget) },
      (outcome) => {
        if (outcome !== 'offline') sending.answered();
        onSubmitted?.(outcome);
      },
    );
    if (outcome === null) sending.notTaken();
  };

  return (
    <form
      className={`lead-form ${CONTACT_FORM_CLASS} lead-form--${variant}`}
      method="post"
      action={action}
      onSubmit={onSubmit}
      onInvalid={onInvalid}
      aria-busy={lead.submitting || undefined}
    >
      <TextField
        {...field('full_name')}
        label={contactFieldLabels.full_name}
        autoComplete="name"
        maxLength={CONTACT_LEAD_LIMITS.full_name}
      />
      <TextField
        {...field('phone_number')}
        label={contactFieldLabels.phone_number}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        pattern={DIGITS_PHONE_PATTERN}
        minLength={10}
        normalize={phoneDigits}
        hint={phoneHints.digitsOnly}
      />
      <SelectField
        {...field('service_required')}
        label={contactFieldLabels.service_required}
        options={serviceOptions}
        placeholder={selectPlaceholder}
        placeholderDisabled={variant === 'inline'}
      />
      <Honeypot id={id(HONEYPOT_FIELD)} />
      <SubmitButton submitting={lead.submitting} buttonRef={submitRef} />
    </form>
  );
}
