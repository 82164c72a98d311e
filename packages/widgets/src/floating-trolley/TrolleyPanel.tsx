// The floating trolley's panel (spec orders §2, §3 trolley item / receipt item, §4 trolley states, §9
// 5 skeleton rows), loaded on first open: header '1 Prodotto' / 'N Prodotti', 'Svuota carrello' (asked
// first) and 'Chiudi carrello'; rows with image (to the product detail), delivery-time-limit icon with
// tooltip, description, label, promo badges, delete, unit price and final amount (discounted variants),
// quantity control (readonly lines: none); footer total and 'CARRELLO'. Prices come from the server.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { TrolleyItem } from '@mercato/contracts';
import {
  $trolley,
  $trolleyBusyItems,
  $trolleyEmptying,
  $trolleyLines,
  $trolleyLoading,
  emptyTrolley,
  inlineErrorText,
  removeFromTrolley,
  setTrolleyQuantity,
  type TrolleyOutcome,
} from '@mercato/core/stores/trolley';
import { shopUrl } from '@mercato/core/api';
import { LazyImage, Modal, Price, Skeleton, Tooltip, TrolleyLineEnd } from '@mercato/ui';
import { isSafeHref } from '@mercato/contracts/urls';
import { lineOriginText } from '@mercato/contracts/origins';
import modalCss from '@mercato/ui/modal/modal.css?inline';
import skeletonCss from '@mercato/ui/skeleton/skeleton.css?inline';
import priceCss from '@mercato/ui/price/price.css?inline';
import quantityCss from '@mercato/ui/quantity/quantity.css?inline';
import tooltipCss from '@mercato/ui/tooltip/tooltip.css?inline';
import imageCss from '@mercato/ui/lazy-image/lazy-image.css?inline';
import ownCss from './trolley-panel.css?inline';
import { panelTexts as texts } from './panel-texts.ts';
import { PartCss } from '../runtime/part-css.tsx';
import { emit } from '../runtime/emit.ts';

const panelCss = [modalCss, skeletonCss, priceCss, quantityCss, tooltipCss, imageCss, ownCss].join('\n');

export interface TrolleyPanelProps {
  id: string;
  checkoutUrl: string;
  onClose: () => void;
  /** Says a change in the widget's live region. */
  announce: (message: string) => void;
}

const messageOf = (outcome: TrolleyOutcome): string | null =>
  outcome.status === 'exception'
    ? outcome.exceptions.map((e) => e.message).join(' ')
    : outcome.status === 'error'
      ? inlineErrorText(outcome.error) || null
      : null;

