// The 'choose a list' modal (orders §2 "Modals: choose a list to add a product to (with a new-list
// field)"): the customer's lists as a radio list, or a new list's name; 'Aggiungi' adds the product to the
// chosen list, or creates the list with the product in it (one idempotency key per press). A refusal of
// the server (a premium product, a full list) shows in the dialog's banner (orders §8) and keeps what the
// shopper typed; success closes it with a toast naming the list.
import { useEffect, useMemo, useState } from 'react';
import { isShopError, listCalls, type ListCalls } from '@mercato/client';
import type { ShoppingList } from '@mercato/contracts/lists';
import { common, lists as base, listTexts as texts, t } from '@mercato/contracts/i18n/it';
import { getClient } from '@mercato/core/api';
import { showToast } from '@mercato/core/stores/feedback';
import { Modal, Skeleton, useIds } from '@mercato/ui';
import { type AddToListRequest, newKey } from './list-keys.ts';
import { NameField, nameError } from './NameField.tsx';

export interface ListChooserProps {
  request: AddToListRequest;
  onClose: () => void;
  /** For tests: the calls (default: the page's client). */
  calls?: ListCalls;
}

const NEW = 0;

export default function ListChooser({ request, onClose, calls: given }: ListChooserProps) {
  const calls = useMemo(() => given ?? listCalls(getClient().request), [given]);
  const ids = useIds('lc');
  const [lists, setLists] = useState<ShoppingList[] | null>(null);
  const [chosen, setChosen] = useState<number>(NEW);
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [key, setKey] = useState(newKey);

  useEffect(() => {
    let live = true;
    calls
      .getLists()
      .then((o) => {
        if (!live) return;
        setLists(o.lists);
        if (o.lists[0]) setChosen(o.lists[0].id);
      })
      .catch(() => live && setLists([]));
    return () => {
      live = false;
    };
  }, [calls]);

  const add = async () => {
    if (busy) return;
    setFailure(null);
    if (chosen === NEW && nameError(name)) {
      setTouched(true);
      return;
    }
    setBusy(true);
    try {
      let title: string;
      if (chosen === NEW) {
        const made = await calls.createList({ name, idempotencyKey: key, productId: request.productId, quantity: 1 });
        title = made.title;
      } else {
        const detail = await calls.addItem(chosen, { productId: request.productId, quantity: 1 });
        title = detail.list.title;
      }
      showToast({ type: 'success', message: t(texts.addedTo, { product: request.description, list: title }) });
      onClose();
    } catch (err) {
      setFailure(isShopError(err) ? err.message : String(err));
      // A refused new list was not made: the next press is a new request.
      setKey(newKey());
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      kind="confirm"
      title={texts.chooseList}
      confirmLabel={chosen === NEW ? texts.createAndAdd : common.add}
      cancelLabel={common.cancel}
      onConfirm={() => void add()}
      onCancel={onClose}
      message={
        <div className="lists-chooser" aria-busy={busy}>
          <p>{t(texts.chooseListFor, { product: request.description })}</p>
          {failure && (
            <p className="lists-banner" role="alert">
              {failure}
            </p>
          )}
          {lists === null ? (
            <Skeleton variant="row" count={3} />
          ) : (
            <fieldset className="lists-chooser__choices">
              <legend className="mercato-visually-hidden">{texts.chooseList}</legend>
              {lists.map((l) => (
                <label key={l.id} className="lists-chooser__choice">
                  <input type="radio" name={ids('list')} checked={chosen === l.id} onChange={() => setChosen(l.id)} />{' '}
                  {l.title}
                </label>
              ))}
              <label className="lists-chooser__choice">
                <input type="radio" name={ids('list')} checked={chosen === NEW} onChange={() => setChosen(NEW)} />{' '}
                {base.newList}
              </label>
            </fieldset>
          )}
          {chosen === NEW && lists !== null && (
            <NameField
              label={texts.newListName}
              value={name}
              touched={touched}
              onChange={(v) => {
                setName(v);
                setTouched(true);
              }}
            />
          )}
        </div>
      }
    />
  );
}
