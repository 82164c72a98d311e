// The checkout trolley page's state (CheckoutTrolley.tsx is its markup): the checkout as last read, the
// trolley the lines show, what each line is doing (saving, its message, a substitute choice on its way),
// the status line, and the one dialog open at a time.
//
// Quantities go through @mercato/core's trolley store and calls, as the floating trolley's do, so the
// header badge and the floating trolley follow; when the trolley changes the checkout is read again
// (GET auth/checkout) and announced to the frame, which enables or disables 'VAI ALLA CASSA'. The
// shopper's checkout choices (substitutes, gift wrap, a line's alternative) are saved with PATCH
// auth/checkout as made.
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { TrolleyException, TrolleyItem } from '@mercato/contracts';
import type { Checkout, CheckoutUpdate } from '@mercato/contracts/checkout';
import { checkoutPath } from '@mercato/contracts/urls';
import { checkoutSteps as texts, t, trolleyPanel } from '@mercato/contracts/i18n/it';
import { productDialogs as dialogs } from '@mercato/contracts/i18n/it-product-dialogs';
import { checkoutCalls, isShopError, trolleyCalls } from '@mercato/client';
import { getClient } from '@mercato/core/api';
import { openModal, showToast } from '@mercato/core/stores/feedback';
import {
  $trolley,
  $trolleyBusyItems,
  inlineErrorText,
  removeFromTrolley,
  setTrolley,
  setTrolleyQuantity,
  type TrolleyOutcome,
} from '@mercato/core/stores/trolley';
import { useLatest } from '@mercato/ui/use-latest';
import { announceCheckout } from './checkout-frame.ts';
import { checkoutIsBehind, incompleteMxN, stockExceptions } from './checkout-trolley.ts';

const calls = () => checkoutCalls(getClient().request);

const outcomeMessage = (outcome: TrolleyOutcome): string | null =>
  outcome.status === 'exception'
    ? outcome.exceptions.map((e) => e.message).join(' ')
    : outcome.status === 'error'
      ? inlineErrorText(outcome.error) || null
      : null;

/**
 * The dialog open over the page, one at a time: none, the all-substitutes choice, the delivery limits,
 * a line's gift wrap or alternative, a stock exception waiting for the shopper's choice (with the line it is about), or
 * the M×N promotions still incomplete before 'VAI ALLA CASSA'.
 */
export type TrolleyDialog =
  | { kind: 'none' }
  | { kind: 'substitutes' }
  | { kind: 'limits' }
  | { kind: 'gift'; item: TrolleyItem }
  | { kind: 'alternative'; item: TrolleyItem }
  | { kind: 'stock'; exception: TrolleyException; item: TrolleyItem }
  | { kind: 'mxn'; texts: string[]; href: string };

const NONE: TrolleyDialog = { kind: 'none' };

/** What one line is doing: a checkout choice being saved, its message, a substitute choice not answered yet. */
export interface LineState {
  saving: boolean;
  message?: string;
  chosen?: boolean;
}

const without = <T>(all: Record<number, T>, id: number): Record<number, T> => {
  const { [id]: _gone, ...rest } = all;
  return rest;
};

