// The notify-me request (spec shell §2): name, email and privacy consent, all required.
import { useState } from 'react';
import { useIds } from '@mercato/ui/use-ids';
import { Modal } from '@mercato/ui';
import { fieldErrors } from '@mercato/contracts/rules/common';
import { type NotifyMeForm as NotifyMeRule, notifyMeSchema } from '@mercato/contracts/rules/notify-me';
import { texts } from './services-texts.ts';

export type NotifyMeValues = NotifyMeRule;

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
  const ids = useIds('notify');
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

  const field = (name: keyof NotifyMeValues) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? ids(`${name}-error`) : undefined,
  });

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
          <div className="ac-field">
            <label className="ac-label" htmlFor={ids('name')}>
              {texts.notify.name}
            </label>
            <input
              id={ids('name')}
              className="ac-input"
              maxLength={64}
              autoComplete="given-name"
              value={values.name}
              onChange={(e) => update({ name: e.currentTarget.value })}
              {...field('name')}
            />
            {errors.name && (
              <p id={ids('name-error')} className="ac-error">
                {errors.name}
              </p>
            )}
          </div>
          <div className="ac-field">
            <label className="ac-label" htmlFor={ids('email')}>
              {texts.notify.email}
            </label>
            <input
              id={ids('email')}
              className="ac-input"
              type="email"
              maxLength={128}
              autoComplete="email"
              value={values.email}
              onChange={(e) => update({ email: e.currentTarget.value })}
              {...field('email')}
            />
            {errors.email && (
              <p id={ids('email-error')} className="ac-error">
                {errors.email}
              </p>
            )}
          </div>
          <div className="ac-field ac-field--check">
            <input
              id={ids('consent')}
              type="checkbox"
              checked={values.consent}
              onChange={(e) => update({ consent: e.currentTarget.checked })}
              {...field('consent')}
            />
            <label htmlFor={ids('consent')}>{texts.notify.consent}</label>
            {errors.consent && (
              <p id={ids('consent-error')} className="ac-error">
                {errors.consent}
              </p>
            )}
          </div>
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
