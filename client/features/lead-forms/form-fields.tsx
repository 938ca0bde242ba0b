import { useEffect, type ChangeEvent, type HTMLAttributes, type ReactNode, type RefObject } from 'react';
import { HONEYPOT_FIELD } from '../../../shared/honeypot';
import { buttonLabels, honeypotLabel } from '../../content/forms';
import './lead-forms.css';

export const errorIdFor = (id: string) => `${id}-error`;
const hintIdFor = (id: string) => `${id}-hint`;

/**
 * What ties a control to its hint and its message, for screen readers. Without a message the
 * control is said to be valid outright: left to itself, Chromium called an untouched required
 * select or file field "invalid entry" on arrival, before the visitor had done anything.
 */
export function invalidState(id: string, error: string | undefined, hinted = false) {
  const describedBy = [hinted && hintIdFor(id), error && errorIdFor(id)].filter(Boolean).join(' ');
  return { 'aria-invalid': Boolean(error), 'aria-describedby': describedBy || undefined };
}

/**
 * A visitor on a slow phone can type into the server-rendered form before React hydrates it.
 * Hydration keeps what the browser holds, but React's state still says empty, so the next
 * render would wipe it and a submit would send nothing. On mount, the control's own value
 * (the typed text, or the server's echo) becomes the state. Only the value the control held
 * when React took it over matters, hence the empty dependency list.
 */
export function useAdoptValueTypedBeforeHydration(
  id: string,
  value: string,
  adopt: (domValue: string) => void,
) {
  useEffect(() => {
    const control = document.getElementById(id) as
      HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null;
    if (control && control.value !== value) adopt(control.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration (see above)
  }, []);
}

interface FieldFrameProps {
  id: string;
  label: string;
  /** What the field takes, shown under it. */
  hint?: string | undefined;
  error?: string | undefined;
  children: ReactNode;
  className?: string;
}

/** A visible label, the control, its hint and the field's message (linked by aria-describedby). */
export function FieldFrame({ id, label, hint, error, children, className }: FieldFrameProps) {
  return (
    <div
      className={['lead-field', error ? 'lead-field--invalid' : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
    >
      <label className="lead-field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint ? (
        <p className="lead-field__hint" id={hintIdFor(id)}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="lead-field__error" id={errorIdFor(id)}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type InputMode = HTMLAttributes<HTMLInputElement>['inputMode'];

export interface TextFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onValue: (name: string, value: string) => void;
  error?: string | undefined;
  type?: 'text' | 'email' | 'tel';
  inputMode?: InputMode;
  /**
   * A purpose from the autofill list (name, tel, email...), or nothing. Never 'off': it also
   * keeps the browser from putting the value back when the visitor returns with Back, and
   * without JavaScript nothing else does.
   */
  autoComplete?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  required?: boolean;
  multiline?: boolean;
  /**
   * What the field keeps of what the visitor types or pastes, such as a phone's digits only.
   * A field that drops characters has no maxLength: the browser would cut a pasted
   * '+91 984 501 2345' to 15 characters before the spaces are dropped, and a shorter, wrong
   * number would be sent. The pattern catches too many digits instead, with a message.
   */
  normalize?: ((typed: string) => string) | undefined;
  /**
   * What the field takes ("10 to 15 digits"), shown under it: a phone gives no other sign of
   * its format. Also its title, which the browser's bubble adds to a refusal of its pattern.
   */
  hint?: string;
  className?: string;
}

export function TextField(props: TextFieldProps) {
  const {
    id,
    name,
    label,
    value,
    onValue,
    error,
    type = 'text',
    required = true,
    multiline,
    normalize,
    className,
  } = props;
  const adopt = (raw: string) => onValue(name, normalize ? normalize(raw) : raw);
  useAdoptValueTypedBeforeHydration(id, value, adopt);
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    adopt(event.currentTarget.value);
  const common = {
    id,
    name,
    value,
    onChange,
    required,
    minLength: props.minLength,
    maxLength: props.maxLength,
    autoComplete: props.autoComplete,
    ...invalidState(id, error, Boolean(props.hint)),
    className: 'lead-field__control',
  } as const;
  return (
    <FieldFrame id={id} label={label} hint={props.hint} error={error} className={className}>
      {multiline ? (
        <textarea {...common} rows={4} />
      ) : (
        <input
          {...common}
          type={type}
          inputMode={props.inputMode}
          pattern={props.pattern}
          title={props.hint}
        />
      )}
    </FieldFrame>
  );
}

/**
 * The bot trap (decision 027): off-screen, out of the tab order, never autofilled. People leave it
 * empty; the server answers a filled one with a silent fake success and forwards nothing.
 */
export function Honeypot({ id }: { id: string }) {
  return (
    <div className="lead-honeypot" aria-hidden="true">
      <label htmlFor={id}>{honeypotLabel}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/**
 * While a submission is on its way the button says so and takes no second press, but stays
 * focusable (aria-disabled, not disabled): a disabled button would drop the focus to <body>,
 * and the status line tells a screen reader what is happening until the result dialog does.
 */
export function SubmitButton({
  submitting,
  buttonRef,
}: {
  submitting: boolean;
  buttonRef: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <>
      <button
        ref={buttonRef}
        type="submit"
        className="button button--dark lead-form__submit"
        aria-disabled={submitting || undefined}
      >
        {submitting ? buttonLabels.submitting : buttonLabels.submit}
      </button>
      <span className="visually-hidden" role="status">
        {submitting ? buttonLabels.submitting : ''}
      </span>
    </>
  );
}
