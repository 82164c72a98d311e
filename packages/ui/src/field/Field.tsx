// A form field: its label, its control and its message, wired together. The control gets its id, and
// `aria-invalid` and `aria-describedby` (the hints given, then the message) only while there is an error,
// so a screen reader reads the message with the control; the message is a plain element beside it, as the
// forms have always shown it (the form says what failed when it is sent). The markup's classes are the
// caller's: the widgets' and the site's forms each keep their own look.
//
//   <Field label="CAP" error={error} className="ac-field" labelClassName="ac-label" errorClassName="ac-error">
//     {(control) => <input {...control} className="ac-input" value={value} onChange={…} />}
//   </Field>
import type { ReactNode } from 'react';
import { useIds } from '../use-ids.ts';

/** What the control takes from its field. */
export interface FieldControl {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FieldProps {
  label: ReactNode;
  /** The message under the control; none: the field is valid. */
  error?: string | null;
  /** Ids of elements that describe the control too (a hint), read before the message. */
  describedBy?: string;
  /** The control's id when something else needs it; by default one of useIds. */
  id?: string;
  /** Classes of the field's box, its label and its message. */
  className?: string;
  labelClassName?: string;
  errorClassName?: string;
  /** The label after the control (a checkbox, a radio). */
  labelAfter?: boolean;
  children: (control: FieldControl) => ReactNode;
}

export function Field({
  label,
  error,
  describedBy,
  id,
  className,
  labelClassName,
  errorClassName,
  labelAfter,
  children,
}: FieldProps) {
  const ids = useIds('field');
  const controlId = id ?? ids('control');
  const errorId = `${controlId}-error`;
  const described = [describedBy, error && errorId].filter(Boolean).join(' ');
  const labelled = (
    <label className={labelClassName} htmlFor={controlId}>
      {label}
    </label>
  );
  return (
    <div className={className}>
      {!labelAfter && labelled}
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {labelAfter && labelled}
      {error && (
        <p id={errorId} className={errorClassName}>
          {error}
        </p>
      )}
    </div>
  );
}
