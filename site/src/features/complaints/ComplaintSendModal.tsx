// The send modal of 'Segnala anomalia' (orders §2, §5): the message (required, at most 512: 'Inserire un
// messaggio per la segnalazione') and, when photos are sent, the acceptance of the conditions. What was
// typed stays while the modal is closed and after a failed call (the component stays mounted).
import { useEffect, useRef, useState } from 'react';
import { Modal, useIds } from '@mercato/ui';
import { Field } from '@mercato/ui/field';
import { MAX_LENGTH } from '@mercato/contracts/constants';
import { complaints as texts, t } from '@mercato/contracts/i18n/it';
import { fieldErrors } from '@mercato/contracts/rules/common';
import { complaintSendSchema } from '@mercato/contracts/rules/complaint';

export interface ComplaintSendValues {
  message: string;
  conditionsAccepted: boolean;
}

export interface ComplaintSendModalProps {
  open: boolean;
  /** Photos attached on the products page: the conditions must then be accepted. */
  fileCount: number;
  sending: boolean;
  /** The server's messages by field (message, conditionsAccepted) and its message for the whole call. */
  serverErrors: Record<string, string>;
  serverError: string | null;
  onSend: (values: ComplaintSendValues) => void;
  onCancel: () => void;
}

export default function ComplaintSendModal(props: ComplaintSendModalProps) {
  const { open, fileCount, sending, serverErrors, serverError, onSend, onCancel } = props;
  const ids = useIds('complaint-send');
  const [values, setValues] = useState<ComplaintSendValues>({ message: '', conditionsAccepted: false });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const messageRef = useRef<HTMLTextAreaElement>(null);

  const check = (v: ComplaintSendValues) => fieldErrors(complaintSendSchema, { ...v, fileCount });
  // The server's word wins until the shopper changes the field.
  useEffect(() => setErrors((e) => ({ ...e, ...serverErrors })), [serverErrors]);
  // A form: the message is where the keyboard starts (the Modal's effect, a child's, ran first).
  useEffect(() => {
    if (open) messageRef.current?.focus();
  }, [open]);

  const update = (patch: Partial<ComplaintSendValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (tried) setErrors(check(next));
  };
  const submit = () => {
    if (sending) return;
    const found = check(values);
    setTried(true);
    setErrors(found);
    if (Object.keys(found).length === 0) onSend({ ...values, message: values.message.trim() });
  };
  return (
    <Modal
      open={open}
      kind="confirm"
      title={texts.sendTitle}
      confirmLabel={sending ? texts.sending : texts.send}
      cancelLabel={texts.cancel}
      onConfirm={submit}
      onCancel={onCancel}
      message={
        <form
          className="complaint-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Field
            label={texts.message}
            className="form-field"
            id={ids('message')}
            describedBy={ids('hint')}
            error={errors.message}
            errorFirst
            errorClassName="field-error"
          >
            {(control) => (
              <>
                <textarea
                  {...control}
                  ref={messageRef}
                  rows={5}
                  maxLength={MAX_LENGTH.complaintMessage}
                  value={values.message}
                  onChange={(e) => update({ message: e.currentTarget.value })}
                />
                <p id={ids('hint')} className="complaint-hint">
                  {t(texts.messageHint, { max: MAX_LENGTH.complaintMessage })} ({values.message.length}/
                  {MAX_LENGTH.complaintMessage})
                </p>
              </>
            )}
          </Field>
          {fileCount > 0 && (
            // The message under the label, beside the box (complaints.css .complaint-form .check).
            <Field
              label={texts.conditions}
              labelAfter
              className="check"
              id={ids('conditions')}
              error={errors.conditionsAccepted}
              errorClassName="field-error"
            >
              {(control) => (
                <input
                  {...control}
                  type="checkbox"
                  checked={values.conditionsAccepted}
                  onChange={(e) => update({ conditionsAccepted: e.currentTarget.checked })}
                />
              )}
            </Field>
          )}
          {serverError && (
            <p className="form-alert" role="alert">
              {serverError}
            </p>
          )}
        </form>
      }
    />
  );
}
