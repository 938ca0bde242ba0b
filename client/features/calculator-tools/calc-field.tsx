import { useEffect, type ReactNode } from 'react';

/**
 * What was typed or chosen before the calculators' code arrived becomes their state, as in
 * the lead forms (client/features/lead-forms/form-fields.tsx says why): hydration keeps the
 * browser's value, but the next render would put the server's back.
 */
function useAdoptValueTypedBeforeHydration(id: string, value: string, adopt: (domValue: string) => void) {
  useEffect(() => {
    const control = document.getElementById(id) as HTMLInputElement | HTMLSelectElement | null;
    if (control && control.value !== value) adopt(control.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration
  }, []);
}

export const hintIdFor = (id: string) => `${id}-hint`;
export const problemIdFor = (id: string) => `${id}-problem`;

interface CalcFieldProps {
  id: string;
  label: string;
  hint?: string | undefined;
  problem?: string | undefined;
  children: (describedBy: string | undefined) => ReactNode;
}

/**
 * A calculator field: visible label, the control, a hint and the problem with what was typed.
 * The problem line is always there (empty when there is none) so a message appearing as the
 * visitor types moves nothing below it.
 */
export function CalcField({ id, label, hint, problem, children }: CalcFieldProps) {
  const describedBy = [hint ? hintIdFor(id) : '', problem ? problemIdFor(id) : ''].filter(Boolean).join(' ');
  return (
    <div className={`calc-field${problem ? ' calc-field--invalid' : ''}`}>
      <label className="calc-field__label" htmlFor={id}>
        {label}
      </label>
      {children(describedBy || undefined)}
      {hint ? (
        <p className="calc-field__hint" id={hintIdFor(id)}>
          {hint}
        </p>
      ) : null}
      <p className="calc-field__problem" id={problemIdFor(id)}>
        {problem ?? ''}
      </p>
    </div>
  );
}

/** A two-decimal number of grams or rupees: text with a decimal keypad, read by shared/gold-value.ts. */
export function NumberInput(props: {
  id: string;
  name: string;
  value: string;
  required?: boolean;
  describedBy: string | undefined;
  invalid: boolean;
  onValue: (name: string, value: string) => void;
}) {
  useAdoptValueTypedBeforeHydration(props.id, props.value, (typed) => props.onValue(props.name, typed));
  return (
    <input
      id={props.id}
      name={props.name}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      // Digits, grouping commas and at most two decimals; the server says what else is wrong.
      pattern="[0-9][0-9,]*(\.[0-9]{0,2})?|\.[0-9]{1,2}"
      maxLength={16}
      required={props.required}
      value={props.value}
      onChange={(event) => props.onValue(props.name, event.currentTarget.value)}
      aria-invalid={props.invalid || undefined}
      aria-describedby={props.describedBy}
      className="calc-field__control"
    />
  );
}

export function PuritySelect(props: {
  id: string;
  name: string;
  value: string;
  describedBy: string | undefined;
  invalid: boolean;
  placeholder: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onValue: (name: string, value: string) => void;
}) {
  useAdoptValueTypedBeforeHydration(props.id, props.value, (chosen) => props.onValue(props.name, chosen));
  return (
    <select
      id={props.id}
      name={props.name}
      required
      value={props.value}
      onChange={(event) => props.onValue(props.name, event.currentTarget.value)}
      aria-invalid={props.invalid || undefined}
      aria-describedby={props.describedBy}
      className="calc-field__control"
    >
      <option value="">{props.placeholder}</option>
      {props.options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
