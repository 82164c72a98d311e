// The Colletta Alimentare join (spec shell §4 "Food collection join"), asked as the page opens and again
// from its button: joined already, the info toast 'Stai già aderendo alla Colletta Alimentare'; else the
// confirm dialog 'Vuoi aderire alla Colletta Alimentare?' ('Sì, aderisco' / 'No'). Confirming joins
// (the store's address becomes the address in use) and goes where the answer says (redirector.path,
// through safeRedirectPath). A failed join is logged as spec §8 says ('Error during change address by tag
// service', no message to the shopper) and the button stays, to try again; a lost login leads to the login.
import { collettaCalls } from '@mercato/client';
import { foodCollection as m } from '@mercato/contracts/i18n/it-colletta';
import { safeRedirectPath } from '@mercato/contracts/urls';
import { getClient } from '@mercato/core/api';
import { openModal, showToast } from '@mercato/core/stores/feedback';
import { useEffect, useRef, useState } from 'react';

/** Spec shell §8: what the client log says when the join fails. */
export const JOIN_FAILURE_LOG = 'Error during change address by tag service';

interface Props {
  storeTag: string;
  /** The address in use is this point's already (GET auth/colletta/{storeTag}). */
  joined: boolean;
  /** Where to go when the answer names no usable path: the collection's store home. */
  home: string;
}

export default function CollettaJoin({ storeTag, joined, home }: Props) {
  const [busy, setBusy] = useState(false);
  const asked = useRef(false);

  async function ask() {
    if (joined) {
      showToast({ type: 'info', message: m.alreadyJoined });
      return;
    }
    const confirmed = await openModal({
      kind: 'confirm',
      title: m.title,
      message: m.joinQuestion,
      confirmLabel: m.yes,
      cancelLabel: m.no,
    });
    if (!confirmed) return;
    setBusy(true);
    const client = getClient();
    try {
      const answer = await collettaCalls(client.request).join(storeTag);
      window.location.assign(safeRedirectPath(answer.redirector.path, home));
    } catch {
      client.log([{ level: 'error', message: JOIN_FAILURE_LOG, time: Date.now() }]).catch(() => {});
      setBusy(false);
    }
  }

  // The link's promise: the question comes as the page opens (once).
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void ask();
  }, []);

  // Joined: the page says so and links the shopping (the toast above said it too).
  if (joined) return null;
  return (
    <p>
      <button type="button" className="btn" onClick={() => void ask()} disabled={busy} aria-busy={busy}>
        {m.join}
      </button>
    </p>
  );
}
