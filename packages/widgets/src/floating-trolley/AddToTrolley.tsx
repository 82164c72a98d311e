// The add-to-trolley button of listings and product pages (spec orders §2, shell §3 trolley add payload,
// §4 'Trolley add is blocked if the same product is already being added'): a quantity input 1–9999 and
// the button. A double click never adds twice (the button ignores clicks while its add runs, and the
// store refuses a second add of a product being added). A trolley exception (orders §8) is shown instead
// of 'added'; 'Continua' resends the add forced, 'Cambia Slot' goes to the slot choice. A product of
// several origins is asked about by the shop (ORIGIN_CHOICE): the origin dialog (OriginDialog.tsx,
// downloaded then) asks the shopper and resends the add with the choice.
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { TrolleyException } from '@mercato/contracts';
import { QUANTITY_MAX, QUANTITY_MIN } from '@mercato/contracts/constants';
import { $trolleyAdding, addToTrolley, inlineErrorText, type TrolleyOutcome } from '@mercato/core/stores/trolley';
import { connectClient, shopUrl } from '@mercato/core/api';
import { lazyParts } from '@mercato/contracts/i18n/it-parts';
import { useIds } from '@mercato/ui/use-ids';
import { emit } from '../runtime/emit.ts';
import { lazyPart } from '../runtime/lazy-part.ts';
import type { PropsOf } from '../runtime/widget-meta.ts';
import type { addProps } from './meta.ts';
import { texts } from './texts.ts';

export interface TrolleyAddDetail {
  productId: number;
  quantity: number;
  status: TrolleyOutcome['status'];
  exceptions?: TrolleyException[];
}

/** The element's attributes (apiBase, description, quantity, hideQuantity, changeSlotUrl: documented in meta.ts), a required productId, and onAdd. */
export interface AddToTrolleyProps extends Omit<PropsOf<typeof addProps>, 'productId'> {
  productId: number;
  /** Called after every add with what it came to (the element also emits mercato:trolley-add). */
  onAdd?: (detail: TrolleyAddDetail) => void;
  /**
   * Said instead of adding, with no call made: why this page may not change the trolley (the element on
   * an origin the shop does not list, see originRefusal in @mercato/client). The add ends as 'error'.
   */
  refused?: string;
  /**
   * The base of the ids of its parts, unique on the page, when many are rendered as separate roots (a
   * grid's tiles, server-rendered then brought to life one by one): each root's generated ids would be
   * the same. Default: generated.
   */
  idBase?: string;
}

/**
 * Whether the shop is on another origin than the page (an element on a partner page, a React app with
 * apiBase): a visitor who has not entered the shop is then told to enter it, with a link, instead of the
 * login prompt that the shop's own pages show.
 */
const onOtherOrigin = () => new URL(shopUrl('/'), location.href).origin !== location.origin;

/** The shop's answer to a visitor without a trolley (spec shell §6 free visit: 403 with the login prompt). */
const needsSession = (error: unknown) =>
  (error as { status?: number }).status === 403 && (error as { type?: string }).type === 'CONFIRM';

/** The origin choice, downloaded when the shop first asks for one. */
const originDialog = lazyPart(() => import('./OriginDialog.tsx'));

/** An add waiting for something of the shopper: the exception's answer, or the origin (ORIGIN_CHOICE). */
interface Waiting {
  exception: TrolleyException;
  quantity: number;
  forced: boolean;
  /** The origin chosen already, sent again with the answer ('Continua'). */
  origin?: string;
}

const validQuantity = (n: unknown): n is number =>
  Number.isInteger(n) && (n as number) >= QUANTITY_MIN && (n as number) <= QUANTITY_MAX;

