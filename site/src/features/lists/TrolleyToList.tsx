// The checkout's 'convert trolley to list' modal (orders §2 checkout modals; §5 copy-trolley-to-list name
// rule): 'Salva come lista' opens a name dialog; the trolley's lines (premiums and readonly lines left
// out) become a new list of the customer's (one idempotency key per dialog, resent on a retry), and a
// status line links to it. Shown on the trolley step to logged customers while the trolley has lines.
import { useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { listCalls, type ListCalls } from '@mercato/client';
import { shoppingListPath } from '@mercato/contracts/lists';
import { listTexts as texts, t } from '@mercato/contracts/i18n/it';
import { getClient } from '@mercato/core/api';
import { $trolleyCount, $trolleyKnown } from '@mercato/core/stores/trolley';
import { newKey } from './list-keys.ts';
import { NameDialog } from './ListDialogs.tsx';

export interface TrolleyToListProps {
  /** The trolley's lines when the page was made (the store follows it once loaded). */
  lines: number;
  calls?: ListCalls;
}

export default function TrolleyToList({ lines, calls: given }: TrolleyToListProps) {
  const calls = useMemo(() => given ?? listCalls(getClient().request), [given]);
  const count = useStore($trolleyCount);
  const known = useStore($trolleyKnown);
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
            setOpen(true);
            setKey(newKey());
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
      {open && (
        <NameDialog
          title={texts.convertTitle}
          confirmLabel={texts.convertButton}
          initial=""
          onClose={() => setOpen(false)}
          onSubmit={async (name) => {
            const list = await calls.trolleyToList({ name, idempotencyKey: key });
            setMade({ id: list.id, title: list.title });
            setOpen(false);
          }}
        />
      )}
    </div>
  );
}
