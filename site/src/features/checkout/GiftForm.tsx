// The gift form of /checkout/billing-payment (spec orders §3 gift, §4 "Gift trolley form", §5): offered
// only when the checkout allows gifts; a toggle, then recipient's name, surname, mobile and greeting card,
// checked with the contracts' giftSchema (the server checks the same) and saved with PATCH auth/checkout
// {gift}. Turning the toggle off is saved at once; a failed save keeps what was typed.
import { useState, type SubmitEvent } from 'react';
import type { Checkout, CheckoutGift, CheckoutUpdate } from '@mercato/contracts/checkout';
import { checkoutPages as texts } from '@mercato/contracts/i18n/it';
import { giftSchema } from '@mercato/contracts/rules/checkout';
import { fieldErrors } from '@mercato/contracts/rules/common';
import { useIds } from '@mercato/ui';
import { SaveStatus, type SaveState } from './SaveStatus.tsx';
import { Field } from '@mercato/ui/field';

export interface GiftFormProps {
  checkout: Checkout;
  update: (patch: CheckoutUpdate) => Promise<Checkout | null>;
}

const FIELDS = [
  ['giftRecipientForename', texts.giftForename, 'given-name'],
  ['giftRecipientSurname', texts.giftSurname, 'family-name'],
  ['giftRecipientPhone', texts.giftPhone, 'tel'],
] as const;

export default function GiftForm({ checkout, update }: GiftFormProps) {
  const ids = useIds('co-gift');
  const [gift, setGift] = useState<CheckoutGift>(checkout.gift);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, setSave] = useState<SaveState>('idle');

  const persist = async (next: CheckoutGift) => {
    setSave('saving');
    const saved = await update({ gift: next });
    setSave(saved ? 'saved' : 'failed');
  };
  const toggle = (enabled: boolean) => {
    setGift((g) => ({ ...g, enabled }));
    setErrors({});
    // Turning it on asks for the form first; off is saved at once.
    if (!enabled) void persist({ ...gift, enabled: false });
  };
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const found = fieldErrors(giftSchema, gift);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = [...FIELDS.map(([f]) => f), 'giftGreetingCardText'].find((f) => found[f]);
      if (first) document.getElementById(ids(first))?.focus();
      return;
    }
    void persist({ ...gift, enabled: true });
  };
  const field = (name: keyof CheckoutGift, value: string) => {
    setGift((g) => ({ ...g, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: '' }));
  };

  return (
    <section className="card co-section" aria-labelledby={ids('title')}>
      <h2 id={ids('title')}>{texts.giftHeading}</h2>
      <label className="co-check">
        <input type="checkbox" checked={gift.enabled} onChange={(e) => toggle(e.currentTarget.checked)} />
        <span>{texts.giftToggle}</span>
      </label>
      {gift.enabled && (
        <form noValidate onSubmit={submit}>
          <div className="co-fields">
            {FIELDS.map(([name, label, auto]) => (
              <Field
                key={name}
                label={label}
                id={ids(name)}
                error={errors[name]}
                className="co-field"
                errorClassName="co-field__error"
              >
                {(control) => (
                  <input
                    {...control}
                    value={gift[name]}
                    autoComplete={auto}
                    inputMode={name === 'giftRecipientPhone' ? 'numeric' : undefined}
                    onChange={(e) => field(name, e.currentTarget.value)}
                  />
                )}
              </Field>
            ))}
            <Field
              label={texts.giftGreeting}
              id={ids('giftGreetingCardText')}
              error={errors.giftGreetingCardText}
              className="co-field co-field--wide"
              errorClassName="co-field__error"
            >
              {(control) => (
                <textarea
                  {...control}
                  rows={3}
                  value={gift.giftGreetingCardText}
                  onChange={(e) => field('giftGreetingCardText', e.currentTarget.value)}
                />
              )}
            </Field>
          </div>
          <button type="submit" className="btn btn--ghost">
            {texts.saveGift}
          </button>
        </form>
      )}
      <SaveStatus state={save} />
    </section>
  );
}
