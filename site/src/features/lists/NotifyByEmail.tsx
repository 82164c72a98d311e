// The product page's 'Avvisami quando disponibile' (shell §7: PUT auth/displayable/notifybyemail/{id}, flag
// productMailNotificationEnabled): drawn for a logged customer on an unavailable product. One press asks
// for the back-in-stock e-mail (idempotent on the server); the answer is read out by a live region.
import { useState } from 'react';
import { isShopError, listCalls, type ListCalls } from '@mercato/client';
import { backInStock as texts } from '@mercato/contracts/i18n/it';
import { getClient } from '@mercato/core/api';

export interface NotifyByEmailProps {
  productId: number;
  /** Tests give their own calls. */
  calls?: Pick<ListCalls, 'notifyByEmail'>;
}

type State = 'idle' | 'sending' | 'done' | 'failed';

export default function NotifyByEmail({ productId, calls }: NotifyByEmailProps) {
  const [state, setState] = useState<State>('idle');
  const [failure, setFailure] = useState<string>(texts.failed);
  const ask = async () => {
    if (state === 'sending' || state === 'done') return;
    setState('sending');
    try {
      await (calls ?? listCalls(getClient().request)).notifyByEmail(productId);
      setState('done');
    } catch (err) {
      setFailure(isShopError(err) && err.message ? err.message : texts.failed);
      setState('failed');
    }
  };
  return (
    <div className="notify-by-email">
      {state !== 'done' && (
        <button type="button" className="mercato-button" aria-disabled={state === 'sending'} onClick={() => void ask()}>
          {state === 'sending' ? texts.sending : texts.button}
        </button>
      )}
      <p role="status" aria-live="polite" className="notify-by-email__answer">
        {state === 'done' ? texts.done : state === 'failed' ? failure : ''}
      </p>
    </div>
  );
}
