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
  if (!request) return null;
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
