import { useEffect, useRef, useState, type FocusEvent, type FormEvent, type ReactNode } from 'react';
import type { Checked } from './calculator-inputs';

/**
 * The calculators' fields are uncontrolled: the browser owns what is typed, React only reads it
 * (on every input, and once when the calculators' code arrives). Nothing typed can then be lost
 * to a render, not even what was typed while they were being hydrated.
 */
export function useFormValues<Name extends string>(
  names: readonly Name[],
  setValues: (values: Record<Name, string>) => void,
) {
  // The form itself, not looked up by id: an id can differ between the server's HTML and the
  // browser's render (anchors.ts), and the form must still be found.
  const ref = useRef<HTMLFormElement>(null);
  const [sent, setSent] = useState(false);
  const [left, setLeft] = useState<ReadonlySet<string>>(() => new Set());
  const addressTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const read = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const values = {} as Record<Name, string>;
    for (const name of names) values[name] = String(data.get(name) ?? '');
    return values;
  };
  const take = (form: HTMLFormElement) => {
    const values = read(form);
    setValues(values);
    clearTimeout(addressTimer.current);
    const anchor = form.getAttribute('action') ?? '';
    addressTimer.current = setTimeout(() => keepInAddress(values, anchor), ADDRESS_DELAY_MS);
  };
  useEffect(() => {
    // The fields' problems are the page's own, in its language, once the code is in: the
    // browser's checks would stop Enter with a bubble in the browser's language instead.
    if (ref.current) ref.current.noValidate = true;
    if (ref.current) setValues(read(ref.current));
    return () => clearTimeout(addressTimer.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the code arrives
  }, []);
  return {
    ref,
    /**
     * Whose problems the visitor is shown: every field's once the button was pressed, otherwise
     * those of the fields the visitor has left. A problem that came and went with each key
     * ("0" on the way to "0.5") would move everything below it up and down while typing.
     */
    checked: (sent ? 'all' : left) satisfies Checked as Checked,
    onChange: (event: FormEvent<HTMLFormElement>) => take(event.currentTarget),
    onBlur: (event: FocusEvent<HTMLFormElement>) => {
      const { name } = event.target as Partial<HTMLInputElement>;
      if (name && !left.has(name)) setLeft(new Set(left).add(name));
    },
    // The figures are on screen already: loading the page again would only clear the other
    // calculator and lose the place.
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      take(event.currentTarget);
      setSent(true);
    },
  };
}

/** Typing settles before the address follows (browsers limit how often a page may change it). */
const ADDRESS_DELAY_MS = 400;

/**
 * What the visitor typed, in the page's address, as the GET form would put it there (the
 * form's anchor included): Back from another page, a reload and a copied link then show what
 * was on screen. It replaces the entry (and keeps the router's state in it); the other
 * calculator's fields stay as they are.
 */
function keepInAddress(values: Record<string, string>, anchor: string) {
  const url = new URL(anchor, window.location.href);
  for (const [name, value] of Object.entries(values))
    if (value) url.searchParams.set(name, value);
    else url.searchParams.delete(name);
  // A gold lead sent without JavaScript comes back as ?sent=gold, which would make the
  // calculators ignore their fields (calculator-inputs.ts) and show its dialog again.
  url.searchParams.delete('sent');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

/**
 * The other calculator's fields, carried as they came in the address: without JavaScript a GET
 * form sends only its own fields, and the other calculator's figures would be lost.
 */
export function CarriedFields({ values }: { values: Record<string, string> }) {
  return (
    <>
      {Object.entries(values).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
    </>
  );
}

export const hintIdFor = (id: string) => `${id}-hint`;
const problemIdFor = (id: string) => `${id}-problem`;

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
  defaultValue: string;
  required?: boolean;
  describedBy: string | undefined;
  invalid: boolean;
}) {
  return (
    <input
      id={props.id}
      name={props.name}
      type="text"
      inputMode="decimal"
      maxLength={16}
      required={props.required}
      defaultValue={props.defaultValue}
      aria-invalid={props.invalid}
      aria-describedby={props.describedBy}
      className="calc-field__control"
    />
  );
}

export function PuritySelect(props: {
  id: string;
  name: string;
  defaultValue: string;
  describedBy: string | undefined;
  invalid: boolean;
  placeholder: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  return (
    <select
      id={props.id}
      name={props.name}
      required
      defaultValue={props.defaultValue}
      aria-invalid={props.invalid}
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