export function useCheckoutTrolley(initial: Checkout, focusTitle: () => void) {
  const [checkout, setCheckout] = useState(initial);
  const live = useStore($trolley);
  const busyItems = useStore($trolleyBusyItems);
  // Before hydration (and on the server) the store is empty: the checkout's trolley is the page's.
  const trolley = live && live.navigation === checkout.trolley.navigation ? live : checkout.trolley;
  const [rowMessages, setRowMessages] = useState<Record<number, string>>({});
  const [saving, setSaving] = useState<ReadonlySet<number>>(new Set());
  /** Substitute choices sent and not answered yet: the checkbox shows them at once. */
  const [chosen, setChosen] = useState<Record<number, boolean>>({});
  const [status, setStatus] = useState('');
  const [dialog, setDialog] = useState<TrolleyDialog>(NONE);
  const latest = useLatest();
  const checkoutRef = useRef(checkout);
  checkoutRef.current = checkout;

  const apply = (next: Checkout) => {
    setCheckout(next);
    announceCheckout(next.missing);
  };

  /** Reads the checkout again; an answer overtaken by a later read is dropped. */
  const refresh = async () => {
    const current = latest();
    try {
      const next = await calls().getCheckout();
      if (current()) apply(next);
    } catch {
      // Shown by the page's client; the page keeps the checkout it has.
    }
  };

  // The page's trolley becomes the store's (the header badge and the floating trolley show the same);
  // exceptions the server answered with the checkout (a product gone since) are said once.
  useEffect(() => {
    const current = $trolley.get();
    if (
      !current ||
      current.navigation !== initial.trolley.navigation ||
      (current.version ?? 0) < (initial.trolley.version ?? 0)
    )
      setTrolley(initial.trolley, false);
    const exceptions = initial.trolley.exceptions ?? [];
    const choice = stockExceptions(exceptions)[0];
    const item = choice && initial.trolley.items.find((i) => i.productId === choice.productId);
    if (choice && item) setDialog({ kind: 'stock', exception: choice, item });
    else if (exceptions.length) void openModal({ kind: 'alert', message: exceptions.map((e) => e.message).join('\n') });
  }, []);

  // A trolley newer than the checkout (a change here, in the floating trolley or in another tab).
  useEffect(() => {
    if (checkoutIsBehind(checkoutRef.current, live)) void refresh();
  }, [live]);

  // 'VAI ALLA CASSA' with M×N promotions still incomplete asks first (the M×N modal).
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[data-checkout-next][href]');
      if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
      const items = ($trolley.get() ?? checkoutRef.current.trolley).items;
      if (!items.some((i) => i.displayableMessages?.some((m) => m.messageType === 'RULE'))) return;
      event.preventDefault();
      const href = link.getAttribute('href') ?? checkoutPath('DELIVERY');
      trolleyCalls(getClient().request)
        .hasMxNProducts()
        .then(
          (answer) => {
            const open = incompleteMxN(items, answer.productIds);
            if (open.length) setDialog({ kind: 'mxn', texts: open, href });
            else window.location.assign(href);
          },
          () => window.location.assign(href),
        );
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  const setRowMessage = (itemId: number, message: string | null) =>
    setRowMessages((all) => (message ? { ...all, [itemId]: message } : without(all, itemId)));

  const markSaving = (itemId: number, on: boolean) =>
    setSaving((all) => {
      const next = new Set(all);
      if (on) next.add(itemId);
      else next.delete(itemId);
      return next;
    });

  const changeQuantity = async (item: TrolleyItem, quantity: number, forced = false) => {
    const outcome = await setTrolleyQuantity(item.trolleyItemId, quantity, forced || undefined);
    const choice = outcome.status === 'exception' ? stockExceptions(outcome.exceptions)[0] : undefined;
    if (choice && !forced) {
      setRowMessage(item.trolleyItemId, null);
      setDialog({ kind: 'stock', exception: choice, item });
      return;
    }
    const message = outcomeMessage(outcome);
    setRowMessage(item.trolleyItemId, message);
    setStatus(
      outcome.status === 'done'
        ? t(trolleyPanel.quantityChanged, { product: item.description, quantity })
        : (message ?? ''),
    );
  };

  const remove = async (item: TrolleyItem) => {
    const outcome = await removeFromTrolley(item.trolleyItemId);
    if (outcome.status === 'done') {
      setStatus(t(trolleyPanel.removed, { product: item.description }));
      focusTitle();
    } else setRowMessage(item.trolleyItemId, outcomeMessage(outcome));
  };

  /** Saves a checkout choice of one line; a failure keeps what was there and says so on the line. */
  const save = async (itemId: number, update: CheckoutUpdate, done: string) => {
    markSaving(itemId, true);
    try {
      apply(await calls().updateCheckout(update));
      setRowMessage(itemId, null);
      setStatus(done);
      return true;
    } catch (err) {
      // The shop's own word on a refused choice (a message too long…), else that it was not saved.
      setRowMessage(itemId, (isShopError(err) && err.fieldErrors[0]?.message) || texts.saveFailed);
      return false;
    } finally {
      markSaving(itemId, false);
    }
  };

  const setSubstitute = async (item: TrolleyItem, substitute: boolean) => {
    const id = item.trolleyItemId;
    setChosen((all) => ({ ...all, [id]: substitute }));
    await save(id, { substitutes: [{ trolleyItemId: id, substitute }] }, texts.substitutesSaved);
    // Saved: the checkout says it; refused: the checkbox shows again what the shop holds.
    setChosen((all) => without(all, id));
  };

  const setAllSubstitutes = async (substitute: boolean) => {
    setDialog(NONE);
    try {
      apply(await calls().updateCheckout({ allSubstitutes: substitute }));
      setStatus(texts.substitutesSaved);
    } catch {
      showToast({ type: 'error', message: texts.saveFailed });
    }
  };

  const saveGiftWrap = async (item: TrolleyItem, message: string | null) => {
    const ok = await save(
      item.trolleyItemId,
      { giftWrap: { trolleyItemId: item.trolleyItemId, giftMessage: message } },
      message === null ? texts.giftWrapRemoved : texts.giftWrapSaved,
    );
    // Saved: the gift-wrap dialog closes (if it is still the one open).
    if (ok) setDialog((open) => (open.kind === 'gift' ? NONE : open));
    return ok;
  };

  /** The alternative of a line (null: no preference); saved, its dialog closes. */
  const saveAlternative = async (item: TrolleyItem, productId: number | null) => {
    const ok = await save(
      item.trolleyItemId,
      { alternative: { trolleyItemId: item.trolleyItemId, productId } },
      dialogs.alternativeSaved,
    );
    if (ok) setDialog((open) => (open.kind === 'alternative' ? NONE : open));
    return ok;
  };

  /** A stock exception's 'continue': the quantity asked for, forced. */
  const forceStock = (exception: TrolleyException, item: TrolleyItem) => {
    setDialog(NONE);
    void changeQuantity(item, exception.orderedQuantity ?? item.quantity, true);
  };

  const line = (itemId: number): LineState => ({
    saving: saving.has(itemId),
    message: rowMessages[itemId],
    chosen: chosen[itemId],
  });

  return {
    checkout,
    trolley,
    busyItems,
    status,
    dialog,
    line,
    open: (next: TrolleyDialog) => setDialog(next),
    close: () => setDialog(NONE),
    changeQuantity,
    remove,
    setSubstitute,
    setAllSubstitutes,
    saveGiftWrap,
    saveAlternative,
    forceStock,
    /** A checkout answered elsewhere (the campioncini dialog's choices) becomes the page's. */
    apply,
  };
}
