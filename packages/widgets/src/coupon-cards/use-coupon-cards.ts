// The coupon cards' state and what the shopper does with it; CouponCards.tsx is the markup. The view
// renders by its phase:
//   free     a visitor who is not logged in (the shop answered 401 or 403): a note asks to log in
//   loading  the coupons are asked of the shop (three placeholder cards, spec orders §9)
//   failed   they could not be loaded ('Riprova' asks again)
//   ready    the cards (or 'Nessun buono disponibile')
// Beside the phase: the coupon being added or removed (`busyId`), each card's refusal (its coupon error
// code's Italian message, shell §8), the code entry's busy state (the entry itself is CodeEntry.tsx, a lazy part), the card
// whose detail is open (the dialog is a lazy part). A change answers the wallet, which replaces the cards;
// the trolley store is read again so the header, the floating trolley and the checkout show the new total.
import { useEffect, useMemo, useRef, useState } from 'react';
import { couponCalls, isShopError, requestFor, resolveApiBase } from '@mercato/client';
import { COUPON_CODE_MAX_LENGTH } from '@mercato/contracts/coupon-codes';
import type { CouponWallet, CustomerCoupon } from '@mercato/contracts/coupons';
import { TROLLEY_CHANNEL } from '@mercato/contracts/constants';
import { couponTexts } from '@mercato/contracts/i18n/it-coupons';
import { useLatest } from '@mercato/ui/use-latest';
import { emit } from '../runtime/emit.ts';
import { lazyPart } from '../runtime/lazy-part.ts';
import type { PropsOf } from '../runtime/widget-meta.ts';
import type { props } from './meta.ts';
import { refusalOf } from './refusal.ts';

export const detailPart = lazyPart(() => import('./CouponDetail.tsx'));
export const codePart = lazyPart(() => import('./CodeEntry.tsx'));

/** The detail of a `mercato:coupon-added` / `mercato:coupon-removed` event. */
export interface CouponChange {
  couponId: number;
  code: string;
  transactionAmount: number | null;
  /** The coupons in the trolley now, with what each takes off. */
  inTrolley: CouponWallet['inTrolley'];
}

/** The element's attributes (documented in meta.ts; all live) and the React-only callbacks. */
export interface CouponCardsProps extends PropsOf<typeof props> {
  /** A coupon went into the trolley (the element also emits mercato:coupon-added). */
  onCouponAdded?: (change: CouponChange) => void;
  /** A coupon left the trolley (mercato:coupon-removed). */
  onCouponRemoved?: (change: CouponChange) => void;
}

export type Phase = 'free' | 'loading' | 'failed' | 'ready';

/**
 * The trolley the shop answered, given to the page's trolley store and the other tabs as the store itself
 * tells them (core stores/trolley.ts, TROLLEY_CHANNEL): the header, the floating trolley and the checkout
 * show the new total without a call and without the widget carrying the store.
 */
function shareTrolley(trolley: CouponWallet['trolley']): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(TROLLEY_CHANNEL);
  channel.postMessage({ type: 'trolley', trolley });
  channel.close();
}

const changeOf = (c: Pick<CustomerCoupon, 'id' | 'code'>, w: CouponWallet): CouponChange => ({
  couponId: c.id,
  code: c.code,
  transactionAmount: w.transactionAmount,
  inTrolley: w.inTrolley,
});

