import { useRef, useState, type FormEvent } from 'react';
import { HONEYPOT_FIELD } from '../../../shared/honeypot';
import { GOLD_LEAD_LIMITS, TYPED_PHONE } from '../../../shared/lead-field-limits';
import { leadFromInputs } from '../../../shared/lead-forms';
import { goldLeadForm } from '../../../shared/lead-forms';
import { useAppState } from '../../app/app-state';
import {
  calculatorPage,
  goldFieldLabels,
  indicativeValue as indicativeText,
  karatOptions,
} from '../../content/calculator';
import { phoneHints } from '../../content/forms';
import { formatRupees } from '../../content/rates';
import { useLeadSubmission } from '../../hooks/use-lead-submission';
import { Honeypot, SelectField, SubmitButton, TextField } from './form-fields';
import { ResultDialog } from './result-dialog';
import { indicativeValue } from './indicative-value';
import { honeypotValue, useFormAction, useLeadFields } from './use-lead-fields';

const karatSelectOptions = karatOptions.map((option) => ({
  value: String(option.value),
  label: option.label,
}));

/** The calculator's gold lead form. Fields stay filled after a success (docs/product-rules.md, "Dialogs and what a visitor is told"). */
export function GoldLeadForm() {
  const lead = useLeadSubmission('gold');
  const { rates } = useAppState();
  const submitRef = useRef<HTMLButtonElement>(null);
  const action = useFormAction();
  const { values, field, fieldId: id } = useLeadFields(lead, goldLeadForm.inputs, 'gold');
  // Weight and karat as sent, for the indicative value in the success dialog.
  const [sent, setSent] = useState<{ grams: string; karat: number } | null>(() =>
    lead.echo?.indicative
      ? { grams: String(lead.echo.indicative.grams), karat: lead.echo.indicative.karat }
      : null,
  );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (lead.submitting) return;
    const karat = Number(values.karat_score);
    setSent({ grams: values.gold_grams, karat });
    await lead.submit({
      ...leadFromInputs(goldLeadForm, values),
      [HONEYPOT_FIELD]: honeypotValue(event.currentTarget),
    });
  };

  const value = sent
    ? indicativeValue({ grams: sent.grams, karat: sent.karat, gold24kPerGram: rates?.gold })
    : null;
  const successExtra =
    value === null ? null : (
      <div className="indicative-value">
        <p className="indicative-value__figure">
          <span className="indicative-value__label">{indicativeText.label}: </span>
          <strong>{formatRupees(value)}</strong>
        </p>
        <p className="indicative-value__note">{indicativeText.disclaimer}</p>
      </div>
    );

  return (
    <div className="lead-form-wrap">
      <form
        className="lead-form lead-form--gold"
        method="post"
        action={action}
        onSubmit={onSubmit}
        aria-busy={lead.submitting || undefined}
      >
        <TextField
          {...field('full_name')}
          label={goldFieldLabels.full_name}
          autoComplete="name"
          maxLength={GOLD_LEAD_LIMITS.full_name}
        />
        <TextField
          {...field('city')}
          label={goldFieldLabels.city}
          autoComplete="address-level2"
          maxLength={GOLD_LEAD_LIMITS.city}
        />
        <TextField
          {...field('gold_grams')}
          label={goldFieldLabels.gold_grams}
          inputMode="decimal"
          autoComplete="off"
          maxLength={GOLD_LEAD_LIMITS.gold_grams}
        />
        <SelectField
          {...field('karat_score')}
          label={goldFieldLabels.karat_score}
          options={karatSelectOptions}
          placeholder={calculatorPage.selectPlaceholder}
        />
        <TextField
          {...field('phone_number')}
          label={goldFieldLabels.phone_number}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          pattern="\+?[0-9 \-]{10,20}"
          minLength={TYPED_PHONE.min}
          maxLength={TYPED_PHONE.max}
          title={phoneHints.flexible}
        />
        <TextField
          {...field('email')}
          label={goldFieldLabels.email}
          type="email"
          autoComplete="email"
          maxLength={GOLD_LEAD_LIMITS.email}
        />
        <Honeypot id={id(HONEYPOT_FIELD)} />
        <SubmitButton submitting={lead.submitting} buttonRef={submitRef} />
      </form>
      <ResultDialog
        result={lead.result}
        onClose={lead.dismissResult}
        returnFocusRef={submitRef}
        successExtra={successExtra}
      />
    </div>
  );
}
