// The account's billing pages (spec orders §2 account.billing, /billing/add, /billing/manage; §4 the
// billing form's modes; §8 'Uno o più indirizzi non risultano validi' with its fix link; issue 40): the
// default invoicing address with 'Cambia' (the choose-default dialog: a radio list, Annulla/Conferma),
// 'Rimuovi' (the delete dialog) and 'Modifica', the other addresses, 'Aggiungi dati'. The form is the
// checkout's BillingForm ('Verifica' then 'Salva modifiche'), its rules and calls the same; a failed
// call keeps the list as it was and says so.
import { useMemo, useState } from 'react';
import type { BillingAddress } from '@mercato/contracts';
import {
  account,
  accountBilling as texts,
  checkout as checkoutTexts,
  checkoutPages,
  t,
} from '@mercato/contracts/i18n/it';
import { checkoutCalls } from '@mercato/client';
import { getClient } from '@mercato/core/api';
import { Loader, Modal, useIds } from '@mercato/ui';
import BillingForm from '../checkout/BillingForm.tsx';
import { billingAddressText } from '../checkout/checkout-view.ts';
import { isValidBillingAddress } from '../checkout/InvoiceChoice.tsx';
import { RadioList } from '../checkout/RadioList.tsx';

export interface BillingAccountProps {
  addresses: BillingAddress[];
  mode: 'list' | 'add' | 'edit';
  /** Edit: the address's id. */
  editId?: number | null;
  /** routingFromCheckout: after a save, back to the checkout's billing step. */
  fromCheckout?: boolean;
  /** Edit: saveEnabled (default true); false verifies the address only, no 'Salva modifiche'. */
  saveEnabled?: boolean;
}

const LIST = '/account/billing';
const CHECKOUT = '/checkout/billing-payment';

/** The address as its update's input, made the default. */
const asDefault = (a: BillingAddress) => {
  const { id: _id, valid: _valid, ...input } = a as BillingAddress & { valid?: boolean };
  return { ...Object.fromEntries(Object.entries(input).map(([k, v]) => [k, v ?? undefined])), preferred: true };
};

