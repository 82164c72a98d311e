// The gift-wrap dialog of a checkout trolley line (CheckoutTrolley.tsx).
import { useEffect, useRef, useState } from 'react';
import type { TrolleyItem } from '@mercato/contracts';
import { GIFT_MESSAGE_MAX } from '@mercato/contracts/constants';
import { checkoutApi, checkoutSteps as texts, t } from '@mercato/contracts/i18n/it';
import { Modal, useIds } from '@mercato/ui';
import { Field } from '@mercato/ui/field';

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
        <Field
          label={texts.giftWrapMessage}
          className="co-gift-form"
          id={ids('message')}
          hint={t(texts.giftWrapHint, { max: GIFT_MESSAGE_MAX })}
          hintClassName="co-hint"
          describedBy={ids('counter')}
          error={shown}
          errorClassName="co-line__message"
          errorRole="alert"
        >
          {(control) => (
            <>
              <textarea
                {...control}
                ref={areaRef}
                rows={4}
                maxLength={GIFT_MESSAGE_MAX}
                value={text}
                required
                onInput={(e) => {
                  setText(e.currentTarget.value);
                  setEmpty(false);
                }}
              />
              <p id={ids('counter')} className="co-hint">
                {t(texts.giftWrapCounter, { count: text.length, max: GIFT_MESSAGE_MAX })}
              </p>
            </>
          )}
        </Field>
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
