// Brings the add-to-list buttons of a page to life (product tiles and the product page draw them on the
// server, AddToListButton.astro; the floating trolley's rows send `mercato:add-to-list`): one listener on
// the document, mounted with the shell's islands. A logged customer gets the 'choose a list' modal (loaded
// on the first press); anyone else the prompt of orders §2 'Per usare le tue liste accedi o registrati!'.
// It also does the header's two small parts of the lists (ListsHeaderLinks.astro): the unread count on the
// top menu's lists link, and, for a power guest, the spesa facile entries' login rule (shell §6: the
// configuration's activationMessage in an alert instead of the page). What each does, with its texts,
// comes on first need (add-to-list-actions.ts): on most pages the host is its listeners only.
import { type ComponentType, useEffect, useState } from 'react';
import { ADD_TO_LIST_EVENT, ADD_TO_LIST_SELECTOR, type AddToListRequest, requestOfButton } from './list-keys.ts';
import type { ListChooserProps } from './ListChooser.tsx';

const logged = () => document.documentElement.dataset.mercatoVisit === 'logged';
const actions = () => import('./add-to-list-actions.ts');

export default function AddToListHost() {
  const [request, setRequest] = useState<AddToListRequest | null>(null);
  const [Chooser, setChooser] = useState<ComponentType<ListChooserProps> | null>(null);

  useEffect(() => {
    const unread = Number(document.querySelector('[data-lists-unread]')?.getAttribute('data-lists-unread'));
    if (unread > 0) void actions().then((m) => m.showUnread(unread));
  }, []);

  useEffect(() => {
    const open = (r: AddToListRequest) =>
      void actions()
        .then((m) => m.chooser(logged()))
        .then((component) => {
          if (!component) return;
          setChooser(() => component);
          setRequest(r);
        });
    const onClick = (e: MouseEvent) => {
      if ((e.target as Element | null)?.closest?.('a[data-needs-login]')) {
        e.preventDefault();
        void actions().then((m) => m.gated());
        return;
      }
      const button = (e.target as Element | null)?.closest?.(ADD_TO_LIST_SELECTOR);
      const r = button ? requestOfButton(button) : null;
      if (!r) return;
      e.preventDefault();
      open(r);
    };
    const onEvent = (e: Event) => {
      const d = (e as CustomEvent<AddToListRequest>).detail;
      if (!d || !Number.isInteger(d.productId)) return;
      // Taken here: the widget does not fall back to the lists page.
      e.preventDefault();
      open({ productId: d.productId, description: d.description ?? '' });
    };
    document.addEventListener('click', onClick);
    document.addEventListener(ADD_TO_LIST_EVENT, onEvent);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener(ADD_TO_LIST_EVENT, onEvent);
    };
  }, []);

  return Chooser && request ? <Chooser request={request} onClose={() => setRequest(null)} /> : null;
}
