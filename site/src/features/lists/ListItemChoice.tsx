// The banner of a search from a list's generic line (list-item-choice.ts): says which line of which list
// the shopper is choosing a product for, and takes the page's add-to-list buttons for that choice: a press
// on a tile's list icon asks 'Mettere «X» nella lista «L» al posto di «latte»?' and, confirmed, makes the
// line that product's (PUT auth/lists/{id}/items/{itemId}/product; a repeat changes nothing) and goes back
// to the list. The listener runs in the capture phase on the document, before the shell's AddToListHost
// (which would open the 'choose a list' modal), and only while this banner is on the page.
import { listCalls } from '@mercato/client';
import { listItemChoice as texts, t } from '@mercato/contracts/i18n/it';
import { shoppingListPath } from '@mercato/contracts/urls';
import { getClient } from '@mercato/core/api';
import { openModal, showToast } from '@mercato/core/stores/feedback';
import { useEffect, useRef } from 'react';
import type { ListItemChoiceProps } from './list-item-choice.ts';
import { ADD_TO_LIST_SELECTOR, requestOfButton } from './list-keys.ts';

export default function ListItemChoice({ listId, listTitle, itemId, item }: ListItemChoiceProps) {
  const busy = useRef(false);

  useEffect(() => {
    const choose = async (productId: number, product: string) => {
      if (busy.current) return;
      busy.current = true;
      try {
        const ok = await openModal({ kind: 'confirm', message: t(texts.confirm, { product, list: listTitle, item }) });
        if (!ok) return;
        await listCalls(getClient().request).chooseProduct(listId, itemId, productId);
        showToast({ type: 'success', message: t(texts.done, { product, list: listTitle }) });
        window.location.assign(shoppingListPath(listId));
      } catch {
        void openModal({ kind: 'alert', message: texts.failed });
      } finally {
        busy.current = false;
      }
    };
    const onClick = (e: MouseEvent) => {
      const button = (e.target as Element | null)?.closest?.(ADD_TO_LIST_SELECTOR);
      const r = button ? requestOfButton(button) : null;
      if (!r) return;
      e.preventDefault();
      e.stopPropagation();
      void choose(r.productId, r.description);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [listId, listTitle, itemId, item]);

  return (
    <section className="list-item-choice" aria-label={t(texts.search, { item })}>
      <p>
        <strong>{t(texts.banner, { item, list: listTitle })}</strong> {texts.hint}
      </p>
      <a href={shoppingListPath(listId)}>{texts.back}</a>
    </section>
  );
}
