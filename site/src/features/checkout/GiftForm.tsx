// The gift form of /checkout/billing-payment (spec orders §3 gift, §4 "Gift trolley form", §5): offered
// only when the checkout allows gifts; a toggle, then recipient's name, surname, mobile and greeting card,
// checked with the contracts' giftSchema (the server checks the same) and saved with PATCH auth/checkout
// {gift}. Turning the toggle off is saved at once; a failed save keeps what was typed.
// The wizard's 'PROSEGUI' (WizardNav.astro, outside this island) never leaves typed gift data behind
// (issue 33 point 8): while the form differs from the saved gift, the click saves it first and goes on
// once saved, or stays with the form's messages (or the failed save's line).
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
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
  /** For tests: how to leave the page after 'PROSEGUI' saved the gift. */
  navigate?: (url: string) => void;
}

const FIELDS = [
  ['giftRecipientForename', texts.giftForename, 'given-name'],
  ['giftRecipientSurname', texts.giftSurname, 'family-name'],
  ['giftRecipientPhone', texts.giftPhone, 'tel'],
] as const;

/** True when what the form holds is not the saved gift (a gift turned off keeps no typed fields). */
export function giftUnsaved(form: CheckoutGift, saved: CheckoutGift): boolean {
  if (!form.enabled) return saved.enabled;
  return (Object.keys(form) as (keyof CheckoutGift)[]).some((k) => form[k] !== saved[k]);
}

export default function GiftForm({ checkout, update, navigate }: GiftFormProps) {
  const ids = useIds('co-gift');
  const [gift, setGift] = useState<CheckoutGift>(checkout.gift);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, setSave] = useState<SaveState>('idle');

  const persist = async (next: CheckoutGift): Promise<boolean> => {
    setSave('saving');
    const saved = await update({ gift: next });
    setSave(saved ? 'saved' : 'failed');
    return saved !== null;
  };
  /** Checks the form; its messages and the first field focused when invalid. */
  const valid = (): boolean => {
    const found = fieldErrors(giftSchema, gift);
    setErrors(found);
    if (Object.keys(found).length === 0) return true;
    const first = [...FIELDS.map(([f]) => f), 'giftGreetingCardText'].find((f) => found[f]);
    if (first) document.getElementById(ids(first))?.focus();
    return false;
  };
  const toggle = (enabled: boolean) => {
    setGift((g) => ({ ...g, enabled }));
    setErrors({});
    // Turning it on asks for the form first; off is saved at once.
    if (!enabled) void persist({ ...gift, enabled: false });
  };
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (valid()) void persist({ ...gift, enabled: true });
  };

  // 'PROSEGUI' with unsaved gift data: save it (or show why not) before leaving.
  const proceed = useRef<(link: HTMLAnchorElement, event: MouseEvent) => void>(() => {});
  proceed.current = (link, event) => {
    if (!giftUnsaved(gift, checkout.gift)) return;
    event.preventDefault();
    const href = link.getAttribute('href');
    if (!href || save === 'saving' || (gift.enabled && !valid())) return;
    void persist(gift).then((ok) => {
      if (ok) (navigate ?? ((url: string) => window.location.assign(url)))(href);
    });
  };
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[data-checkout-next]');
      if (link instanceof HTMLAnchorElement) proceed.current(link, event);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
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
