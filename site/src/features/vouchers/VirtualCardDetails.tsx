// The details button of an order on /ordini/carte (spec orders §2 virtual cards, §3 virtual card detail):
// the cards' PIN and serial are secrets, so they are asked for only when the customer presses it (GET
// auth/virtual-cards/{orderId}, never cached) and shown in a dialog: activation date, expiration, PIN,
// serial, title, description of each card. A failed call is shown by the page's client; the button stays.
import { useMemo, useRef, useState } from 'react';
import { common, t, vouchers as texts } from '@mercato/contracts/i18n/it';
import type { VirtualCardDetail } from '@mercato/contracts/vouchers';
import { voucherCalls } from '@mercato/client';
import { getClient } from '@mercato/core/api';
import { Modal } from '@mercato/ui';

export interface VirtualCardDetailsProps {
  orderId: number;
  publicId: string;
}

export default function VirtualCardDetails({ orderId, publicId }: VirtualCardDetailsProps) {
  const calls = useMemo(() => voucherCalls(getClient().request), []);
  const [cards, setCards] = useState<VirtualCardDetail[] | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const open = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      setCards(await calls.getVirtualCardDetails(orderId));
    } catch {
      // The client has shown why.
    }
    inFlight.current = false;
    setBusy(false);
  };
  // Forget the secrets once the dialog closes: the next look asks again.
  const close = () => setCards(null);

  return (
    <>
      <button
        type="button"
        className="mercato-button vc-order__details"
        aria-label={t(texts.cardDetailsOf, { order: publicId })}
        aria-busy={busy || undefined}
        onClick={open}
      >
        {texts.cardDetails}
      </button>
      <Modal
        open={cards !== null}
        kind="info"
        title={t(texts.cardDetailsTitle, { order: publicId })}
        confirmLabel={common.close}
        onConfirm={close}
        message={
          <div
            className="vc-details"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard
            tabIndex={0}
            role="region"
            aria-label={t(texts.cardDetailsTitle, { order: publicId })}
          >
            <p className="vc-details__note">{texts.cardsSecretNote}</p>
            {(cards ?? []).map((c) => (
              <section key={c.id} className="vc-card" aria-label={c.title}>
                <h3 className="vc-card__title">{c.title}</h3>
                <p className="vc-card__description">{c.description}</p>
                <dl className="vc-card__facts">
                  <dt>{texts.cardActivation}</dt>
                  <dd>{c.activationDate ?? texts.cardNoDate}</dd>
                  <dt>{texts.cardExpiration}</dt>
                  <dd>{c.expiration ?? texts.cardNoDate}</dd>
                  <dt>{texts.cardPin}</dt>
                  <dd className="vc-card__secret">{c.value}</dd>
                  <dt>{texts.cardSerial}</dt>
                  <dd className="vc-card__secret">{c.serial}</dd>
                </dl>
              </section>
            ))}
          </div>
        }
      />
    </>
  );
}
