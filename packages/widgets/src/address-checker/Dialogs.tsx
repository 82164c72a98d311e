// The address checker's dialogs (loaded when the first one opens, then kept so the notify-me form keeps
// what was typed): notify-me and its confirmation, copy the trolley, the Fìdaty card question, and the
// final confirmation of a logged customer's address change.
import { useMemo, useRef, useState } from 'react';
import { onboardingCalls, type ShopRequest } from '@mercato/client';
import { Modal } from '@mercato/ui';
import modalCss from '@mercato/ui/modal/modal.css?inline';
import ownCss from './dialogs.css?inline';
import type { Dialog } from './AddressChecker.tsx';
import { NotifyMeForm, type NotifyMeValues } from './NotifyMeForm.tsx';
import { errorMessage } from './error-message.ts';
import { texts } from './services-texts.ts';
import { PartCss } from '../runtime/part-css.tsx';

export interface DialogsProps {
  dialog: Dialog;
  request: ShopRequest;
  /** The address a notify-me request is for (the street when one was chosen). */
  activation: { postcode: string; streetId: number | null };
  busy: boolean;
  setBusy: (busy: boolean) => void;
  openDialog: (dialog: Dialog) => void;
}

export function Dialogs({ dialog, request, activation, busy, setBusy, openDialog }: DialogsProps) {
  const api = useMemo(() => onboardingCalls(request), [request]);
  const [notifyError, setNotifyError] = useState<string | null>(null);
  const sending = useRef(false);
  const close = () => openDialog({ kind: 'none' });

  const sendActivation = async (values: NotifyMeValues) => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setNotifyError(null);
    try {
      await api.requestActivation({
        ...activation,
        email: values.email,
        name: values.name,
        privacyAgreement: values.consent,
        site: 'supermercato',
      });
      openDialog({ kind: 'activation-done' });
    } catch (err) {
      setNotifyError(errorMessage(err));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <>
      {/* The dialog styles come with the dialogs (inside the element's shadow root). */}
      <PartCss css={`${modalCss}\n${ownCss}`} />
      <NotifyMeForm
        open={dialog.kind === 'notify'}
        sending={busy}
        serverError={notifyError}
        onSubmit={(v) => void sendActivation(v)}
        onCancel={close}
      />
      <Modal
        open={dialog.kind === 'activation-done'}
        kind="alert"
        title={texts.activationTitle}
        message={texts.activationRegistered}
        confirmLabel={texts.ok}
        onConfirm={close}
      />
      <Modal
        open={dialog.kind === 'copy-trolley'}
        kind="confirm"
        message={texts.copyTrolleyQuestion}
        onConfirm={() => dialog.kind === 'copy-trolley' && dialog.answer(true)}
        onCancel={() => dialog.kind === 'copy-trolley' && dialog.answer(false)}
      />
      <Modal
        open={dialog.kind === 'card-needed'}
        kind="confirm"
        message={dialog.kind === 'card-needed' ? dialog.message : ''}
        onConfirm={() => dialog.kind === 'card-needed' && dialog.register()}
        onCancel={close}
      />
      <Modal
        open={dialog.kind === 'done'}
        kind="alert"
        title={dialog.kind === 'done' ? dialog.title : undefined}
        message={dialog.kind === 'done' ? dialog.message : ''}
        onConfirm={() => {
          const afterClose = dialog.kind === 'done' ? dialog.afterClose : undefined;
          close();
          afterClose?.();
        }}
      />
    </>
  );
}
