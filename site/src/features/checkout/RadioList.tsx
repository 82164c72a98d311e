// One radio group of the checkout's forms (the invoice choice, the billing form, the payment hub): a
// fieldset with its legend, one labelled radio per option; an option given an `aside` (a button acting on
// that option, or nothing for this one: `false`) sits in a row with it, so the options of one list line up.
// The choice is the caller's state: `onChange` says which option was chosen.
import type { ReactNode } from 'react';

export interface RadioOption<V> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
  /** Beside the option, in its row (a 'Correggi' or 'Elimina' button); given, even `false`: the row. */
  aside?: ReactNode;
}

export interface RadioListProps<V> {
  legend: ReactNode;
  /** The legend for screen readers only (a heading above already says it). */
  legendHidden?: boolean;
  /** The radios' group name. */
  name: string;
  /** The chosen option's value (compared with ===). */
  value: V | null;
  options: readonly RadioOption<V>[];
  onChange: (value: V) => void;
  /** 'inline': the options side by side; 'nested': a group under another's choice. */
  variant?: 'inline' | 'nested';
}

export function RadioList<V extends string | number | boolean | null>({
  legend,
  legendHidden,
  name,
  value,
  options,
  onChange,
  variant,
}: RadioListProps<V>) {
  return (
    <fieldset className={variant ? `co-radios co-radios--${variant}` : 'co-radios'}>
      <legend className={legendHidden ? 'mercato-visually-hidden' : undefined}>{legend}</legend>
      {options.map((option) => {
        const radio = (
          <label key={String(option.value)} className="co-radio">
            <input
              type="radio"
              name={name}
              value={String(option.value ?? '')}
              checked={value === option.value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        );
        return option.aside !== undefined ? (
          <div key={String(option.value)} className="co-radio-row">
            {radio}
            {option.aside}
          </div>
        ) : (
          radio
        );
      })}
    </fieldset>
  );
}
