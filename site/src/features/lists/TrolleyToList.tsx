// The checkout's 'convert trolley to list' modal (orders §2 checkout modals; §5 copy-trolley-to-list name
// rule): 'Salva come lista' opens a name dialog; the trolley's lines (premiums and readonly lines left
// out) become a new list of the customer's (one idempotency key per dialog, resent on a retry), and a
// status line links to it. Shown on the trolley step to logged customers while the trolley has lines.
// The dialog and the lists' calls come on the first press (TrolleyToListDialog.tsx).
import { type ComponentType, useState } from 'react';
import { useStore } from '@nanostores/react';
import { shoppingListPath } from '@mercato/contracts/urls';
import { listTexts as texts, t } from '@mercato/contracts/i18n/it';
import { openModal } from '@mercato/core/stores/feedback';
import { $trolleyCount, $trolleyKnown } from '@mercato/core/stores/trolley';
import { clientErrors } from '@mercato/contracts/i18n/it-client-errors';
import { newKey } from './list-keys.ts';
import type { TrolleyToListDialogProps } from './TrolleyToListDialog.tsx';

export interface TrolleyToListProps {
  /** The trolley's lines when the page was made (the store follows it once loaded). */
  lines: number;
}

export default function TrolleyToList({ lines }: TrolleyToListProps) {
  const count = useStore($trolleyCount);
  const known = useStore($trolleyKnown);
  const [Dialog, setDialog] = useState<ComponentType<TrolleyToListDialogProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [made, setMade] = useState<{ id: number; title: string } | null>(null);
  const [key, setKey] = useState(newKey);
  const has = known ? count > 0 : lines > 0;
  return (
    <div className="lists-convert">
      {has && (
        <button
          type="button"
          className="mercato-button"
          onClick={() => {
            setKey(newKey());
            import('./TrolleyToListDialog.tsx').then(
              (m) => {
                setDialog(() => m.default);
                setOpen(true);
              },
              () => void openModal({ kind: 'alert', message: clientErrors.generic }),
            );
          }}
        >
          {texts.convertButton}
        </button>
      )}
      <p role="status" className="lists-status">
        {made && (
          <>
            {t(texts.convertDone, { name: made.title })} <a href={shoppingListPath(made.id)}>{texts.openList}</a>
          </>
        )}
      </p>
      {open && Dialog && (
        <Dialog
          idempotencyKey={key}
          onClose={() => setOpen(false)}
          onMade={(list) => {
            setMade(list);
            setOpen(false);
          }}
        />
      )}
    </div>
  );
}