export function useCouponCards({
  apiBase: apiBaseProp,
  productId,
  codeMaxLength,
  codeEntry,
  onCouponAdded,
  onCouponRemoved,
}: CouponCardsProps) {
  const apiBase = resolveApiBase(apiBaseProp);
  const api = useMemo(() => couponCalls(requestFor(apiBase)), [apiBase]);
  const maxLength = Math.min(
    codeMaxLength && codeMaxLength > 0 ? codeMaxLength : COUPON_CODE_MAX_LENGTH,
    COUPON_CODE_MAX_LENGTH,
  );
  const rootRef = useRef<HTMLDivElement>(null);
  const latest = useLatest();

  const ask = `${apiBase}|${productId ?? ''}`;
  const [data, setData] = useState<{ ask: string; coupons: CustomerCoupon[] }>();
  const coupons = data?.ask === ask ? data.coupons : null;
  const [loadError, setLoadError] = useState<string | null>(null);
  const [free, setFree] = useState(false);
  const [reload, setReload] = useState(0);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [refusals, setRefusals] = useState<Record<number, string>>({});
  const [announce, setAnnounce] = useState('');
  const [detailId, setDetailId] = useState<number | null>(null);
  const [codeBusy, setCodeBusy] = useState(false);
  /** The card whose detail could not be downloaded ('Riprova' tries again), else null. */
  const [detailFailed, setDetailFailed] = useState<number | null>(null);
  const busy = useRef(false);

  const load = () =>
    productId ? api.getProductCoupons(productId) : api.getCoupons().then((w: CouponWallet) => w.coupons);

  useEffect(() => {
    const current = latest();
    setLoadError(null);
    setFree(false);
    load().then(
      (list) => current() && setData({ ask, coupons: list }),
      (err: unknown) => {
        if (!current()) return;
        if (isShopError(err) && (err.status === 401 || err.status === 403)) setFree(true);
        else setLoadError(refusalOf(err));
      },
    );
  }, [ask, reload]);

  // The code entry arrives with the cards when asked for (a lazy part; a failed download leaves it out).
  const [, codeArrived] = useState(0);
  useEffect(() => {
    if (codeEntry && !codePart.get())
      codePart.load().then(
        () => codeArrived((n) => n + 1),
        () => undefined,
      );
  }, [codeEntry]);

  const phase: Phase = coupons ? 'ready' : free ? 'free' : loadError ? 'failed' : 'loading';

  /** The wallet after a change: the cards (a product's only its own), the trolley shared with the page. */
  const applyWallet = async (w: CouponWallet) => {
    setData({ ask, coupons: productId ? await load() : w.coupons });
    shareTrolley(w.trolley);
  };

  const run = async (c: CustomerCoupon, adding: boolean) => {
    if (busy.current) return; // a double click does it once
    busy.current = true;
    setBusyId(c.id);
    setRefusals(({ [c.id]: _gone, ...rest }) => rest);
    try {
      const w = adding ? await api.addCoupon(c.id) : await api.removeCoupon(c.id);
      await applyWallet(w);
      const change = changeOf(c, w);
      setAnnounce(adding ? couponTexts.added : couponTexts.removed);
      emit(rootRef.current, adding ? 'coupon-added' : 'coupon-removed', change);
      (adding ? onCouponAdded : onCouponRemoved)?.(change);
    } catch (err) {
      setRefusals((r) => ({ ...r, [c.id]: refusalOf(err) }));
    } finally {
      busy.current = false;
      setBusyId(null);
    }
  };

  /** A typed code (CodeEntry.tsx): the wallet, the event; a refusal is thrown back to the entry. */
  const sendCode = async (code: string): Promise<CouponWallet> => {
    busy.current = true;
    setCodeBusy(true);
    try {
      const w = await api.addCouponCode(code);
      await applyWallet(w);
      const added = w.coupons.find((c) => c.code.toUpperCase() === code.toUpperCase());
      const change = changeOf(added ?? { id: 0, code: code.toUpperCase() }, w);
      setAnnounce(couponTexts.added);
      emit(rootRef.current, 'coupon-added', change);
      onCouponAdded?.(change);
      return w;
    } finally {
      busy.current = false;
      setCodeBusy(false);
    }
  };

  const openDetail = (id: number) => {
    setDetailFailed(null);
    if (detailPart.get()) return setDetailId(id);
    const current = latest();
    detailPart.load().then(
      () => current() && setDetailId(id),
      () => current() && setDetailFailed(id),
    );
  };

  return {
    phase,
    apiBase,
    rootRef,
    coupons,
    loadError,
    busyId,
    refusals,
    announce,
    detail: coupons?.find((c) => c.id === detailId) ?? null,
    detailFailed,
    Detail: detailPart.get()?.CouponDetail,
    CodeEntry: codePart.get()?.CodeEntry,
    maxLength,
    codeBusy,
    sendCode,
    retry: () => setReload((n) => n + 1),
    add: (c: CustomerCoupon) => run(c, true),
    remove: (c: CustomerCoupon) => run(c, false),
    openDetail,
    closeDetail: () => setDetailId(null),
    retryDetail: () => detailFailed !== null && openDetail(detailFailed),
  };
}
