import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $modal, closeModal } from '@mercato/core/stores/feedback';
import { isSafeHref } from '@mercato/contracts/urls';
import { Modal } from './Modal.tsx';

export interface ModalHostProps {
  /** How to follow a request's redirectUrl; defaults to location.assign. */
  navigate?: (url: string) => void;
}

const assign = (url: string) => window.location.assign(url);

/**
 * Shows the current request of the `$modal` queue (one at a time). Closing answers the request
 * (confirm true, cancel or Escape false); a request with redirectUrl navigates there after closing.
 */
export function ModalHost({ navigate = assign }: ModalHostProps) {
  const request = useStore($modal);
  // Nothing on the first render, as the server rendered: a request queued before this host hydrates (an
  // island that asks as its page opens, e.g. the Colletta Alimentare's join) would otherwise make the
  // hydrating tree differ from the server's HTML, and Preact would put the dialog into the wrong nodes.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!request || !mounted) return null;
  const close = (result: boolean) => {
    const url = request.redirectUrl;
    closeModal(result);
    if (url && isSafeHref(url)) navigate(url);
  };
  return (
    <Modal
      key={request.id}
      open
      kind={request.kind}
      title={request.title}
      message={request.message}
      html={request.html}
      confirmLabel={request.confirmLabel}
      cancelLabel={request.cancelLabel}
      onConfirm={() => close(true)}
      onCancel={() => close(false)}
    />
  );
}
