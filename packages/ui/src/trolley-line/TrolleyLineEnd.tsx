// The end of a trolley line (spec orders §3 trolley item / receipt item), the same in the floating
// trolley's panel and on the checkout's trolley page: unit price and amount (discounted variants), the
// quantity control ('N ×' where the quantity cannot change), the delete button (none on readonly lines)
// and the busy spinner. Each caller keeps its own class names (`block`, `prefix`) and CSS.
import type { TrolleyItem } from '@mercato/contracts';
import { trolleyPanel } from '@mercato/contracts/i18n/it-trolley-panel';
import { trolley } from '@mercato/contracts/i18n/it-trolley';
import { t } from '@mercato/contracts/i18n/t';
import { Price } from '../price/Price.tsx';
import { QuantitySelector } from '../quantity/QuantitySelector.tsx';

export interface TrolleyLineEndProps {
  item: TrolleyItem;
  /** A call for this line is under way: controls disabled, spinner shown. */
  busy: boolean;
  /** The line's BEM block: its parts are `${block}__prices`, `__unit`, `__amount`, `__caption`, `__controls`, `__qty`. */
  block: string;
  /** The caller's prefix: the delete button is `${prefix}-delete`, the spinner `${prefix}-spinner`. */
  prefix: string;
  /** Cap the quantity control at the line's maxPurchasableQuantity. */
  capQuantity?: boolean;
  /** Say 'readonly' after the quantity of a readonly line (for callers that show no readonly note of their own). */
  sayReadonly?: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

export function TrolleyLineEnd({
  item,
  busy,
  block,
  prefix,
  capQuantity,
  sayReadonly,
  onQuantity,
  onRemove,
}: TrolleyLineEndProps) {
  const unitDiscounted = item.discountedUnitPrice !== null && item.discountedUnitPrice < item.unitPrice;
  const amountDiscounted =
    item.discountedQuantityAwarePrice !== null && item.discountedQuantityAwarePrice < item.quantityAwarePrice;
  return (
    <>
      <div className={`${block}__prices`}>
        <div className={`${block}__unit`}>
          <span className={`${block}__caption`}>{trolleyPanel.unitPrice}</span>
          <Price
            cents={unitDiscounted ? item.discountedUnitPrice! : item.unitPrice}
            previousCents={unitDiscounted ? item.unitPrice : null}
          />
        </div>
        <div className={`${block}__amount`}>
          <span className={`${block}__caption`}>{trolleyPanel.amount}</span>
          <Price
            cents={amountDiscounted ? item.discountedQuantityAwarePrice! : item.quantityAwarePrice}
            previousCents={amountDiscounted ? item.quantityAwarePrice : null}
          />
        </div>
      </div>
      <div className={`${block}__controls`}>
        {item.readonly || item.quantityDisabled ? (
          <span className={`${block}__qty`}>
            {`${item.quantity} ×`}
            {sayReadonly && item.readonly && (
              <span className="mercato-visually-hidden">{`, ${trolleyPanel.readonly}`}</span>
            )}
          </span>
        ) : (
          <QuantitySelector
            value={item.quantity}
            label={t(trolley.quantityOf, { product: item.description })}
            hideLabel
            max={capQuantity ? item.maxPurchasableQuantity : undefined}
            disabled={busy}
            onChange={onQuantity}
          />
        )}
        {!item.readonly && (
          <button
            type="button"
            className={`${prefix}-delete mercato-focusable`}
            aria-label={t(trolleyPanel.remove, { product: item.description })}
            onClick={onRemove}
            disabled={busy}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M6 19a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V7H6v12ZM19 4h-3.5l-1-1h-5l-1 1H5v2h14V4Z"
              />
            </svg>
          </button>
        )}
        {busy && <span className={`${prefix}-spinner`} aria-hidden="true" />}
      </div>
    </>
  );
}