export default function BillingAccount({
  addresses: initial,
  mode,
  editId,
  fromCheckout,
  saveEnabled = true,
}: BillingAccountProps) {
  const ids = useIds('account-billing');
  const calls = useMemo(() => checkoutCalls(getClient().request), []);
  const [list, setList] = useState(initial);
  const [dialog, setDialog] = useState<null | { kind: 'default' } | { kind: 'remove'; address: BillingAddress }>(null);
  const [choice, setChoice] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const back = fromCheckout ? CHECKOUT : LIST;
  const names = (besides?: number) => list.filter((a) => a.id !== besides).map((a) => a.name);

  if (mode !== 'list') {
    const address = mode === 'edit' ? list.find((a) => a.id === editId) : undefined;
    const canSave = mode === 'add' || saveEnabled;
    return (
      <>
        {!canSave && <p className="form-info">{texts.verifyOnly}</p>}
        <BillingForm
          calls={calls}
          address={address}
          existingIdentifiers={names(address?.id)}
          saveEnabled={canSave}
          onSaved={() => window.location.assign(fromCheckout ? CHECKOUT : `${LIST}?esito=salvato`)}
          onCancel={() => window.location.assign(back)}
        />
      </>
    );
  }

  const preferred = list.find((a) => a.preferred) ?? null;
  const others = list.filter((a) => a !== preferred);
  const invalid = new Set(list.filter((a) => !isValidBillingAddress(a, list)).map((a) => a.id));
  const firstInvalid = list.find((a) => invalid.has(a.id));

  const run = async (work: () => Promise<BillingAddress[]>, done: string) => {
    setBusy(true);
    setNotice(null);
    try {
      setList(await work());
      setNotice({ ok: true, text: done });
      setDialog(null);
    } catch {
      setNotice({ ok: false, text: texts.failed });
    } finally {
      setBusy(false);
    }
  };
  const makeDefault = (id: number | null) => {
    const target = list.find((a) => a.id === id);
    if (!target) return setDialog(null);
    void run(async () => {
      await calls.updateBillingAddress(target.id, asDefault(target) as never);
      return calls.getBillingAddresses();
    }, texts.defaultChanged);
  };
  const remove = (address: BillingAddress) =>
    void run(async () => {
      await calls.removeBillingAddress(address.id);
      return calls.getBillingAddresses();
    }, texts.removed);

  const card = (a: BillingAddress, isDefault: boolean) => (
    <li key={a.id} className="card account-billing__card" aria-labelledby={ids(`name-${a.id}`)}>
      <h3 id={ids(`name-${a.id}`)}>
        {a.name}
        {invalid.has(a.id) && <em className="co-tag"> {checkoutPages.invalidAddressTag}</em>}
      </h3>
      <p>{billingAddressText(a)}</p>
      <div className="account-billing__actions">
        {isDefault && list.length > 1 && (
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => {
              setChoice(a.id);
              setDialog({ kind: 'default' });
            }}
          >
            {account.change}
          </button>
        )}
        {!isDefault && (
          <button
            type="button"
            className="btn btn--ghost"
            disabled={busy || invalid.has(a.id)}
            onClick={() => makeDefault(a.id)}
          >
            {texts.makeDefault}
            <span className="mercato-visually-hidden"> {a.name}</span>
          </button>
        )}
        <a
          className="btn btn--ghost"
          href={`/account/billing/manage?address=${a.id}${fromCheckout ? '&routingFromCheckout=true' : ''}`}
        >
          {account.edit}
          <span className="mercato-visually-hidden"> {a.name}</span>
        </a>
        <button type="button" className="btn btn--ghost" onClick={() => setDialog({ kind: 'remove', address: a })}>
          {account.remove}
          <span className="mercato-visually-hidden"> {a.name}</span>
        </button>
      </div>
    </li>
  );

  return (
    <div className="account-billing">
      {busy && <Loader label={texts.working} showLabel />}
      {notice && (
        <p className={notice.ok ? 'form-info' : 'form-alert'} role={notice.ok ? 'status' : 'alert'}>
          {notice.text}
        </p>
      )}
      {firstInvalid && (
        <p className="form-alert" role="alert">
          {checkoutTexts.invalidInvoiceAddresses}{' '}
          <a href={`/account/billing/manage?address=${firstInvalid.id}`}>{checkoutPages.fixAddress}</a>
        </p>
      )}
      {list.length === 0 && <p>{checkoutTexts.noInvoiceAddresses}</p>}
      <section aria-labelledby={ids('default')}>
        <h2 id={ids('default')}>{texts.defaultHeading}</h2>
        {preferred ? <ul className="account-billing__list">{card(preferred, true)}</ul> : <p>{texts.noDefault}</p>}
      </section>
      {others.length > 0 && (
        <section aria-labelledby={ids('others')}>
          <h2 id={ids('others')}>{texts.othersHeading}</h2>
          <ul className="account-billing__list">{others.map((a) => card(a, false))}</ul>
        </section>
      )}
      <p className="spaced-top">
        <a className="btn" href={`/account/billing/add${fromCheckout ? '?routingFromCheckout=true' : ''}`}>
          {account.addData}
        </a>
        {fromCheckout && (
          <>
            {' '}
            <a className="btn btn--ghost" href={CHECKOUT}>
              {texts.backToCheckout}
            </a>
          </>
        )}
      </p>
      <Modal
        open={dialog?.kind === 'default'}
        kind="confirm"
        title={texts.chooseDefaultTitle}
        confirmLabel={texts.confirm}
        cancelLabel={texts.cancel}
        message={
          <RadioList
            legend={texts.chooseDefaultTitle}
            legendHidden
            name={ids('choice')}
            value={choice}
            options={list.map((a) => ({
              value: a.id,
              label: (
                <>
                  <strong>{a.name}</strong> {billingAddressText(a)}
                </>
              ),
              disabled: invalid.has(a.id),
            }))}
            onChange={setChoice}
          />
        }
        onConfirm={() => makeDefault(choice)}
        onCancel={() => setDialog(null)}
      />
      <Modal
        open={dialog?.kind === 'remove'}
        kind="confirm"
        title={texts.removeTitle}
        confirmLabel={account.remove}
        cancelLabel={texts.cancel}
        message={dialog?.kind === 'remove' ? t(texts.removeText, { name: dialog.address.name }) : ''}
        onConfirm={() => dialog?.kind === 'remove' && remove(dialog.address)}
        onCancel={() => setDialog(null)}
      />
    </div>
  );
}
