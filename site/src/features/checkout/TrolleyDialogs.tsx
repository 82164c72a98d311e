// The dialogs of the checkout's trolley page (CheckoutTrolley.tsx), one open at a time (TrolleyDialog of
// use-checkout-trolley.ts): the all-substitutes choice, the delivery limits, a stock exception waiting for
// the shopper's choice, the M×N promotions still incomplete, and a line's gift wrap.
import type { TrolleyItem } from '@mercato/contracts';
import type { Checkout } from '@mercato/contracts/checkout';
import { checkoutPath, isSafeHref } from '@mercato/contracts/urls';
import {
  checkout as checkoutTexts,
  checkoutSteps as texts,
  t,
  trolley as trolleyTexts,
  trolleyPanel,
} from '@mercato/contracts/i18n/it';
import { Modal } from '@mercato/ui';
import GiftWrapDialog from './GiftWrapDialog.tsx';
import type { LineState, TrolleyDialog } from './use-checkout-trolley.ts';

export interface TrolleyDialogsProps {
  dialog: TrolleyDialog;
  checkout: Checkout;
  /** The lines with delivery limits. */
  limited: TrolleyItem[];
  line: (itemId: number) => LineState;
  close: () => void;
  onAllSubstitutes: (substitute: boolean) => void;
  onForceStock: (dialog: Extract<TrolleyDialog, { kind: 'stock' }>) => void;
  onGiftWrap: (item: TrolleyItem, message: string) => void;
}

export default function TrolleyDialogs(props: TrolleyDialogsProps) {
  const { dialog, close } = props;
  const stock = dialog.kind === 'stock' ? dialog : null;
  const mxn = dialog.kind === 'mxn' ? dialog : null;
  const giftFor = dialog.kind === 'gift' ? dialog.item : null;
  return (
    <>
      {/* Escape or 'Annulla' close the choices below without choosing. */}
      <Modal
        open={dialog.kind === 'substitutes'}
        kind="info"
        title={texts.substitutesTitle}
        message={
          <>
            <p>{texts.substitutesExplain}</p>
            <p>{texts.substitutesPrice}</p>
            <p className="co-choices">
              <button type="button" className="btn" onClick={() => props.onAllSubstitutes(true)}>
                {checkoutTexts.acceptAllSubstitutes}
              </button>
              <button type="button" className="btn btn--ghost" onClick={() => props.onAllSubstitutes(false)}>
                {checkoutTexts.declineAllSubstitutes}
              </button>
            </p>
          </>
        }
        confirmLabel={texts.giftWrapCancel}
        onConfirm={close}
      />

      <Modal
        open={dialog.kind === 'limits'}
        kind="info"
        title={texts.deliveryLimitsTitle}
        message={
          <>
            <p>{texts.deliveryLimitsNotice}</p>
            <ul>
              {props.limited.map((i) => (
                <li key={i.trolleyItemId}>
                  {t(texts.deliveryLimitsLine, { product: i.description, hours: i.preparationHours ?? 0 })}
                </li>
              ))}
            </ul>
          </>
        }
        onConfirm={close}
      />

      <Modal
        open={stock !== null}
        kind="info"
        title={texts.stockTitle}
        message={
          stock && (
            <>
              <p>{stock.exception.message}</p>
              {stock.exception.orderedQuantity !== undefined && stock.exception.availableQuantity !== undefined && (
                <p>
                  {t(trolleyPanel.exceptions.quantityExceeds, {
                    ordered: stock.exception.orderedQuantity,
                    available: stock.exception.availableQuantity,
                  })}
                </p>
              )}
              <p className="co-choices">
                <a className="btn btn--ghost" href={checkoutPath('DELIVERY')}>
                  {stock.exception.buttons?.[0] ?? trolleyTexts.changeSlot}
                </a>
                <button type="button" className="btn" onClick={() => props.onForceStock(stock)}>
                  {stock.exception.buttons?.[1] ?? texts.stockContinue}
                </button>
              </p>
            </>
          )
        }
        confirmLabel={texts.giftWrapCancel}
        onConfirm={close}
      />

      <Modal
        open={mxn !== null}
        kind="confirm"
        title={texts.mxnTitle}
        message={
          mxn && (
            <>
              <p>{texts.mxnIntro}</p>
              <ul>
                {mxn.texts.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            </>
          )
        }
        confirmLabel={texts.mxnProceed}
        cancelLabel={texts.mxnComplete}
        onConfirm={() => {
          const href = mxn?.href;
          close();
          if (href && isSafeHref(href)) window.location.assign(href);
        }}
        onCancel={close}
      />

      {giftFor && (
        <GiftWrapDialog
          item={giftFor}
          initial={props.checkout.lines.find((l) => l.trolleyItemId === giftFor.trolleyItemId)?.giftMessage ?? ''}
          saving={props.line(giftFor.trolleyItemId).saving}
          error={props.line(giftFor.trolleyItemId).message}
          onSave={(message) => props.onGiftWrap(giftFor, message)}
          onCancel={close}
        />
      )}
    </>
  );
}
