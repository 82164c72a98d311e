// 'Aggiungi tutti' of the reorder page (spec orders §2 "Reorder view", shell §7 massiveAddToTrolley/add,
// orders §8 trolley exceptions): one massive add of the past order's products; the trolley store takes the
// answer (the header's badge follows), and what could not be added is listed with the server's words.
// The button is disabled while the call runs, and the call carries one idempotency key per press (the
// client's retries resend it), so a double click or a retry never adds twice.
import { ordersCalls } from '@mercato/client';
import type { TrolleyException } from '@mercato/contracts';
import { orders as ordersTexts, ordersView as texts } from '@mercato/contracts/i18n/it';
import { checkoutPath } from '@mercato/contracts/urls';
import { getClient } from '@mercato/core/api';
import { setTrolley } from '@mercato/core/stores/trolley';
import { useState } from 'react';

interface Props {
  /** productId → quantity (reorder-view.ts reorderQuantities). */
  quantities: Record<number, number>;
  /** The trolley's navigation (the page's). */
  nav: string;
}

type Outcome = { kind: 'done' } | { kind: 'partial'; exceptions: TrolleyException[] } | { kind: 'failed' };

const newKey = () =>
  typeof globalThis.crypto?.randomUUID === 'function'
    ? globalThis.crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

export default function ReorderAddAll({ quantities, nav }: Props) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const count = Object.keys(quantities).length;

  async function addAll() {
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      const trolley = await ordersCalls(getClient().request).addAllToTrolley(quantities, newKey(), nav);
      setTrolley(trolley);
      const exceptions = trolley.exceptions ?? [];
      setOutcome(exceptions.length ? { kind: 'partial', exceptions } : { kind: 'done' });
    } catch {
      // The page's hosts show the error as the catalogue says.
      setOutcome({ kind: 'failed' });
    } finally {
      setBusy(false);
    }
  }

  if (count === 0) return <p>{texts.addAllNone}</p>;
  return (
    <div className="ov-reorder-add">
      <button
        type="button"
        className="mercato-button mercato-button--primary"
        onClick={() => void addAll()}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? texts.addAllBusy : ordersTexts.addAll}
      </button>
      <div role="status" className="ov-reorder-add__outcome">
        {outcome?.kind === 'done' && (
          <p>
            {texts.addAllDone} <a href={checkoutPath('TROLLEY')}>{texts.goToTrolley}</a>
          </p>
        )}
        {outcome?.kind === 'partial' && (
          <>
            <p>{texts.addAllPartial}</p>
            <ul>
              {outcome.exceptions.map((e) => (
                <li key={`${e.code}-${e.productId}`}>{e.message}</li>
              ))}
            </ul>
            <p>
              <a href={checkoutPath('TROLLEY')}>{texts.goToTrolley}</a>
            </p>
          </>
        )}
      </div>
    </div>
  );
}
