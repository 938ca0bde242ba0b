import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { sitePath } from '../../lib/site-locale';
import { HONEYPOT_FIELD } from '../../../shared/honeypot';
import type { LeadSubmission } from '../../hooks/use-lead-submission';
import type { SubmitOutcome } from '../../../shared/submit-outcome';
import type { LeadKind } from '../../../shared/lead-forms';
import { fillEmpty, forgetDraft, readDraft, saveDraft } from '../../lib/form-drafts';

/**
 * What every lead form repeats: controlled text values seeded from what the server echoed (a
 * form sent without JavaScript comes back with what was typed, otherwise empty), an edit
 * that also clears that field's message, ids unique to this form instance, and the props
 * each field control takes. With a `draftName`, what is typed is kept for the tab's session
 * (client/lib/form-drafts.ts) and put back when the form is shown again, until it is sent
 * (through this hook's `submit`).
 */
export function useLeadFields<Name extends string>(
  lead: LeadSubmission,
  names: readonly Name[],
  draftName?: string,
  /** Values a link asked for (e.g. /?service=release), used when the server echoed nothing. */
  seed?: Partial<Record<Name, string>>,
) {
  const idBase = useId();
  const [values, setValues] = useState<Record<Name, string>>(() => {
    const initial = {} as Record<Name, string>;
    for (const name of names) {
      const value = lead.echo ? lead.echo.values[name] : seed?.[name];
      initial[name] = typeof value === 'string' ? value : '';
    }
    return initial;
  });
  const { clearFieldError } = lead;
  const onValue = useCallback(
    (name: string, value: string) => {
      setValues((current) => (current[name as Name] === value ? current : { ...current, [name]: value }));
      clearFieldError(name);
    },
    [clearFieldError],
  );
  const reset = useCallback(() => {
    setValues(() => {
      const empty = {} as Record<Name, string>;
      for (const name of names) empty[name] = '';
      return empty;
    });
  }, [names]);

  // After hydration, never during it: the server rendered the fields empty. And in a task of
  // its own: the page's first sessionStorage access costs milliseconds (many more on a slow
  // phone), and effects run in the task that finishes hydration. A field already holding
  // something (typed meanwhile, or echoed by the server) keeps it.
  const [draftRead, setDraftRead] = useState(false);
  const fillFromDraft = useCallback(() => {
    const draft = draftName ? readDraft(draftName) : null;
    // Unchanged, the same object: a new one would save the fields as a draft again, and fields
    // left filled after a success are no draft.
    if (draft) setValues((current) => fillEmpty(current, draft, names));
    setDraftRead(true);
  }, [draftName, names]);
  useEffect(() => {
    if (!draftName) return;
    const timer = setTimeout(fillFromDraft);
    return () => clearTimeout(timer);
  }, [draftName, fillFromDraft]);
  useEffect(() => {
    if (draftName && draftRead) saveDraft(draftName, values);
  }, [draftName, draftRead, values]);
  // Sent: nothing is left to lose (the fields may stay filled on the page after a success).
  // Sent before the page's script ran, it comes back as sent (the server's echo). Sent by this
  // hook's `submit`, the success is heard on the sending itself, not on this form's state: it
  // can come after the form has gone (the visitor moved on while it was on its way, or while
  // it waited for the connection), and a draft left behind would fill the form again for a
  // second lead.
  const sentWithoutScript = lead.echo?.outcome === 'success';
  useEffect(() => {
    if (draftName && sentWithoutScript) forgetDraft(draftName);
  }, [draftName, sentWithoutScript]);

  // An answer can come after the visitor changed a field (a quiet resend took its time): what
  // they changed was not sent, so it stays, in the fields and as the draft.
  const shown = useRef(values);
  useEffect(() => {
    shown.current = values;
  }, [values]);
  const { submit: submitLead } = lead;
  const submit = useCallback(
    (payload: Parameters<LeadSubmission['submit']>[0], onOutcome?: FieldsOutcomeListener) => {
      const sent = shown.current;
      return submitLead(payload, (outcome) => {
        const unchanged = names.every((name) => shown.current[name] === sent[name]);
        // Before the form hears it: what waits for this answer to hand the draft over
        // (draft-handover.ts) must find a delivered one gone. Only what was sent: this form may
        // have gone meanwhile, and come back as another that changed the draft.
        const draft = draftName ? readDraft(draftName) : null;
        if (draft && outcome === 'success' && unchanged && names.every((name) => draft[name] === sent[name]))
          forgetDraft(draftName!);
        onOutcome?.(outcome, unchanged);
      });
    },
    [submitLead, draftName, names],
  );

  // The browser's own check (required, pattern, type="email") shows its bubble at one control, for
  // a few seconds. What it found wrong in each control stays under that control, in the bubble's
  // words (the page's language: page-language-validity.ts), until the visitor edits it.
  const { setFieldErrors } = lead;
  const onInvalid = ({ target }: FormEvent<HTMLFormElement>) => {
    const { name, validationMessage } = target as HTMLInputElement;
    setFieldErrors((current) => ({ ...current, [name]: validationMessage }));
  };

  const fieldId = useCallback((name: string) => `${idBase}-${name}`, [idBase]);
  /** The props every field of the form takes from it: spread into TextField or SelectField. */
  const field = (name: Name) => ({
    id: fieldId(name),
    name,
    value: values[name],
    onValue,
    error: lead.fieldErrors[name],
  });
  return { values, reset, fieldId, field, submit, fillFromDraft, onInvalid };
}

/** Told each outcome of a sending, and whether the fields still hold what it sent. */
export type FieldsOutcomeListener = (outcome: SubmitOutcome, unchanged: boolean) => void;

/** The hidden honeypot's value as the browser holds it: people never fill it, bots do. */
export function honeypotValue(form: HTMLFormElement): string {
  return String(new FormData(form).get(HONEYPOT_FIELD) ?? '');
}

/**
 * Where the form posts without JavaScript: the page it is shown on, at the form. The site
 * registry says which pages take which form, and a test holds that each form is shown only
 * there. The page that comes back opens at the form, not at the top: its result dialog comes
 * first in the form's wrapper, so the first Tab reaches its OK and the next the first field.
 */
export function useFormAction(kind: LeadKind): string {
  return `${sitePath(useLocation().pathname)}#${formAnchor(kind)}`;
}

/** The id of a form's wrapper, which its no-JavaScript answer opens at. */
export const formAnchor = (kind: LeadKind): string => `${kind}-form`;
