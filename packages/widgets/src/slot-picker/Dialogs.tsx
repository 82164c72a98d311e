// The slot constraint dialogs (shell §4 delivery header: an alert with OK, or a confirm with Si/No),
// downloaded when the first one opens: a slot blocked by the trolley's content explains itself (alert),
// and moving a booking to another slot asks first (confirm).
import { Modal } from '@mercato/ui';
import modalCss from '@mercato/ui/modal/modal.css?inline';
import { slotParts as texts } from '@mercato/contracts/i18n/it-slots-parts';
import { t } from '@mercato/contracts/i18n/t';
import type { Slot } from '@mercato/contracts/slots';
import { PartCss } from '../runtime/part-css.tsx';
import { slotWhen } from './format.ts';
import type { Dialog } from './use-slot-picker.ts';

export interface DialogsProps {
  dialog: Dialog;
  onClose: () => void;
  onReplace: (slot: Slot) => void;
}

export function Dialogs({ dialog, onClose, onReplace }: DialogsProps) {
  return (
    <>
      <PartCss css={modalCss} />
      <Modal
        open={dialog.kind === 'blocked'}
        kind="alert"
        title={texts.blockedTitle}
        message={texts.blocked}
        onConfirm={onClose}
      />
      <Modal
        open={dialog.kind === 'replace'}
        kind="confirm"
        title={texts.replaceTitle}
        message={
          dialog.kind === 'replace' ? t(texts.replace, { old: slotWhen(dialog.from), new: slotWhen(dialog.to) }) : ''
        }
        onConfirm={() => dialog.kind === 'replace' && onReplace(dialog.to)}
        onCancel={onClose}
      />
    </>
  );
}
