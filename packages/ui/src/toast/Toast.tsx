import { ui as labels } from '@mercato/contracts/i18n/it-ui';

export type ToastType = 'warning' | 'info' | 'error' | 'success';

export interface ToastItem {
  id: number;
  type: ToastType;
  message: string;
  title?: string;
}

export interface ToastListProps {
  toasts: ToastItem[];
  onDismiss: (id: number) => void;
  /** Accessible name of each close button; defaults to 'Chiudi'. */
  closeLabel?: string;
}

const ICONS: Record<ToastType, string> = { warning: '!', info: 'i', error: '×', success: '✓' };

function ToastCard({
  toast,
  onDismiss,
  closeLabel,
}: {
  toast: ToastItem;
  onDismiss: (id: number) => void;
  closeLabel: string;
}) {
  return (
    <div
      className={`mercato-toast mercato-toast--${toast.type}`}
      part={`toast toast-${toast.type}`}
      data-type={toast.type}
    >
      <span className="mercato-toast__icon" aria-hidden="true">
        {ICONS[toast.type]}
      </span>
      <div className="mercato-toast__body">
        <span className="mercato-visually-hidden">{labels.toastType[toast.type]}: </span>
        {toast.title && <strong className="mercato-toast__title">{toast.title} </strong>}
        <span className="mercato-toast__message">{toast.message}</span>
      </div>
      <button
        type="button"
        className="mercato-toast__close mercato-focusable"
        part="toast-close"
        aria-label={closeLabel}
        onClick={() => onDismiss(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/**
 * Stacked toasts. Two live regions are always in the page (so screen readers notice what is added):
 * errors in an assertive role="alert" region, the rest in a polite role="status" region.
 */
export function ToastList({ toasts, onDismiss, closeLabel = labels.closeNotification }: ToastListProps) {
  const errors = toasts.filter((t) => t.type === 'error');
  const others = toasts.filter((t) => t.type !== 'error');
  return (
    <div className="mercato-toasts" part="toasts">
      <div role="alert" className="mercato-toasts__region">
        {errors.map((t) => (
          <ToastCard key={t.id} toast={t} onDismiss={onDismiss} closeLabel={closeLabel} />
        ))}
      </div>
      <div role="status" aria-live="polite" className="mercato-toasts__region">
        {others.map((t) => (
          <ToastCard key={t.id} toast={t} onDismiss={onDismiss} closeLabel={closeLabel} />
        ))}
      </div>
    </div>
  );
}
