// The gift-wrap dialog of a checkout trolley line (CheckoutTrolley.tsx).
import { useEffect, useRef, useState } from 'react';
import type { TrolleyItem } from '@mercato/contracts';
import { GIFT_MESSAGE_MAX } from '@mercato/contracts/constants';
import { checkoutApi, checkoutSteps as texts, t } from '@mercato/contracts/i18n/it';
import { Modal, useIds } from '@mercato/ui';

interface GiftWrapDialogProps {
  item: TrolleyItem;
  initial: string;
  saving: boolean;
  error?: string;
  onSave: (message: string) => void;
  onCancel: () => void;
}

/** The gift-wrap dialog: the card's message (optional, at most GIFT_MESSAGE_MAX), 'Salva' / 'Annulla'. */
export default function GiftWrapDialog({ item, initial, saving, error, onSave, onCancel }: GiftWrapDialogProps) {
  const ids = useIds('gift-wrap');
  const [text, setText] = useState(initial);
  const [empty, setEmpty] = useState(false);
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const shown = empty ? checkoutApi.giftMessageRequired : error;
  // After the dialog's own focus (its confirm button): the message is what the shopper came to write.
  useEffect(() => {
    areaRef.current?.focus();
  }, []);
  return (
    <Modal
      open
      kind="confirm"
      title={t(texts.giftWrapFor, { product: item.description })}
      message={
        <div className="co-gift-form">
          <label htmlFor={ids('message')}>{texts.giftWrapMessage}</label>
          <p id={ids('hint')} className="co-hint">
            {t(texts.giftWrapHint, { max: GIFT_MESSAGE_MAX })}
          </p>
          <textarea
            ref={areaRef}
            id={ids('message')}
            rows={4}
            maxLength={GIFT_MESSAGE_MAX}
            value={text}
            required
            aria-invalid={shown ? true : undefined}
            aria-describedby={`${ids('hint')} ${ids('counter')}${shown ? ` ${ids('error')}` : ''}`}
            onInput={(e) => {
              setText(e.currentTarget.value);
              setEmpty(false);
            }}
          />
          <p id={ids('counter')} className="co-hint">
            {t(texts.giftWrapCounter, { count: text.length, max: GIFT_MESSAGE_MAX })}
          </p>
          {shown && (
            <p id={ids('error')} className="co-line__message" role="alert">
              {shown}
            </p>
          )}
        </div>
      }
      confirmLabel={saving ? texts.trolleyLoading : texts.giftWrapSave}
      cancelLabel={texts.giftWrapCancel}
      onConfirm={() => {
        if (saving) return;
        if (text.trim() === '') {
          setEmpty(true);
          areaRef.current?.focus();
        } else onSave(text.trim());
      }}
      onCancel={onCancel}
    />
  );
}
