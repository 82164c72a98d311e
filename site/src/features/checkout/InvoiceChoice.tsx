// The invoice block of /checkout/billing-payment (spec orders §2, §4 "Invoice at checkout", §5 invoice
// notes, §8): the yes/no choice; with yes, the saved billing addresses as a radio list (an address that no
// longer passes the billing rules is marked, with the spec's warning 'Uno o più indirizzi non risultano
// validi' and a link to fix it) or the billing form to add one; then the invoice notes CIG, CUP, NUM ORD,
// NOTA. Every choice is saved at once (PATCH auth/checkout {invoice}); a failed save keeps what was typed.
import { useEffect, useState, type SubmitEvent } from 'react';
import { useLatest } from '@mercato/ui/use-latest';
import type { BillingAddress } from '@mercato/contracts';
import type { Checkout, CheckoutUpdate, InvoiceNotes } from '@mercato/contracts/checkout';
import { checkout as checkoutTexts, checkoutPages as texts } from '@mercato/contracts/i18n/it';
import { billingAddressSchema, billingOptionsFor } from '@mercato/contracts/rules/billing-address';
import { invoiceNotesSchema } from '@mercato/contracts/rules/checkout';
import { fieldErrors } from '@mercato/contracts/rules/common';
import type { CheckoutCalls } from '@mercato/client';
import { Loader, useIds } from '@mercato/ui';
import BillingForm from './BillingForm.tsx';
import { billingAddressText } from './checkout-view.ts';
import { RadioList } from './RadioList.tsx';
import { SaveStatus, type SaveState } from './SaveStatus.tsx';
import { Field } from '@mercato/ui/field';

export interface InvoiceChoiceProps {
  checkout: Checkout;
  calls: CheckoutCalls;
  update: (patch: CheckoutUpdate) => Promise<Checkout | null>;
}

/** Whether a saved address still passes the billing rules of its holder type and country. */
export function isValidBillingAddress(address: BillingAddress, all: readonly BillingAddress[]): boolean {
  const others = all.filter((a) => a.id !== address.id).map((a) => a.name);
  const schema = billingAddressSchema(billingOptionsFor(address.type, address.countryType, others));
  const value = Object.fromEntries(Object.entries(address).map(([k, v]) => [k, v ?? undefined]));
  return Object.keys(fieldErrors(schema, value)).length === 0;
}

