import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { HONEYPOT_FIELD } from '../../../shared/honeypot';
import { westernDigits } from '../../../shared/western-digits';
import { TYPED_PHONE_MAX, TYPED_PHONE_MIN } from '../../../shared/lead-field-limits';
import { GOLD_LEAD_LIMITS, goldLeadForm } from '../../../shared/gold-lead-form';
import { leadFromInputs } from '../../../shared/lead-from-inputs';
import { useAppState } from '../../state/app-state';
import { lateModule } from '../../lib/late-module';
import {
  calculatorPage,
  goldFieldLabels,
  indicativeValue as indicativeText,
  karatOptions,
} from '../../content/calculator';
import { phoneHints } from '../../content/forms';
import { formatRupees } from '../../lib/indian-digits';
import { useLeadSubmission } from '../../hooks/use-lead-submission';
import { Honeypot, SubmitButton, TextField } from './form-fields';
import { TYPED_PHONE_PATTERN } from './phone-typing';
import { SelectField } from './select-field';
import { DeferredResultDialog } from './deferred-result-dialog';

import { formAnchor, honeypotValue, useFormAction, useLeadFields } from './use-lead-fields';

const goldValueCode = lateModule(() => import('../../../shared/gold-value'));

const karatSelectOptions = karatOptions.map((option) => ({
  value: String(option.value),
  label: option.label,
}));

/** Weight and karat handed over by the value estimator; `at` tells two hand-overs apart. */
export interface GoldFormPrefill {
  grams: string;
  karat: number;
  at: number;
}

/** The fields a visitor fills in after the estimator filled weight and karat, in form order. */
const AFTER_PREFILL = ['full_name', 'city', 'phone_number', 'email'] as const;

/**
 * The calculator's gold lead form. Fields stay filled after a success (docs/product-rules.md,
 * "Dialogs and what a visitor is told"). The value estimator can fill in weight and karat: by
 * `prefill` in the browser, and without JavaScript by a link whose query (gold_grams,
 * karat_score) seeds the fields the server renders. Either way the visitor still submits.
 */
export function GoldLeadForm({ prefill }: { prefill?: GoldFormPrefill | null | undefined }) {
  const lead = useLeadSubmission('gold');
  const { rates } = useAppState();
  const submitRef = useRef<HTMLButtonElement>(null);
  const action = useFormAction('gold');
  const { search } = useLocation();
  const seed = useMemo(() => {
    const params = new URLSearchParams(search);
    const karat = params.get('karat_score') ?? '';
    return {
      gold_grams: (params.get('gold_grams') ?? '').slice(0, GOLD_LEAD_LIMITS.gold_grams),
      karat_score: karatSelectOptions.some((option) => option.value === karat) ? karat : '',
    };
  }, [search]);
  const {
    values,
    field,
    fieldId: id,
    submit,
    onInvalid,
  } = useLeadFields(lead, goldLeadForm.inputs, 'gold', seed);

  // A hand-over fills weight and karat; once they are on screen, the focus goes where the
  // visitor continues: the first field still empty.
  const focusNext = () =>
    document.getElementById(id(AFTER_PREFILL.find((name) => values[name] === '') ?? 'full_name'))?.focus();
  const focusAfterPrefill = useRef(false);
  useEffect(() => {
    if (!prefill) return;
    // Handed over again unchanged: nothing renders, so the focus moves now.
    if (values.gold_grams === prefill.grams && values.karat_score === String(prefill.karat)) {
      focusNext();
      return;
    }
    const { onValue } = field('gold_grams');
    onValue('gold_grams', prefill.grams);
    onValue('karat_score', String(prefill.karat));
    focusAfterPrefill.current = true;
    // Only a new hand-over fills the fields, not later typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prefill]);
  useEffect(() => {
    if (!focusAfterPrefill.current) return;
    focusAfterPrefill.current = false;
    focusNext();
  });
  // The indicative value shown with the success dialog: worked out by the server for a form
  // sent without JavaScript, otherwise here once sent. The arithmetic is fetched on the first
  // send, beside the lead itself, so it is not part of the page's first load (sent offline, it
  // comes with the connection, as the lead goes).
  const [value, setIndicative] = useState<number | null>(lead.echo?.indicative?.rupees ?? null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (lead.submitting) return;
    const sent = { grams: values.gold_grams, karat: Number(values.karat_score), gold24kPerGram: rates?.gold };
    setIndicative(null);
    void goldValueCode.arrival().then(({ indicativeValue }) => setIndicative(indicativeValue(sent)));
    await submit({
      ...leadFromInputs(goldLeadForm, values),
      [HONEYPOT_FIELD]: honeypotValue(event.currentTarget),
    });
  };

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
    <div className="lead-form-wrap" id={formAnchor('gold')}>
      <DeferredResultDialog
        result={lead.result}
        onClose={lead.dismissResult}
        returnFocusRef={submitRef}
        successExtra={successExtra}
      />
      <form
        className="lead-form lead-form--gold"
        method="post"
        action={action}
        onSubmit={onSubmit}
        onInvalid={onInvalid}
        // Fetched as the visitor starts on the form: the success dialog then opens with the
        // indicative value in it, rather than growing under the visitor's eyes when the value
        // comes after the answer (and, taller than the screen, it opens at its title).
        onFocus={() => void goldValueCode.arrival()}
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
          pattern={TYPED_PHONE_PATTERN}
          normalize={westernDigits}
          minLength={TYPED_PHONE_MIN}
          maxLength={TYPED_PHONE_MAX}
          hint={phoneHints.flexible}
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
    </div>
  );
}
