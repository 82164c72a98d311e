// The name dialog of 'convert trolley to list' (TrolleyToList.tsx), downloaded on the first press with the
// lists' calls: the trolley step loads neither until the customer asks (its JavaScript budget).
import { useMemo } from 'react';
import { listCalls, type ListCalls } from '@mercato/client';
import { listTexts as texts } from '@mercato/contracts/i18n/it';
import { getClient } from '@mercato/core/api';
import { NameDialog } from './ListDialogs.tsx';

export interface TrolleyToListDialogProps {
  /** The dialog's idempotency key, resent on a retry. */
  idempotencyKey: string;
  onMade: (list: { id: number; title: string }) => void;
  onClose: () => void;
  calls?: ListCalls;
}

export default function TrolleyToListDialog({
  idempotencyKey,
  onMade,
  onClose,
  calls: given,
}: TrolleyToListDialogProps) {
  const calls = useMemo(() => given ?? listCalls(getClient().request), [given]);
  return (
    <NameDialog
      title={texts.convertTitle}
      confirmLabel={texts.convertButton}
      initial=""
      onClose={onClose}
      onSubmit={async (name) => {
        const list = await calls.trolleyToList({ name, idempotencyKey });
        onMade({ id: list.id, title: list.title });
      }}
    />
  );
}
