// The address checker's dialogs (loaded on first use): notify-me, activation done, copy the trolley,
// and the final confirmation of a logged customer's address change.
import { Modal } from '@mercato/ui';
import modalCss from '@mercato/ui/modal/modal.css?inline';
import type { Dialog } from './AddressChecker.tsx';
import { NotifyMeForm, type NotifyMeValues } from './NotifyMeForm.tsx';
import { texts } from './texts.ts';

export interface DialogsProps {
  dialog: Dialog;
  busy: boolean;
  notifyError: string | null;
  onNotify: (values: NotifyMeValues) => void;
  onClose: () => void;
  onCopyTrolley: (addressId: number, copy: boolean) => void;
}

export function Dialogs({ dialog, busy, notifyError, onNotify, onClose, onCopyTrolley }: DialogsProps) {
  return (
    <>
      {/* The dialog styles come with the dialogs (inside the element's shadow root). */}
      <style>{modalCss}</style>
      <NotifyMeForm open={dialog.kind === 'notify'} sending={busy} serverError={notifyError} onSubmit={onNotify} onCancel={onClose} />
      <Modal
        open={dialog.kind === 'activation-done'}
        kind="alert"
        title={texts.activationTitle}
        message={texts.activationRegistered}
        confirmLabel={texts.ok}
        onConfirm={onClose}
      />
      <Modal
        open={dialog.kind === 'copy-trolley'}
        kind="confirm"
        message={texts.copyTrolleyQuestion}
        onConfirm={() => dialog.kind === 'copy-trolley' && onCopyTrolley(dialog.addressId, true)}
        onCancel={() => dialog.kind === 'copy-trolley' && onCopyTrolley(dialog.addressId, false)}
      />
      <Modal
        open={dialog.kind === 'done'}
        kind="alert"
        title={dialog.kind === 'done' ? dialog.title : undefined}
        message={dialog.kind === 'done' ? dialog.message : ''}
        onConfirm={() => {
          const then = dialog.kind === 'done' ? dialog.then : undefined;
          onClose();
          then?.();
        }}
      />
    </>
  );
}
