// The payment hub of /checkout/billing-payment (spec orders §2, §3 payment): the payments the checkout
// offers as one radio group with their Italian names and, for a payment made online, the saved cards
// (or a new card). A choice is saved at once (PATCH auth/checkout {payment}); a failed save keeps the
// choice on screen and says so.
import { useState } from 'react';
import type { Checkout, CheckoutUpdate, PaymentOption } from '@mercato/contracts/checkout';
import { checkoutPages as texts, t } from '@mercato/contracts/i18n/it';
import { useIds } from '@mercato/ui';
import { SaveStatus, type SaveState } from './SaveStatus.tsx';

export interface PaymentHubProps {
  checkout: Checkout;
  update: (patch: CheckoutUpdate) => Promise<Checkout | null>;
}

interface Choice {
  type: PaymentOption['type'] | null;
  walletId: number | null;
}

export default function PaymentHub({ checkout, update }: PaymentHubProps) {
  const ids = useIds('co-payment');
  const { payment } = checkout;
  const [choice, setChoice] = useState<Choice>({ type: payment.type, walletId: payment.walletId });
  const [save, setSave] = useState<SaveState>('idle');
  const chosen = payment.options.find((o) => o.type === choice.type) ?? null;

  const choose = async (next: Choice) => {
    if (next.type === null) return;
    setChoice(next);
    setSave('saving');
    const saved = await update({ payment: { type: next.type, walletId: next.walletId } });
    setSave(saved ? 'saved' : 'failed');
  };

  return (
    <section className="card co-section" aria-labelledby={ids('title')}>
      <h2 id={ids('title')}>{texts.paymentHeading}</h2>
      {payment.testGateway && <p className="co-note">{texts.testGateway}</p>}
      <fieldset className="co-radios">
        <legend className="mercato-visually-hidden">{texts.paymentHeading}</legend>
        {payment.options.map((option) => (
          <label key={option.type} className="co-radio">
            <input
              type="radio"
              name={ids('type')}
              value={option.type}
              checked={choice.type === option.type}
              onChange={() => choose({ type: option.type, walletId: null })}
            />
            <span>{option.displayableDescription}</span>
          </label>
        ))}
      </fieldset>
      {chosen?.online && payment.wallets.length > 0 && (
        <fieldset className="co-radios co-radios--nested">
          <legend>{texts.savedWallets}</legend>
          {payment.wallets.map((w) => (
            <label key={w.id} className="co-radio">
              <input
                type="radio"
                name={ids('wallet')}
                value={w.id}
                checked={choice.walletId === w.id}
                onChange={() => choose({ type: chosen.type, walletId: w.id })}
              />
              <span>
                {t(texts.walletText, { cardType: w.cardType, maskedPan: w.maskedPan })}
                {w.cardExpiryDate && <small> ({t(texts.walletExpiry, { date: w.cardExpiryDate })})</small>}
              </span>
            </label>
          ))}
          <label className="co-radio">
            <input
              type="radio"
              name={ids('wallet')}
              value=""
              checked={choice.walletId === null}
              onChange={() => choose({ type: chosen.type, walletId: null })}
            />
            <span>{texts.newCard}</span>
          </label>
        </fieldset>
      )}
      <SaveStatus state={save} />
    </section>
  );
}
