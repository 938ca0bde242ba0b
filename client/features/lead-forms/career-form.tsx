import { useEffect, useRef, useState, type FormEvent } from 'react';
import { HONEYPOT_FIELD } from '../../../shared/honeypot';
import { CAREER_LIMITS } from '../../../shared/career-form-limits';
import type { CareerFormField } from '../../../shared/career-form-rules';
import { CV_ACCEPT, CV_TOO_LARGE_MESSAGE, CV_UNSUPPORTED_TYPE_MESSAGE } from '../../../shared/cv-rules';
import { careerFieldLabels } from '../../content/career';
import { freeTextHint } from '../../content/forms';
import { leadFromInputs } from '../../../shared/lead-from-inputs';
import { careerLeadForm } from '../../../shared/career-lead-form';
import { useLeadSubmission } from '../../hooks/use-lead-submission';
import { lateModule } from '../../lib/late-module';
import { uploadTimeoutMs } from './upload-timeout';
import { FieldFrame, Honeypot, invalidState, SubmitButton, TextField } from './form-fields';
import { DeferredResultDialog } from './deferred-result-dialog';
import { honeypotValue, useFormAction, useLeadFields, formAnchor } from './use-lead-fields';

const TEXT_FIELDS = careerLeadForm.inputs;
/** Focus goes to the first invalid field in this (visual) order. */
const FIELD_ORDER: readonly CareerFormField[] = [...TEXT_FIELDS, 'cv'];
/** Why the server refused a CV, by its answer's status: told in the dialog and under the file field. */
const CV_REFUSALS = {
  field: 'cv',
  byStatus: { 413: CV_TOO_LARGE_MESSAGE, 415: CV_UNSUPPORTED_TYPE_MESSAGE },
};

/**
 * The table's checks, fetched once the form is alive: only Submit needs them, so the page's
 * first load does without them.
 */
const careerChecks = lateModule(() => import('../../../shared/career-form-rules'));

/**
 * The career application (multipart). The validation table of docs/product-rules.md ("Validation") is checked on submit with
 * its messages under the fields; nothing is sent while any error stands. Without JavaScript,
 * and until the table's checks are in, the browser's own checks and the server's schema do the
 * same job.
 */
export function CareerForm() {
  const lead = useLeadSubmission('career', { timeoutFor: uploadTimeoutMs, statusMessages: CV_REFUSALS });
  const submitRef = useRef<HTMLButtonElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const action = useFormAction('career');
  const { values, field, reset, fieldId: id, submit } = useLeadFields(lead, TEXT_FIELDS, 'career');
  // The server render keeps browser validation for visitors without JavaScript; once the
  // table's checks are in, its own messages replace the browser's bubbles.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => {
    void careerChecks.arrival().then(() => setEnhanced(true));
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (lead.submitting) return;
    const form = event.currentTarget;
    const file = fileRef.current?.files?.[0] ?? null;
    // Not in yet, the browser has checked the form (noValidate is off until then).
    const errors = careerChecks.current?.validateCareerForm(values, file) ?? {};
    const invalid = FIELD_ORDER.filter((name) => errors[name]);
    if (invalid.length > 0) {
      lead.setFieldErrors(errors);
      const first = invalid[0];
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    const payload = new FormData();
    for (const [name, value] of Object.entries(leadFromInputs(careerLeadForm, values)))
      payload.append(name, String(value));
    payload.append(HONEYPOT_FIELD, honeypotValue(form));
    if (file) payload.append('cv', file, file.name);
    // Also after the resend that follows an 'offline' outcome, which comes later: by then the
    // visitor may have changed the form, and what they changed was not sent.
    await submit(payload, (outcome, unchanged) => {
      const sameFile = (fileRef.current?.files?.[0] ?? null) === file;
      if (outcome !== 'success' || !unchanged || !sameFile) return;
      reset();
      if (fileRef.current) fileRef.current.value = '';
    });
  };

  const cvError = lead.fieldErrors.cv;
  const cvId = id('cv');
  return (
    <div className="lead-form-wrap" id={formAnchor('career')}>
      <DeferredResultDialog result={lead.result} onClose={lead.dismissResult} returnFocusRef={submitRef} />
      <form
        className="lead-form lead-form--career"
        method="post"
        action={action}
        encType="multipart/form-data"
        noValidate={enhanced}
        onSubmit={onSubmit}
        aria-busy={lead.submitting || undefined}
      >
        <TextField
          {...field('candidate_name')}
          label={careerFieldLabels.candidate_name}
          autoComplete="name"
          maxLength={CAREER_LIMITS.candidate_name}
        />
        <TextField
          {...field('candidate_email')}
          label={careerFieldLabels.candidate_email}
          type="email"
          autoComplete="email"
          maxLength={CAREER_LIMITS.candidate_email}
        />
        <TextField
          {...field('phone_number')}
          label={careerFieldLabels.phone_number}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          minLength={CAREER_LIMITS.phone_number.min}
          maxLength={CAREER_LIMITS.phone_number.max}
        />
        <TextField
          {...field('description')}
          label={careerFieldLabels.description}
          multiline
          hint={freeTextHint(CAREER_LIMITS.description)}
          className="lead-field--wide"
        />
        <FieldFrame id={cvId} label={careerFieldLabels.cv} error={cvError} className="lead-field--wide">
          <input
            ref={fileRef}
            id={cvId}
            name="cv"
            type="file"
            accept={CV_ACCEPT}
            required
            className="lead-field__control lead-field__file"
            onChange={() => lead.clearFieldError('cv')}
            {...invalidState(cvId, cvError)}
          />
        </FieldFrame>
        <Honeypot id={id(HONEYPOT_FIELD)} />
        <SubmitButton submitting={lead.submitting} buttonRef={submitRef} />
      </form>
    </div>
  );
}
