import { useRef, type FormEvent } from 'react';
import { HONEYPOT_FIELD } from '../../../shared/honeypot';
import { FRANCHISE_LEAD_LIMITS as LIMITS, franchiseLeadForm } from '../../../shared/franchise-lead-form';
import type { LeadInputName } from '../../../shared/lead-forms';
import { leadFromInputs } from '../../../shared/lead-from-inputs';
import { tooLongMessage } from '../../../shared/too-long-message';
import { withoutInvisibles } from '../../../shared/without-invisibles';
import { freeTextHint, phoneHints } from '../../content/forms';
import { franchiseFieldLabels } from '../../content/partner';
import { useLeadSubmission } from '../../hooks/use-lead-submission';
import { Honeypot, SubmitButton, TextField, type TextFieldProps } from './form-fields';
import { DIGITS_PHONE_PATTERN, phoneDigits } from './phone-typing';
import { DeferredResultDialog } from './deferred-result-dialog';
import { honeypotValue, useFormAction, useLeadFields, formAnchor } from './use-lead-fields';

type FieldOptions = Pick<
  TextFieldProps,
  | 'type'
  | 'inputMode'
  | 'autoComplete'
  | 'pattern'
  | 'minLength'
  | 'maxLength'
  | 'normalize'
  | 'multiline'
  | 'hint'
>;

const fieldOptions: Record<LeadInputName<'franchise'>, FieldOptions> = {
  full_name: { autoComplete: 'name', maxLength: LIMITS.full_name },
  phone_number: {
    type: 'tel',
    inputMode: 'numeric',
    autoComplete: 'tel',
    pattern: DIGITS_PHONE_PATTERN,
    minLength: 10,
    normalize: phoneDigits,
    hint: phoneHints.digitsOnly,
  },
  email: { type: 'email', autoComplete: 'email', maxLength: LIMITS.email },
  total_funds_available: { maxLength: LIMITS.total_funds_available },
  funds_in_hand_to_invest: { maxLength: LIMITS.funds_in_hand_to_invest },
  previous_experience: { multiline: true, hint: freeTextHint(LIMITS.previous_experience) },
  area_of_interest: { maxLength: LIMITS.area_of_interest },
};

/** The partner page's franchise application. Fields stay filled after a success (docs/product-rules.md, "Dialogs and what a visitor is told"). */
export function FranchiseForm() {
  const lead = useLeadSubmission('franchise');
  const submitRef = useRef<HTMLButtonElement>(null);
  const action = useFormAction('franchise');
  const { values, field, fieldId, submit, onInvalid } = useLeadFields(
    lead,
    franchiseLeadForm.inputs,
    'franchise',
  );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (lead.submitting) return;
    // The free text has no maxLength, which would cut a pasted text short and lose its end. Too
    // long, it is said under the field and nothing is sent: the site would refuse it, and an
    // entry that waited for the connection would be refused only once it was back.
    // Counted as the site counts it: what a visitor cannot see to delete is not counted.
    if (withoutInvisibles(values.previous_experience).trim().length > LIMITS.previous_experience) {
      const message = tooLongMessage(LIMITS.previous_experience);
      lead.setFieldErrors((errors) => ({ ...errors, previous_experience: message }));
      document.getElementById(fieldId('previous_experience'))?.focus();
      return;
    }
    await submit({
      ...leadFromInputs(franchiseLeadForm, values),
      [HONEYPOT_FIELD]: honeypotValue(event.currentTarget),
    });
  };

  return (
    <div className="lead-form-wrap" id={formAnchor('franchise')}>
      <DeferredResultDialog result={lead.result} onClose={lead.dismissResult} returnFocusRef={submitRef} />
      <form
        className="lead-form lead-form--franchise"
        method="post"
        action={action}
        onSubmit={onSubmit}
        onInvalid={onInvalid}
        aria-busy={lead.submitting || undefined}
      >
        {franchiseLeadForm.inputs.map((name) => (
          <TextField
            key={name}
            {...field(name)}
            label={franchiseFieldLabels[name]}
            className={fieldOptions[name].multiline ? 'lead-field--wide' : undefined}
            {...fieldOptions[name]}
          />
        ))}
        <Honeypot id={fieldId(HONEYPOT_FIELD)} />
        <SubmitButton submitting={lead.submitting} buttonRef={submitRef} />
      </form>
    </div>
  );
}
