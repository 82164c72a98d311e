// The list page's dialogs (orders §2 "Modals": rename, copy, share, and the slot-change conflict with
// 'Cambia Slot' and 'Rimuovi prodotti'; delete and leave are confirmations). A refusal of the server shows
// in the dialog's banner (orders §8) and keeps what the shopper typed.
import { useState } from 'react';
import { isShopError } from '@mercato/client';
import type { TrolleyException } from '@mercato/contracts';
import { shareListSchema } from '@mercato/contracts/rules/lists';
import { common, lists as base, listTexts as texts } from '@mercato/contracts/i18n/it';
import { Modal } from '@mercato/ui';
import { Field } from '@mercato/ui/field';
import { NameField, nameError } from './NameField.tsx';

const messageOf = (err: unknown) => (isShopError(err) ? err.message : String(err));

export interface NameDialogProps {
  title: string;
  confirmLabel: string;
  initial: string;
  onSubmit: (name: string) => Promise<void>;
  onClose: () => void;
}

/** Rename, copy, new list, trolley to list: one name field. */
export function NameDialog({ title, confirmLabel, initial, onSubmit, onClose }: NameDialogProps) {
  const [name, setName] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (busy) return;
    if (nameError(name)) {
      setTouched(true);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(name);
    } catch (err) {
      setFailure(messageOf(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      kind="confirm"
      title={title}
      confirmLabel={confirmLabel}
      cancelLabel={common.cancel}
      onConfirm={() => void submit()}
      onCancel={onClose}
      message={
        <div aria-busy={busy}>
          {failure && (
            <p className="lists-banner" role="alert">
              {failure}
            </p>
          )}
          <NameField
            label={texts.newListName}
            value={name}
            touched={touched}
            onChange={(v) => {
              setName(v);
              setTouched(true);
            }}
          />
        </div>
      }
    />
  );
}

export interface ShareDialogProps {
  onSubmit: (input: { username: string; message: string }) => Promise<void>;
  onClose: () => void;
}

/** Share: the e-mail ('Formato e-mail non valido!') and the message ('Il messaggio è obbligatorio'). */
export function ShareDialog({ onSubmit, onClose }: ShareDialogProps) {
  const [username, setUsername] = useState('');
  const [message, setMessage] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const check = shareListSchema.safeParse({ username, message });
  const errors: Record<string, string> = {};
  if (!check.success) for (const i of check.error.issues) errors[String(i.path[0])] ??= i.message;
  const submit = async () => {
    if (busy) return;
    setTouched(true);
    if (!check.success) return;
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit({ username: username.trim(), message });
    } catch (err) {
      setFailure(messageOf(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      kind="confirm"
      title={texts.shareTitle}
      confirmLabel={texts.shareSend}
      cancelLabel={common.cancel}
      onConfirm={() => void submit()}
      onCancel={onClose}
      message={
        <div aria-busy={busy}>
          {failure && (
            <p className="lists-banner" role="alert">
              {failure}
            </p>
          )}
          <Field
            className="form-field"
            label={texts.shareEmail}
            error={touched ? errors.username : undefined}
            errorRole="alert"
          >
            {(control) => (
              <input
                {...control}
                type="email"
                autoComplete="email"
                value={username}
                onChange={(e) => setUsername(e.currentTarget.value)}
              />
            )}
          </Field>
          <Field
            className="form-field"
            label={texts.shareMessage}
            error={touched ? errors.message : undefined}
            errorRole="alert"
          >
            {(control) => (
              <textarea
                {...control}
                rows={3}
                maxLength={512}
                value={message}
                onChange={(e) => setMessage(e.currentTarget.value)}
              />
            )}
          </Field>
        </div>
      }
    />
  );
}

export interface SlotConflictProps {
  exceptions: TrolleyException[];
  onChangeSlot: () => void;
  onRemove: () => void;
}

/** The slot-change conflict: products whose preparation time the held slot cannot meet were left out. */
export function SlotConflictDialog({ exceptions, onChangeSlot, onRemove }: SlotConflictProps) {
  return (
    <Modal
      open
      kind="confirm"
      title={texts.slotConflictTitle}
      confirmLabel={base.changeSlot}
      cancelLabel={base.removeProducts}
      onConfirm={onChangeSlot}
      onCancel={onRemove}
      message={
        <>
          <p>{texts.slotConflict}</p>
          <ul>
            {exceptions.map((e) => (
              <li key={e.productId}>{e.description}</li>
            ))}
          </ul>
        </>
      }
    />
  );
}
