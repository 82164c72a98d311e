// The notify-me request (spec shell §2): name, email and privacy consent, all required.
import { useState } from 'react';
import { Field, Modal } from '@mercato/ui';
import { fieldErrors } from '@mercato/contracts/rules/common';
import { type NotifyMeForm as NotifyMeRule, notifyMeSchema } from '@mercato/contracts/rules/notify-me';
import { texts } from './services-texts.ts';

export type NotifyMeValues = NotifyMeRule;

/** The address checker's look of a text field. */
const look = { className: 'ac-field', labelClassName: 'ac-label', errorClassName: 'ac-error' };

/** Field → message, by the notify-me rule of @mercato/contracts. */
export const validateNotifyMe = (v: NotifyMeValues) =>
  fieldErrors(notifyMeSchema, v) as Partial<Record<keyof NotifyMeValues, string>>;

export interface NotifyMeFormProps {
  open: boolean;
  sending: boolean;
  serverError: string | null;
  onSubmit: (values: NotifyMeValues) => void;
  onCancel: () => void;
}

export function NotifyMeForm({ open, sending, serverError, onSubmit, onCancel }: NotifyMeFormProps) {
  // Kept while the dialog is closed and after a failed call: nothing typed is lost.
  const [values, setValues] = useState<NotifyMeValues>({ name: '', email: '', consent: false });
  const [errors, setErrors] = useState<Partial<Record<keyof NotifyMeValues, string>>>({});
  const [tried, setTried] = useState(false);

  const update = (patch: Partial<NotifyMeValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (tried) setErrors(validateNotifyMe(next));
  };

  const submit = () => {
    if (sending) return;
    const found = validateNotifyMe(values);
    setTried(true);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit({ ...values, name: values.name.trim(), email: values.email.trim() });
  };

  return (
    <Modal
      open={open}
      kind="confirm"
      title={texts.notify.title}
      confirmLabel={sending ? texts.checking : texts.notify.submit}
      cancelLabel={texts.cancel}
      onConfirm={submit}
      onCancel={onCancel}
      message={
        <form
          className="ac-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Field label={texts.notify.name} error={errors.name} {...look}>
            {(control) => (
              <input
                {...control}
                className="ac-input"
                maxLength={64}
                autoComplete="given-name"
                value={values.name}
                onChange={(e) => update({ name: e.currentTarget.value })}
              />
            )}
          </Field>
          <Field label={texts.notify.email} error={errors.email} {...look}>
            {(control) => (
              <input
                {...control}
                className="ac-input"
                type="email"
                maxLength={128}
                autoComplete="email"
                value={values.email}
                onChange={(e) => update({ email: e.currentTarget.value })}
              />
            )}
          </Field>
          <Field
            label={texts.notify.consent}
            error={errors.consent}
            className="ac-field ac-field--check"
            errorClassName="ac-error"
            labelAfter
          >
            {(control) => (
              <input
                {...control}
                type="checkbox"
                checked={values.consent}
                onChange={(e) => update({ consent: e.currentTarget.checked })}
              />
            )}
          </Field>
          {serverError && (
            <p className="ac-error" role="alert">
              {serverError}
            </p>
          )}
          <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
        </form>
      }
    />
  );
}
