// The checkout's trolley page (spec orders §2 Checkout "Trolley page", §4 substitutes, §8 trolley
// exceptions), an island server-rendered with the page's checkout: the lines (image, description, unit
// price, final amount, quantity control, delete, substitute checkbox, gift-wrap link, promo badges, 'Non
// promozionabile'; readonly lines locked), the empty message, the all-substitutes modal, the gift-wrap
// dialog, the delivery-limits, stock-exception and M×N modals, and the totals with the minimum order amount.
//
// Quantities go through @mercato/core's trolley store and calls, as the floating trolley's do, so the
// header badge and the floating trolley follow; when the trolley changes the checkout is read again
// (GET auth/checkout) and announced to the frame, which enables or disables 'VAI ALLA CASSA'. The
// shopper's checkout choices (substitutes, gift wrap) are saved with PATCH auth/checkout as made.
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { HasMxNProducts, TrolleyException, TrolleyItem } from '@mercato/contracts';
import type { Checkout, CheckoutLine, CheckoutUpdate } from '@mercato/contracts/checkout';
import { GIFT_MESSAGE_MAX } from '@mercato/contracts/constants';
import { formatPrice } from '@mercato/contracts/format/price';
import { checkoutPath, isSafeHref } from '@mercato/contracts/urls';
import {
  checkoutApi,
  checkout as checkoutTexts,
  checkoutSteps as texts,
  t,
  trolley as trolleyTexts,
  trolleyPanel,
} from '@mercato/contracts/i18n/it';
import { checkoutCalls, isShopError } from '@mercato/client';
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
import { LazyImage, Modal, TrolleyLineEnd, useIds } from '@mercato/ui';
import { announceCheckout } from './checkout-frame.ts';
import {
  anySubstitutable,
  checkoutIsBehind,
  incompleteMxN,
  limitedLines,
  minimumShortfall,
  pageLines,
  stockExceptions,
} from './checkout-trolley.ts';

export interface CheckoutTrolleyProps {
  /** The checkout as the page was made (server-rendered). */
  checkout: Checkout;
  /** A logged customer: only they get substitutes (spec §6). */
  logged: boolean;
}

const calls = () => checkoutCalls(getClient().request);

const outcomeMessage = (outcome: TrolleyOutcome): string | null =>
  outcome.status === 'exception'
    ? outcome.exceptions.map((e) => e.message).join(' ')
    : outcome.status === 'error'
      ? inlineErrorText(outcome.error) || null
      : null;

/** A stock exception waiting for the shopper's choice, with the line it is about. */
interface StockChoice {
  exception: TrolleyException;
  item: TrolleyItem;
}

