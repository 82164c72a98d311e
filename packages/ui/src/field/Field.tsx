// A form field: its label, its control and its message, wired together. The control gets its id,
// `aria-describedby` (the hint, the other describing ids given, then the message) and `aria-invalid` while
// it is invalid, so a screen reader reads the hint and the message with the control. The message is a plain
// paragraph under the control, as the forms have always shown it (the form says what failed when it is
// sent), or an alert where it appears as the shopper types or saves. The markup's classes are the caller's:
// the widgets' and the site's forms each keep their own look.
//
//   <Field label="CAP" error={error} className="ac-field" labelClassName="ac-label" errorClassName="ac-error">
//     {(control) => <input {...control} className="ac-input" value={value} onChange={…} />}
//   </Field>
//
// What the render function returns after the control (a counter, a button) sits between the control and
// the message; give its id in `describedBy` when it describes the control.
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
  /** The message under the control; none: nothing is shown. */
  error?: ReactNode;
  /** Whether the control is invalid; by default, while there is a message. */
  invalid?: boolean;
  /** A hint between the label and the control (`<p id="…-hint">`), read first. */
  hint?: ReactNode;
  /** Ids of other elements that describe the control (a counter), read after the hint. */
  describedBy?: string;
  /** The message read before the hint and the other descriptions. */
  errorFirst?: boolean;
  /** 'alert': the message is announced as it appears (a check made as the shopper types or saves). */
  errorRole?: 'alert';
  /** The field is a section of its own: the label sits in a heading of this level, which names the section. */
  heading?: 'h2' | 'h3';
  /** The control's id when something else needs it; by default one of useIds. Parts: `<id>-hint`, `<id>-error`. */
  id?: string;
  /** Classes of the field's box, its label, its hint and its message. */
  className?: string;
  labelClassName?: string;
  hintClassName?: string;
  errorClassName?: string;
  /** The label after the control (a checkbox, a radio). */
  labelAfter?: boolean;
  children: (control: FieldControl) => ReactNode;
}

export function Field({
  label,
  error,
  invalid = !!error,
  hint,
  describedBy,
  errorFirst,
  errorRole,
  heading: Heading,
  id,
  className,
  labelClassName,
  hintClassName,
  errorClassName,
  labelAfter,
  children,
}: FieldProps) {
  const ids = useIds('field');
  const controlId = id ?? ids('control');
  const part = (name: string) => `${controlId}-${name}`;
  const errorId = error ? part('error') : '';
  const described = [errorFirst && errorId, hint && part('hint'), describedBy, !errorFirst && errorId]
    .filter(Boolean)
    .join(' ');
  let labelled = (
    <label className={labelClassName} htmlFor={controlId}>
      {label}
    </label>
  );
  if (Heading) labelled = <Heading id={part('title')}>{labelled}</Heading>;
  const Box = Heading ? 'section' : 'div';
  return (
    <Box className={className} aria-labelledby={Heading && part('title')}>
      {!labelAfter && labelled}
      {hint && (
        <p id={part('hint')} className={hintClassName}>
          {hint}
        </p>
      )}
      {children({
        id: controlId,
        'aria-invalid': invalid || undefined,
        'aria-describedby': described || undefined,
      })}
      {labelAfter && labelled}
      {error && (
        <p id={errorId} className={errorClassName} role={errorRole}>
          {error}
        </p>
      )}
    </Box>
  );
}
