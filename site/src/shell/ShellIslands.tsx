import { useEffect } from 'react';
import { LoaderHost, ModalHost, ToastHost } from '@mercato/ui';
import { useLatest } from '@mercato/ui/use-latest';
import { openModal, type ModalRequest } from '@mercato/core/stores/feedback';
import { getClient } from '@mercato/core/api';
import { isSafeHref, type Message } from '@mercato/contracts';
import AddToListHost from '~/features/lists/AddToListHost.tsx';

interface Props {
  /** Pending messages of the page configuration: shown one by one, each marked read once confirmed. */
  messages: Message[];
  /** Slot losses (shell/slot-losses.ts): alerts after the pending messages, first slot loss first. */
  slotLosses?: string[];
  /** An alert to show as the page opens (e.g. navigation blocked on rule agreement). */
  initialAlert?: ModalRequest | null;
}

/** The shell's shared feedback hosts (modal, toasts, loader) plus the pending-messages flow. */
export default function ShellIslands({ messages, slotLosses = [], initialAlert = null }: Props) {
  const latest = useLatest();
  useEffect(() => {
    const current = latest();
    const client = getClient();
    (async () => {
      if (initialAlert) await openModal(initialAlert);
      for (const message of messages) {
        if (!current()) return;
        await openModal({
          kind: 'alert',
          title: message.messageTitle,
          message: message.messageText,
          html: message.htmlType === true,
          // An empty label gets the modal's own 'OK'.
          confirmLabel: message.confirmButtonLabel,
        });
        try {
          await client.markMessageRead(message.messageId);
        } catch {
          // The client already reported the failure; the message stays pending and shows again next time.
          break;
        }
        // Only a link of this site or an http(s) address: never javascript: or a browser-mangled path.
        if (message.redirectUrl && isSafeHref(message.redirectUrl)) {
          window.location.assign(message.redirectUrl);
          return;
        }
      }
      // The server answers a loss once: shown now, never again.
      for (const loss of slotLosses) {
        if (!current()) return;
        await openModal({ kind: 'alert', message: loss });
      }
    })();
  }, []);
  return (
    <>
      <ModalHost />
      <ToastHost />
      <LoaderHost />
      <AddToListHost />
    </>
  );
}
