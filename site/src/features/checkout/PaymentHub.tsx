// The payment hub of /checkout/billing-payment (spec orders §2, §3 payment): the payments the checkout
// offers as one radio group with their Italian names and, for a payment made online (card or prepaid
// card), the cards saved with that payment (or a new card). A choice is saved at once (PATCH
// auth/checkout {payment}); a failed save keeps the choice on screen and says so. A saved card can be
// deleted (DELETE auth/wallets/{id}) after the account dialog of orders §2: card type, masked number,
// expiry when known, and the warning that open orders paid with it are not cancelled.
import { useRef, useState } from 'react';
import type { Checkout, CheckoutUpdate, PaymentOption, SavedWallet } from '@mercato/contracts/checkout';
import { checkoutPages as texts, t } from '@mercato/contracts/i18n/it';
import { Modal, useIds } from '@mercato/ui';
import { RadioList } from './RadioList.tsx';
import { SaveStatus, type SaveState } from './SaveStatus.tsx';

export interface PaymentHubProps {
  checkout: Checkout;
  update: (patch: CheckoutUpdate) => Promise<Checkout | null>;
  /** Deletes a saved card and refreshes the checkout; resolves false when the deletion failed. */
  removeWallet: (walletId: number) => Promise<boolean>;
}

interface Choice {
  type: PaymentOption['type'] | null;
  walletId: number | null;
}

type DeleteState = 'idle' | 'deleting' | 'deleted' | 'failed';

export default function PaymentHub({ checkout, update, removeWallet }: PaymentHubProps) {
  const ids = useIds('co-payment');
  const { payment } = checkout;
  const [choice, setChoice] = useState<Choice>({ type: payment.type, walletId: payment.walletId });
  const [save, setSave] = useState<SaveState>('idle');
  const [deleting, setDeleting] = useState<SavedWallet | null>(null);
  const [deletion, setDeletion] = useState<DeleteState>('idle');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const chosen = payment.options.find((o) => o.type === choice.type) ?? null;
  const wallets = chosen?.online ? payment.wallets.filter((w) => w.paymentType === chosen.type) : [];

  const choose = async (next: Choice) => {
    if (next.type === null) return;
    setChoice(next);
    setSave('saving');
    const saved = await update({ payment: { type: next.type, walletId: next.walletId } });
    setSave(saved ? 'saved' : 'failed');
  };

  const confirmDelete = async () => {
    const wallet = deleting;
    setDeleting(null);
    if (!wallet) return;
    setDeletion('deleting');
    const done = await removeWallet(wallet.id);
    setDeletion(done ? 'deleted' : 'failed');
    if (!done) return;
    if (choice.walletId === wallet.id) setChoice({ ...choice, walletId: null });
    // The card's button is gone with it: the focus goes back to the hub's heading.
    headingRef.current?.focus();
  };

  return (
    <section className="card co-section" aria-labelledby={ids('title')}>
      <h2 id={ids('title')} ref={headingRef} tabIndex={-1}>
        {texts.paymentHeading}
      </h2>
      {payment.testGateway && <p className="co-note">{texts.testGateway}</p>}
      <RadioList
        legend={texts.paymentHeading}
        legendHidden
        name={ids('type')}
        value={choice.type}
        options={payment.options.map((option) => ({ value: option.type, label: option.displayableDescription }))}
        onChange={(type) => choose({ type, walletId: null })}
      />
      {chosen && wallets.length > 0 && (
        <RadioList
          legend={texts.savedWallets}
          variant="nested"
          name={ids('wallet')}
          value={choice.walletId}
          options={[
            ...wallets.map((w) => ({
              value: w.id,
              label: (
                <>
                  {t(texts.walletText, { cardType: w.cardType, maskedPan: w.maskedPan })}
                  {w.cardExpiryDate && <small> ({t(texts.walletExpiry, { date: w.cardExpiryDate })})</small>}
                </>
              ),
              aside: (
                <button
                  type="button"
                  className="co-link"
                  aria-label={t(texts.deleteWalletLabel, { cardType: w.cardType, maskedPan: w.maskedPan })}
                  disabled={deletion === 'deleting'}
                  onClick={() => setDeleting(w)}
                >
                  {texts.deleteWallet}
                </button>
              ),
            })),
            { value: null, label: texts.newCard },
          ]}
          onChange={(walletId) => choose({ type: chosen.type, walletId })}
        />
      )}
      <SaveStatus state={save} />
      <p className={`co-save co-save--${deletion}`} role="status" aria-live="polite">
        {deletion === 'deleting'
          ? texts.walletDeleting
          : deletion === 'deleted'
            ? texts.walletDeleted
            : deletion === 'failed'
              ? texts.walletDeleteFailed
              : ''}
      </p>
      <Modal
        open={deleting !== null}
        kind="confirm"
        title={texts.deleteWalletTitle}
        message={
          deleting && (
            <>
              <p>
                {t(texts.walletText, { cardType: deleting.cardType, maskedPan: deleting.maskedPan })}
                {deleting.cardExpiryDate && ` (${t(texts.walletExpiry, { date: deleting.cardExpiryDate })})`}
              </p>
              <p>{texts.deleteWalletWarning}</p>
            </>
          )
        }
        confirmLabel={texts.deleteWalletConfirm}
        cancelLabel={texts.deleteWalletCancel}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
