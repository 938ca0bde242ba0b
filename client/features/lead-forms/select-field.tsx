import { FieldFrame, invalidState, useAdoptValueTypedBeforeHydration } from './form-fields';

// Apart from the other field controls: only the contact and gold forms have a select, and the
// pages of the other forms need not load it.

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onValue: (name: string, value: string) => void;
  options: readonly SelectOption[];
  placeholder: string;
  /** 'Choose here' cannot be picked again once a choice is made (docs/product-rules.md, "Validation"). */
  placeholderDisabled?: boolean;
  error?: string | undefined;
  className?: string;
}

export function SelectField(props: SelectFieldProps) {
  const {
    id,
    name,
    label,
    value,
    onValue,
    options,
    placeholder,
    placeholderDisabled = true,
    error,
    className,
  } = props;
  useAdoptValueTypedBeforeHydration(id, value, (domValue) => onValue(name, domValue));
  return (
    <FieldFrame id={id} label={label} error={error} className={className}>
      <select
        id={id}
        name={name}
        value={value}
        required
        onChange={(event) => onValue(name, event.currentTarget.value)}
        {...invalidState(id, error)}
        className="lead-field__control lead-field__select"
      >
        <option value="" disabled={placeholderDisabled}>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