export function AddToTrolley({
  apiBase,
  productId,
  description,
  quantity: quantityProp,
  hideQuantity = false,
  changeSlotUrl: changeSlotProp,
  onAdd,
  refused,
  idBase,
}: AddToTrolleyProps) {
  connectClient(apiBase);
  const changeSlotUrl = changeSlotProp ?? shopUrl('/checkout/delivery');
  // A quantity the button could not add (absent, 0 as Vue writes for a removed prop, 1.5, 10000): the default 1.
  const quantity = validQuantity(quantityProp) ? quantityProp : 1;
  const adding = useStore($trolleyAdding).has(productId);
  const [text, setText] = useState(String(quantity));
  const [invalid, setInvalid] = useState(false);
  const [status, setStatus] = useState('');
  const [enter, setEnter] = useState(false);
  const [exception, setException] = useState<Waiting | null>(null);
  const [asking, setAsking] = useState<Waiting | null>(null);
  const running = useRef(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const ids = useIds('att', idBase);
  useEffect(() => setText(String(quantity)), [quantity]);

  const add = async (forced = false, wanted?: number, origin?: string) => {
    if (running.current) return;
    let qty = wanted;
    if (qty === undefined) {
      const raw = hideQuantity ? String(quantity) : text.trim();
      const n = Number(raw);
      if (raw === '' || !validQuantity(n)) {
        setInvalid(true);
        return;
      }
      qty = n;
    }
    setInvalid(false);
    const report = (detail: TrolleyAddDetail) => {
      onAdd?.(detail);
      emit(rootRef.current, 'trolley-add', detail);
    };
    if (refused) {
      setStatus(refused);
      report({ productId, quantity: qty, status: 'error' });
      return;
    }
    running.current = true;
    setStatus(texts.adding);
    setEnter(false);
    setException(null);
    setAsking(null);
    try {
      const outcome = await addToTrolley(productId, qty, {
        ...(forced ? { forced: true } : {}),
        ...(origin ? { productOrigin: origin } : {}),
      });
      if (outcome.status === 'done') setStatus(texts.added);
      else if (outcome.status === 'exception') {
        setStatus('');
        const waiting = { exception: outcome.exceptions[0]!, quantity: qty, forced, origin };
        if (waiting.exception.code !== 'ORIGIN_CHOICE') setException(waiting);
        else {
          // The dialog's code first (downloaded once); a failed download is said like a failed call.
          try {
            await originDialog.load();
            setAsking(waiting);
          } catch {
            setStatus(lazyParts.loadError);
          }
        }
      } else if (outcome.status === 'error' && needsSession(outcome.error) && onOtherOrigin()) {
        setStatus(texts.enterShopFirst);
        setEnter(true);
      } else if (outcome.status === 'error') setStatus(inlineErrorText(outcome.error));
      else setStatus('');
      report({
        productId,
        quantity: qty,
        status: outcome.status,
        ...(outcome.status === 'exception' ? { exceptions: outcome.exceptions } : {}),
      });
    } finally {
      running.current = false;
    }
  };

  const buttons = exception?.exception.buttons ?? [];
  const OriginDialog = originDialog.get()?.OriginDialog;
  return (
    <div ref={rootRef} className="att" part="add-to-trolley">
      <form
        className="att-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        {!hideQuantity && (
          <>
            <label htmlFor={ids('q')} className="mercato-visually-hidden">
              {description ? texts.quantityLabel(description) : texts.quantity}
            </label>
            <input
              id={ids('q')}
              className="att-quantity mercato-focusable"
              type="number"
              inputMode="numeric"
              min={QUANTITY_MIN}
              max={QUANTITY_MAX}
              step={1}
              value={text}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? ids('e') : undefined}
              onInput={(e) => setText((e.target as HTMLInputElement).value)}
              onChange={(e) => setText(e.target.value)}
            />
          </>
        )}
        <button
          type="submit"
          className="mercato-button mercato-button--primary att-add"
          aria-disabled={adding || undefined}
        >
          {adding && <span className="ft-spinner" aria-hidden="true" />}
          {texts.add}
          {/* The name says the product after the visible words (WCAG 2.5.3 label in name). */}
          {description && <span className="mercato-visually-hidden">{` ${description}`}</span>}
        </button>
      </form>
      {invalid && (
        <p id={ids('e')} className="att-error" role="alert">
          {texts.quantityInvalid}
        </p>
      )}
      <p className="att-status" role="status">
        {status}
        {enter && (
          <>
            {' '}
            <a className="att-enter mercato-focusable" href={shopUrl('/')}>
              {texts.enterShop}
            </a>
          </>
        )}
      </p>
      {exception && (
        <div className="att-exception" role="alert">
          <p className="att-exception__message">{exception.exception.message}</p>
          {buttons.length > 0 && (
            <div className="att-exception__actions">
              {/* The server names the buttons: 'Cambia Slot' goes to the slots, any other ('Continua') resends the add forced. */}
              {buttons.map((label) =>
                label === texts.changeSlot ? (
                  <a key={label} className="mercato-button" href={changeSlotUrl}>
                    {label}
                  </a>
                ) : (
                  <button
                    key={label}
                    type="button"
                    className="mercato-button mercato-button--primary"
                    onClick={() => void add(true, exception.quantity, exception.origin)}
                  >
                    {label}
                  </button>
                ),
              )}
            </div>
          )}
        </div>
      )}
      {asking && OriginDialog && (
        <OriginDialog
          question={asking.exception}
          onChoose={(chosen) => void add(asking.forced, asking.quantity, chosen)}
          onCancel={() => setAsking(null)}
        />
      )}
    </div>
  );
}