export default function InvoiceChoice({ checkout, calls, update }: InvoiceChoiceProps) {
  const ids = useIds('co-invoice');
  const { invoice } = checkout;
  const [wanted, setWanted] = useState(invoice.wanted);
  const [addressId, setAddressId] = useState(invoice.billingAddressId);
  const [notes, setNotes] = useState<InvoiceNotes>(invoice.notes);
  const [noteErrors, setNoteErrors] = useState<Record<string, string>>({});
  const [addresses, setAddresses] = useState<BillingAddress[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [adding, setAdding] = useState(false);
  /** chosen: 'Correggi l'indirizzo' opens the billing form in edit mode here, in the checkout. */
  const [fixing, setFixing] = useState<BillingAddress | null>(null);
  const [save, setSave] = useState<SaveState>('idle');

  const latest = useLatest();
  useEffect(() => {
    // Every run makes the answer of the one before stale, a run that asks nothing too.
    const current = latest();
    if (!wanted || addresses !== null) return;
    setLoadFailed(false);
    calls.getBillingAddresses().then(
      (list) => current() && setAddresses(list),
      () => current() && setLoadFailed(true),
    );
  }, [wanted, addresses, calls]);

  const persist = async (next: { wanted: boolean; billingAddressId: number | null; notes: InvoiceNotes }) => {
    setSave('saving');
    const saved = await update({ invoice: next });
    setSave(saved ? 'saved' : 'failed');
    return saved;
  };

  const chooseWanted = (yes: boolean) => {
    setWanted(yes);
    void persist({ wanted: yes, billingAddressId: yes ? addressId : null, notes });
  };
  const chooseAddress = (id: number) => {
    setAddressId(id);
    void persist({ wanted: true, billingAddressId: id, notes });
  };

  // chosen: asking for an invoice with no address chosen yet takes the default invoicing address (or the
  // only one), when it is valid, as a grocer's till would; the shopper can still choose another.
  useEffect(() => {
    if (!wanted || addressId !== null || addresses === null) return;
    const valid = addresses.filter((a) => isValidBillingAddress(a, addresses));
    const pick = valid.find((a) => a.preferred) ?? (valid.length === 1 && addresses.length === 1 ? valid[0] : null);
    if (pick) chooseAddress(pick.id);
    // Once per list loaded.
  }, [addresses]);
  const saveNotes = (event: SubmitEvent) => {
    event.preventDefault();
    const errors = fieldErrors(invoiceNotesSchema, notes);
    setNoteErrors(errors);
    if (Object.keys(errors).length === 0) void persist({ wanted, billingAddressId: addressId, notes });
  };
  const added = (address: BillingAddress) => {
    setAddresses((list) => [...(list ?? []), address]);
    setAdding(false);
    chooseAddress(address.id);
  };
  const fixed = (address: BillingAddress) => {
    setAddresses((list) => (list ?? []).map((a) => (a.id === address.id ? address : a)));
    setFixing(null);
    chooseAddress(address.id);
  };

  const list = addresses ?? [];
  const invalid = new Set(list.filter((a) => !isValidBillingAddress(a, list)).map((a) => a.id));
  const showForm = adding || (addresses !== null && list.length === 0);

  return (
    <section className="card co-section" aria-labelledby={ids('title')}>
      <h2 id={ids('title')}>{checkoutTexts.invoice}</h2>
      <RadioList
        legend={texts.invoiceHeading}
        variant="inline"
        name={ids('wanted')}
        value={wanted}
        options={[
          { value: true, label: texts.invoiceYes },
          { value: false, label: texts.invoiceNo },
        ]}
        onChange={chooseWanted}
      />
      {wanted && (
        <>
          {addresses === null && !loadFailed && <Loader label={texts.loading} showLabel />}
          {loadFailed && (
            <p role="alert">
              {texts.loadFailed}{' '}
              <button type="button" className="btn btn--ghost" onClick={() => setAddresses(null)}>
                {texts.retry}
              </button>
            </p>
          )}
          {addresses !== null && list.length === 0 && <p>{checkoutTexts.noInvoiceAddresses}</p>}
          {invalid.size > 0 && (
            <p className="co-warning" role="alert">
              {checkoutTexts.invalidInvoiceAddresses}
            </p>
          )}
          {list.length > 0 && (
            <RadioList
              legend={texts.chooseBillingAddress}
              name={ids('address')}
              value={addressId}
              options={list.map((a) => ({
                value: a.id,
                label: (
                  <>
                    <strong>{a.name}</strong> {billingAddressText(a)}
                    {invalid.has(a.id) && <em className="co-tag"> {texts.invalidAddressTag}</em>}
                  </>
                ),
                disabled: invalid.has(a.id),
                aside: invalid.has(a.id) && (
                  <button
                    type="button"
                    className="co-link"
                    aria-label={`${texts.fixAddress}: ${a.name}`}
                    onClick={() => {
                      setAdding(false);
                      setFixing(a);
                    }}
                  >
                    {texts.fixAddress}
                  </button>
                ),
              }))}
              onChange={chooseAddress}
            />
          )}
          {fixing && (
            <BillingForm
              key={fixing.id}
              calls={calls}
              address={fixing}
              existingIdentifiers={list.filter((a) => a.id !== fixing.id).map((a) => a.name)}
              onSaved={fixed}
              onCancel={() => setFixing(null)}
            />
          )}
          {fixing ? null : showForm ? (
            <BillingForm
              calls={calls}
              existingIdentifiers={list.map((a) => a.name)}
              onSaved={added}
              onCancel={list.length > 0 ? () => setAdding(false) : undefined}
            />
          ) : (
            addresses !== null && (
              <button type="button" className="btn btn--ghost" onClick={() => setAdding(true)}>
                {texts.addBillingAddress}
              </button>
            )
          )}
          <form className="co-notes" noValidate onSubmit={saveNotes} aria-labelledby={ids('notes')}>
            <h3 id={ids('notes')}>{texts.invoiceNotesHeading}</h3>
            <div className="co-fields">
              {(
                [
                  ['cig', checkoutTexts.cig],
                  ['billingCup', checkoutTexts.cup],
                  ['billingNumord', checkoutTexts.numOrd],
                  ['billingNotefatt', checkoutTexts.nota],
                ] as const
              ).map(([field, label]) => (
                <Field
                  key={field}
                  label={label}
                  id={ids(field)}
                  error={noteErrors[field]}
                  className="co-field"
                  errorClassName="co-field__error"
                >
                  {(control) => (
                    <input
                      {...control}
                      value={notes[field]}
                      onChange={(e) => {
                        const value = e.currentTarget.value;
                        setNotes((n) => ({ ...n, [field]: value }));
                      }}
                    />
                  )}
                </Field>
              ))}
            </div>
            <button type="submit" className="btn btn--ghost">
              {texts.saveInvoiceNotes}
            </button>
          </form>
        </>
      )}
      <SaveStatus state={save} />
    </section>
  );
}
