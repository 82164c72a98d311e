import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { ui as labels } from '@mercato/contracts/i18n/it-ui';
import { t } from '@mercato/contracts/i18n/t';
import { QUANTITY_MAX, QUANTITY_MIN } from '@mercato/contracts/constants';
import { useIds } from '../use-ids.ts';

export interface QuantitySelectorProps {
  /** Controlled quantity. */
  value?: number;
  /** Uncontrolled start; spec: default 1. */
  defaultValue?: number;
  /** Called with a valid quantity (select change, or the number input on Enter or leaving it). */
  onChange?: (quantity: number) => void;
  /** Defaults to 'Quantità'. */
  label?: string;
  /** Hide the label visually (it stays for screen readers). */
  hideLabel?: boolean;
  min?: number;
  /** Spec orders §9: quantity 1-9999. */
  max?: number;
  disabled?: boolean;
  name?: string;
}

const QUICK = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const MORE = 'more';

/** Quantity: a select of 1-9 and '...'; '...' switches to a number input (min 1, max 9999). */
export function QuantitySelector({
  value,
  defaultValue = 1,
  onChange,
  label = labels.quantity,
  hideLabel = false,
  min = QUANTITY_MIN,
  max = QUANTITY_MAX,
  disabled = false,
  name,
}: QuantitySelectorProps) {
  const ids = useIds('quantity');
  const [own, setOwn] = useState(defaultValue);
  const quantity = value ?? own;
  const [typing, setTyping] = useState(quantity > 9);
  const [text, setText] = useState(String(quantity));
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const focusInput = useRef(false);

  useEffect(() => {
    if (quantity > 9) setTyping(true);
    setText(String(quantity));
  }, [quantity]);

  useEffect(() => {
    if (typing && focusInput.current) {
      focusInput.current = false;
      inputRef.current?.focus();
      inputRef.current?.select();
    }
  }, [typing]);

  const commit = (next: number) => {
    setError(null);
    if (value === undefined) setOwn(next);
    if (next !== quantity) onChange?.(next);
  };

  const onSelect = (event: ChangeEvent<HTMLSelectElement>) => {
    if (event.target.value === MORE) {
      focusInput.current = true;
      setTyping(true);
      return;
    }
    commit(Number(event.target.value));
  };

  const validate = () => {
    // Read the field itself: the two runtimes deliver input and change events differently.
    const raw = (inputRef.current?.value ?? text).trim();
    const n = Number(raw);
    if (raw === '' || !Number.isInteger(n) || n < min || n > max) {
      setError(t(labels.quantityInvalid, { min, max }));
      return;
    }
    commit(n);
  };

  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      validate();
    }
  };

  const fieldId = ids('field');
  return (
    <div className={`mercato-quantity${error ? ' mercato-quantity--invalid' : ''}`} part="quantity">
      <label htmlFor={fieldId} className={hideLabel ? 'mercato-visually-hidden' : 'mercato-quantity__label'}>
        {label}
      </label>
      {typing ? (
        <input
          ref={inputRef}
          id={fieldId}
          name={name}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          disabled={disabled}
          value={text}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? ids('error') : undefined}
          className="mercato-quantity__input mercato-focusable"
          part="quantity-input"
          onInput={(event) => setText((event.target as HTMLInputElement).value)}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKey}
          onBlur={validate}
        />
      ) : (
        <select
          id={fieldId}
          name={name}
          disabled={disabled}
          value={String(quantity)}
          className="mercato-quantity__select mercato-focusable"
          part="quantity-select"
          onChange={onSelect}
        >
          {QUICK.map((n) => (
            <option key={n} value={String(n)}>
              {n}
            </option>
          ))}
          <option value={MORE}>{labels.quantityMore}</option>
        </select>
      )}
      {error && (
        <span id={ids('error')} role="alert" className="mercato-quantity__error">
          {error}
        </span>
      )}
    </div>
  );
}
