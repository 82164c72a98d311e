import { useStore } from '@nanostores/react';
import { $toasts, dismissToast } from '@mercato/core/stores/feedback';
import { ToastList } from './Toast.tsx';

export interface ToastHostProps {
  closeLabel?: string;
}

/** The toasts of the `$toasts` store; the store removes each after its duration. */
export function ToastHost({ closeLabel }: ToastHostProps) {
  const toasts = useStore($toasts);
  return <ToastList toasts={toasts} onDismiss={dismissToast} closeLabel={closeLabel} />;
}