export default function CheckoutTrolley({ checkout: initial, logged }: CheckoutTrolleyProps) {
  const ids = useIds('checkout-trolley');
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
  const [substitutesOpen, setSubstitutesOpen] = useState(false);
  const [limitsOpen, setLimitsOpen] = useState(false);
  const [giftFor, setGiftFor] = useState<TrolleyItem | null>(null);
  const [stock, setStock] = useState<StockChoice | null>(null);
  const [mxn, setMxn] = useState<{ texts: string[]; href: string } | null>(null);
  const reading = useRef(0);
  const checkoutRef = useRef(checkout);
  checkoutRef.current = checkout;

  const apply = (next: Checkout) => {
    setCheckout(next);
    announceCheckout(next.missing);
  };

  /** Reads the checkout again; an answer overtaken by a later read is dropped. */
  const refresh = async () => {
    const mine = ++reading.current;
    try {
      const next = await calls().getCheckout();
      if (mine === reading.current) apply(next);
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
    if (choice && item) setStock({ exception: choice, item });
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
      getClient()
        .request<HasMxNProducts>('POST', 'auth/trolley/hasMxNProducts', { body: {}, spinner: false, dedupe: false })
        .then(
          (answer) => {
            const open = incompleteMxN(items, answer.productIds);
            if (open.length) setMxn({ texts: open, href });
            else window.location.assign(href);
          },
          () => window.location.assign(href),
        );
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  const setRowMessage = (itemId: number, message: string | null) =>
    setRowMessages((all) => {
      const next = { ...all };
      if (message) next[itemId] = message;
      else delete next[itemId];
      return next;
    });

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
      setStock({ exception: choice, item });
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
      document.getElementById(ids('title'))?.focus();
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
    setChosen(({ [id]: _done, ...rest }) => rest);
  };

  const setAllSubstitutes = async (substitute: boolean) => {
    setSubstitutesOpen(false);
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
    if (ok) setGiftFor(null);
    return ok;
  };

  const lines = pageLines(trolley, checkout);
  const limited = limitedLines(trolley.items);
  const shortfall = minimumShortfall(checkout);
  const totals = checkout.totals;

  if (lines.length === 0) {
    return (
      <section className="co-trolley" aria-labelledby={ids('title')}>
        <h2 id={ids('title')} className="mercato-visually-hidden" tabIndex={-1}>
          {texts.trolleyLines}
        </h2>
        <p className="co-empty">{trolleyTexts.empty}</p>
        <p className="mercato-visually-hidden" role="status">
          {status}
        </p>
      </section>
    );
  }

  return (
    <div className="co-trolley">
      <section className="co-trolley__lines" aria-labelledby={ids('title')}>
        <div className="co-trolley__head">
          <h2 id={ids('title')} tabIndex={-1}>
            {texts.trolleyLines}{' '}
            <span className="co-count">
              ({lines.length === 1 ? texts.lineOne : t(texts.linesCount, { count: lines.length })})
            </span>
          </h2>
          {logged && anySubstitutable(checkout) && (
            <button type="button" className="btn btn--ghost co-small" onClick={() => setSubstitutesOpen(true)}>
              {texts.substitutesOpen}
            </button>
          )}
        </div>
        {limited.length > 0 && (
          <div className="co-notice">
            <p>{texts.deliveryLimitsNotice}</p>
            <button type="button" className="co-link" onClick={() => setLimitsOpen(true)}>
              {texts.deliveryLimitsOpen}
            </button>
          </div>
        )}
        <ul className="co-lines">
          {lines.map(({ item, options }) => (
            <TrolleyLine
              key={item.trolleyItemId}
              item={item}
              options={
                options && chosen[item.trolleyItemId] !== undefined
                  ? { ...options, substitute: chosen[item.trolleyItemId]! }
                  : options
              }
              logged={logged}
              busy={busyItems.has(item.trolleyItemId)}
              saving={saving.has(item.trolleyItemId)}
              message={rowMessages[item.trolleyItemId]}
              onQuantity={(q) => void changeQuantity(item, q)}
              onRemove={() => void remove(item)}
              onSubstitute={(on) => void setSubstitute(item, on)}
              onGiftWrap={() => setGiftFor(item)}
              onGiftWrapRemove={() => void saveGiftWrap(item, null)}
            />
          ))}
        </ul>
      </section>

      <aside className="co-totals" aria-labelledby={ids('totals')}>
        <h2 id={ids('totals')}>{texts.totalsTitle}</h2>
        <dl>
          <div>
            <dt>{texts.itemsTotal}</dt>
            <dd>{formatPrice(totals.transactionAmount)}</dd>
          </div>
          {totals.totalDiscount > 0 && (
            <div>
              <dt>{texts.discount}</dt>
              <dd>{formatPrice(totals.totalDiscount)}</dd>
            </div>
          )}
          <div>
            <dt>{texts.minimumAmount}</dt>
            <dd>{formatPrice(totals.minimumAmount)}</dd>
          </div>
        </dl>
        {shortfall > 0 && <p className="co-shortfall">{t(texts.minimumMissing, { amount: formatPrice(shortfall) })}</p>}
      </aside>

      <p className="mercato-visually-hidden" role="status">
        {status}
      </p>

      {/* Escape or 'Annulla' close the choices below without choosing. */}
      <Modal
        open={substitutesOpen}
        kind="info"
        title={texts.substitutesTitle}
        message={
          <>
            <p>{texts.substitutesExplain}</p>
            <p>{texts.substitutesPrice}</p>
            <p className="co-choices">
              <button type="button" className="btn" onClick={() => void setAllSubstitutes(true)}>
                {checkoutTexts.acceptAllSubstitutes}
              </button>
              <button type="button" className="btn btn--ghost" onClick={() => void setAllSubstitutes(false)}>
                {checkoutTexts.declineAllSubstitutes}
              </button>
            </p>
          </>
        }
        confirmLabel={texts.giftWrapCancel}
        onConfirm={() => setSubstitutesOpen(false)}
      />

      <Modal
        open={limitsOpen}
        kind="info"
        title={texts.deliveryLimitsTitle}
        message={
          <>
            <p>{texts.deliveryLimitsNotice}</p>
            <ul>
              {limited.map((i) => (
                <li key={i.trolleyItemId}>
                  {t(texts.deliveryLimitsLine, { product: i.description, hours: i.preparationHours ?? 0 })}
                </li>
              ))}
            </ul>
          </>
        }
        onConfirm={() => setLimitsOpen(false)}
      />

      <Modal
        open={stock !== null}
        kind="info"
        title={texts.stockTitle}
        message={
          stock && (
            <>
              <p>{stock.exception.message}</p>
              {stock.exception.orderedQuantity !== undefined && stock.exception.availableQuantity !== undefined && (
                <p>
                  {t(trolleyPanel.exceptions.quantityExceeds, {
                    ordered: stock.exception.orderedQuantity,
                    available: stock.exception.availableQuantity,
                  })}
                </p>
              )}
              <p className="co-choices">
                <a className="btn btn--ghost" href={checkoutPath('DELIVERY')}>
                  {stock.exception.buttons?.[0] ?? trolleyTexts.changeSlot}
                </a>
                <button
                  type="button"
                  className="btn"
                  onClick={() => {
                    setStock(null);
                    void changeQuantity(stock.item, stock.exception.orderedQuantity ?? stock.item.quantity, true);
                  }}
                >
                  {stock.exception.buttons?.[1] ?? texts.stockContinue}
                </button>
              </p>
            </>
          )
        }
        confirmLabel={texts.giftWrapCancel}
        onConfirm={() => setStock(null)}
      />

      <Modal
        open={mxn !== null}
        kind="confirm"
        title={texts.mxnTitle}
        message={
          mxn && (
            <>
              <p>{texts.mxnIntro}</p>
              <ul>
                {mxn.texts.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            </>
          )
        }
        confirmLabel={texts.mxnProceed}
        cancelLabel={texts.mxnComplete}
        onConfirm={() => {
          const href = mxn?.href;
          setMxn(null);
          if (href && isSafeHref(href)) window.location.assign(href);
        }}
        onCancel={() => setMxn(null)}
      />

      {giftFor && (
        <GiftWrapDialog
          item={giftFor}
          initial={checkout.lines.find((l) => l.trolleyItemId === giftFor.trolleyItemId)?.giftMessage ?? ''}
          saving={saving.has(giftFor.trolleyItemId)}
          error={rowMessages[giftFor.trolleyItemId]}
          onSave={(message) => void saveGiftWrap(giftFor, message)}
          onCancel={() => setGiftFor(null)}
        />
      )}
    </div>
  );
}

interface TrolleyLineProps {
  item: TrolleyItem;
  options: CheckoutLine | null;
  logged: boolean;
  busy: boolean;
  saving: boolean;
  message?: string;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  onSubstitute: (substitute: boolean) => void;
  onGiftWrap: () => void;
  onGiftWrapRemove: () => void;
}

function TrolleyLine(props: TrolleyLineProps) {
  const { item, options, logged, busy, saving, message } = props;
  const promos = (item.displayableMessages ?? []).filter((m) => m.messageType === 'PROMO');
  const rules = (item.displayableMessages ?? []).filter((m) => m.messageType === 'RULE');
  const detail = item.detailUrl && isSafeHref(item.detailUrl) ? item.detailUrl : null;
  const locked = item.readonly === true;
  const giftMessage = options?.giftMessage ?? null;
  return (
    <li className={`co-line${locked ? ' co-line--readonly' : ''}`} aria-busy={busy || saving || undefined}>
      <div className="co-line__media">
        {item.imageURL && <LazyImage src={item.imageURL} alt="" width={72} height={72} className="co-line__img" />}
      </div>
      <div className="co-line__info">
        <p className="co-line__desc">{detail ? <a href={detail}>{item.description}</a> : item.description}</p>
        {item.label && <p className="co-line__label">{item.label}</p>}
        {(promos.length > 0 || item.promoExclusion) && (
          <p className="co-line__badges">
            {promos.map((m) => (
              <span key={m.text} className="co-promo">
                {m.text}
              </span>
            ))}
            {item.promoExclusion && <span className="co-no-promo">{trolleyPanel.notPromotable}</span>}
          </p>
        )}
        {rules.map((m) => (
          <p key={m.text} className="co-line__rule">
            {m.text}
          </p>
        ))}
        {locked && <p className="co-line__locked">{trolleyPanel.readonly}</p>}
        <div className="co-line__options">
          {logged && options?.substitutable && (
            <label className="co-check">
              <input
                type="checkbox"
                checked={options.substitute}
                disabled={saving}
                onChange={(e) => props.onSubstitute(e.currentTarget.checked)}
              />
              <span>{trolleyPanel.substitute}</span>
              <span className="mercato-visually-hidden">{item.description}</span>
            </label>
          )}
          {options?.giftWrapAllowed && (
            <span className="co-gift">
              {giftMessage !== null && <span className="co-gift__state">{texts.giftWrapAdded}</span>}
              <button
                type="button"
                className="co-link"
                aria-label={t(texts.giftWrapFor, { product: item.description })}
                onClick={props.onGiftWrap}
                disabled={saving}
              >
                {giftMessage === null ? trolleyPanel.giftWrap : texts.giftWrapEdit}
              </button>
              {giftMessage !== null && (
                <button
                  type="button"
                  className="co-link"
                  aria-label={t(texts.giftWrapRemoveFor, { product: item.description })}
                  onClick={props.onGiftWrapRemove}
                  disabled={saving}
                >
                  {texts.giftWrapRemove}
                </button>
              )}
            </span>
          )}
        </div>
        {message && (
          <p className="co-line__message" role="alert">
            {message}
          </p>
        )}
      </div>
      <TrolleyLineEnd
        item={item}
        busy={busy}
        block="co-line"
        prefix="co"
        capQuantity
        onQuantity={props.onQuantity}
        onRemove={props.onRemove}
      />
    </li>
  );
}

interface GiftWrapDialogProps {
  item: TrolleyItem;
  initial: string;
  saving: boolean;
  error?: string;
  onSave: (message: string) => void;
  onCancel: () => void;
}

/** The gift-wrap dialog: the card's message (optional, at most GIFT_MESSAGE_MAX), 'Salva' / 'Annulla'. */
function GiftWrapDialog({ item, initial, saving, error, onSave, onCancel }: GiftWrapDialogProps) {
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
        <div className="co-gift-form">
          <label htmlFor={ids('message')}>{texts.giftWrapMessage}</label>
          <p id={ids('hint')} className="co-hint">
            {t(texts.giftWrapHint, { max: GIFT_MESSAGE_MAX })}
          </p>
          <textarea
            ref={areaRef}
            id={ids('message')}
            rows={4}
            maxLength={GIFT_MESSAGE_MAX}
            value={text}
            required
            aria-invalid={shown ? true : undefined}
            aria-describedby={`${ids('hint')} ${ids('counter')}${shown ? ` ${ids('error')}` : ''}`}
            onInput={(e) => {
              setText(e.currentTarget.value);
              setEmpty(false);
            }}
          />
          <p id={ids('counter')} className="co-hint">
            {t(texts.giftWrapCounter, { count: text.length, max: GIFT_MESSAGE_MAX })}
          </p>
          {shown && (
            <p id={ids('error')} className="co-line__message" role="alert">
              {shown}
            </p>
          )}
        </div>
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
