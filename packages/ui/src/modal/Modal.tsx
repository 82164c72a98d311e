import { useEffect, useRef, type ReactNode, type KeyboardEvent } from 'react';
import { ui as labels } from '@mercato/contracts/i18n/it-ui';
import { useIds } from '../use-ids.ts';

export type ModalKind = 'confirm' | 'alert' | 'info';

export interface ModalProps {
  open: boolean;
  kind?: ModalKind;
  /** Defaults to 'Attenzione'. */
  title?: string;
  /** Text, or (with `html`) trusted server-sanitised HTML. */
  message: ReactNode;
  /** The message is trusted, already sanitised HTML. */
  html?: boolean;
  /** Defaults to 'Si' for confirm, 'OK' otherwise. */
  confirmLabel?: string;
  /** Confirm kind only; defaults to 'No'. */
  cancelLabel?: string;
  onConfirm: () => void;
  /** Escape or the cancel button. Alert/info without onCancel: Escape confirms. */
  onCancel?: () => void;
  /** A wider dialog, for a picture (the product's big image). */
  wide?: boolean;
}

/** The focused element, looking into open shadow roots. */
function deepActiveElement(): HTMLElement | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: confirm (two buttons) or alert/info (one). Traps focus, closes on Escape (cancel),
 * and gives focus back to the element that had it when the dialog opened.
 */
export function Modal({
  open,
  kind = 'alert',
  title,
  message,
  html = false,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  wide = false,
}: ModalProps) {
  const ids = useIds('modal');
  const dialogRef = useRef<HTMLDivElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancel = onCancel ?? onConfirm;
  const cancelRef = useRef(cancel);
  cancelRef.current = cancel;

  // Focus in on open, back to the opener on close or unmount. Works inside a shadow root too.
  useEffect(() => {
    if (!open) return;
    const opener = deepActiveElement();
    confirmRef.current?.focus();
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        cancelRef.current();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      const dialog = dialogRef.current;
      if (dialog && !event.composedPath().includes(dialog)) confirmRef.current?.focus();
    };
    const body = document.body;
    const overflow = body.style.overflow;
    body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
      body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;

  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    const active = deepActiveElement();
    if (event.shiftKey && (active === first || !dialogRef.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const isConfirm = kind === 'confirm';
  return (
    <div className="mercato-modal" part="modal-backdrop" data-kind={kind} data-size={wide ? 'wide' : undefined}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useAriaPropsSupportedByRole: the role is dialog or alertdialog by kind; Tab is trapped inside it */}
      <div
        ref={dialogRef}
        className="mercato-modal__dialog"
        part="modal-dialog"
        role={kind === 'info' ? 'dialog' : 'alertdialog'}
        aria-modal="true"
        aria-labelledby={ids('title')}
        aria-describedby={ids('message')}
        onKeyDown={trapTab}
      >
        <h2 id={ids('title')} className="mercato-modal__title" part="modal-title">
          {title || labels.modalDefaultTitle}
        </h2>
        {html && typeof message === 'string' ? (
          <div
            id={ids('message')}
            className="mercato-modal__message"
            part="modal-message"
            dangerouslySetInnerHTML={{ __html: message }}
          />
        ) : (
          <div id={ids('message')} className="mercato-modal__message" part="modal-message">
            {message}
          </div>
        )}
        <div className="mercato-modal__actions" part="modal-actions">
          {isConfirm && (
            <button type="button" className="mercato-button mercato-modal__cancel" part="modal-cancel" onClick={cancel}>
              {cancelLabel || labels.confirmNo}
            </button>
          )}
          <button
            ref={confirmRef}
            type="button"
            className="mercato-button mercato-button--primary mercato-modal__confirm"
            part="modal-confirm"
            onClick={onConfirm}
          >
            {confirmLabel || (isConfirm ? labels.confirmYes : labels.ok)}
          </button>
        </div>
      </div>
    </div>
  );
}