export function TrolleyPanel({ id, checkoutUrl, onClose, announce }: TrolleyPanelProps) {
  const trolley = useStore($trolley);
  const loading = useStore($trolleyLoading);
  const lines = useStore($trolleyLines);
  const emptying = useStore($trolleyEmptying);
  const busyItems = useStore($trolleyBusyItems);
  const [confirming, setConfirming] = useState(false);
  const [rowMessages, setRowMessages] = useState<Record<number, string>>({});
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = `${id}-title`;

  // Focus moves into the dialog when it opens.
  useEffect(() => {
    closeRef.current?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Escape inside the confirm dialog answers the dialog only.
    if (event.key === 'Escape' && !confirming) {
      event.preventDefault();
      onClose();
    }
  };

  const setRowMessage = (itemId: number, message: string | null) =>
    setRowMessages((all) => {
      const next = { ...all };
      if (message) next[itemId] = message;
      else delete next[itemId];
      return next;
    });

  const changeQuantity = async (item: TrolleyItem, quantity: number) => {
    const outcome = await setTrolleyQuantity(item.trolleyItemId, quantity);
    const message = messageOf(outcome);
    setRowMessage(item.trolleyItemId, message);
    if (outcome.status === 'done') announce(texts.quantityChangedMsg(item.description, quantity));
    else if (message) announce(message);
  };

  const remove = async (item: TrolleyItem) => {
    const outcome = await removeFromTrolley(item.trolleyItemId);
    if (outcome.status === 'done') {
      announce(texts.removedMsg(item.description));
      closeRef.current?.focus();
    } else setRowMessage(item.trolleyItemId, messageOf(outcome));
  };

  const empty = async () => {
    setConfirming(false);
    const outcome = await emptyTrolley();
    if (outcome.status === 'done') announce(texts.emptied);
    closeRef.current?.focus();
  };

  const items = trolley?.items ?? [];
  const firstLoad = loading && !trolley;
  const total = trolley?.transactionAmount ?? 0;
  const before = trolley?.totalPrice ?? null;

  return (
    <section
      id={id}
      className="ft-panel"
      part="floating-trolley-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-busy={firstLoad || emptying || undefined}
      onKeyDown={onKeyDown}
    >
      <PartCss css={panelCss} />
      <header className="ft-head">
        <h2 id={titleId} className="ft-title">
          {lines > 0 ? texts.products(lines) : texts.trolleyName}
        </h2>
        <div className="ft-head__actions">
          {lines > 0 && (
            <button
              type="button"
              className="ft-text-button mercato-focusable"
              onClick={() => setConfirming(true)}
              disabled={emptying}
            >
              {emptying && <span className="ft-spinner" aria-hidden="true" />}
              {texts.emptyTrolley}
            </button>
          )}
          <button ref={closeRef} type="button" className="ft-text-button mercato-focusable" onClick={onClose}>
            {texts.closeTrolley}
          </button>
        </div>
      </header>

      {firstLoad ? (
        <Skeleton variant="row" count={5} />
      ) : items.length === 0 ? (
        <p className="ft-empty">{texts.floatingEmpty}</p>
      ) : (
        <ul className="ft-rows">
          {items.map((item) => (
            <TrolleyRow
              key={item.trolleyItemId}
              item={item}
              busy={busyItems.has(item.trolleyItemId) || emptying}
              message={rowMessages[item.trolleyItemId]}
              onQuantity={(q) => void changeQuantity(item, q)}
              onRemove={() => void remove(item)}
            />
          ))}
        </ul>
      )}

      {items.length > 0 && (
        <footer className="ft-foot">
          <div className="ft-total">
            <span className="ft-total__label">{texts.total}</span>
            <Price cents={total} previousCents={before !== null && before > total ? before : null} size="lg" />
          </div>
          <a className="mercato-button mercato-button--primary ft-checkout" href={checkoutUrl}>
            {texts.checkoutButton}
          </a>
        </footer>
      )}

      <Modal
        open={confirming}
        kind="confirm"
        title={texts.emptyTrolley}
        message={texts.emptyConfirm}
        onConfirm={() => void empty()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}

interface TrolleyRowProps {
  item: TrolleyItem;
  busy: boolean;
  message?: string;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

function TrolleyRow({ item, busy, message, onQuantity, onRemove }: TrolleyRowProps) {
  const promos = (item.displayableMessages ?? []).filter((m) => m.messageType === 'PROMO');
  const hours = item.preparationHours ?? 0;
  const origin = lineOriginText(item.productOrigin);
  // The shop answers paths on its own origin, which need not be the page's.
  const detail = item.detailUrl && isSafeHref(item.detailUrl) ? shopUrl(item.detailUrl) : null;
  const image = item.imageURL ? (
    <LazyImage src={shopUrl(item.imageURL)} alt={item.description} width={56} height={56} className="ft-row__img" />
  ) : null;
  return (
    <li
      className={`ft-row${item.readonly ? ' ft-row--readonly' : ''}`}
      part="trolley-row"
      aria-busy={busy || undefined}
    >
      <div className="ft-row__media">
        {detail && image ? (
          <a href={detail} className="mercato-focusable">
            {image}
          </a>
        ) : (
          image
        )}
      </div>
      <div className="ft-row__info">
        <p className="ft-row__desc">{item.description}</p>
        {item.label && <p className="ft-row__label">{item.label}</p>}
        {origin && <p className="ft-row__label">{origin}</p>}
        {!item.premium && (
          // The page's lists take it (`mercato:add-to-list`); where none listens, the lists page opens.
          <button
            type="button"
            className="ft-text-button ft-row__list mercato-focusable"
            aria-label={texts.addToListLabel(item.description)}
            onClick={(e) => {
              const detail = { productId: item.productId, description: item.description };
              if (emit(e.currentTarget, 'add-to-list', detail, true)) window.location.assign(shopUrl('/lds/all'));
            }}
          >
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M3 5h12v2H3V5zm0 6h12v2H3v-2zm0 6h8v2H3v-2zm14-4h2v3h3v2h-3v3h-2v-3h-3v-2h3v-3z"
              />
            </svg>
          </button>
        )}
        {(promos.length > 0 || hours > 0) && (
          <div className="ft-row__badges">
            {promos.map((m) => (
              <span key={m.text} className="ft-promo">
                {m.text}
              </span>
            ))}
            {hours > 0 && (
              <Tooltip content={texts.deliveryLimitMsg(hours)}>
                <button type="button" className="ft-limit mercato-focusable" aria-label={texts.deliveryLimitIcon}>
                  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                    <path
                      fill="currentColor"
                      d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16Zm.5-13H11v6l5.2 3.1.8-1.2-4.5-2.7V7Z"
                    />
                  </svg>
                </button>
              </Tooltip>
            )}
          </div>
        )}
        {message && (
          <p className="ft-row__message" role="alert">
            {message}
          </p>
        )}
      </div>
      <TrolleyLineEnd
        item={item}
        busy={busy}
        block="ft-row"
        prefix="ft"
        sayReadonly
        onQuantity={onQuantity}
        onRemove={onRemove}
      />
    </li>
  );
}
