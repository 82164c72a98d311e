// A price as Italian grocers show it (spec shell §9: integral and decimal parts): the final price
// large, the crossed-out previous price when discounted, the lowest price of the previous 30 days for
// every announced discount (art. 17-bis Codice del Consumo), and the price per kg / l beside it.
import { formatPrice, splitPrice } from '@mercato/contracts/format/price';
import { products as p } from '@mercato/contracts/i18n/it-products';

export interface PriceProps {
  /** Final price in cents. */
  cents: number;
  /** The price before the discount, when the product is discounted. */
  previousCents?: number | null;
  /** Lowest price of the 30 days before the discount (shown with every discount). */
  lowest30Cents?: number | null;
  /** Price per unit of measure in cents, and its unit ('kg', 'l', 'pz'). */
  unitCents?: number | null;
  unit?: string | null;
  /** Sold by weight: the final amount depends on what is weighed. */
  variableWeight?: boolean;
  size?: 'md' | 'lg';
}

export function Price({
  cents,
  previousCents,
  lowest30Cents,
  unitCents,
  unit,
  variableWeight,
  size = 'md',
}: PriceProps) {
  const { sign, integral, decimal } = splitPrice(cents);
  const discounted = previousCents != null && previousCents > cents;
  return (
    <div className={`mercato-price mercato-price--${size}${discounted ? ' mercato-price--discounted' : ''}`}>
      {discounted && (
        <span className="mercato-price__previous">
          <span className="mercato-visually-hidden">{p.previousPrice} </span>
          <s>{formatPrice(previousCents)}</s>
        </span>
      )}
      <span className="mercato-price__final">
        <span className="mercato-visually-hidden">{`${discounted ? `${p.discountedPrice} ` : ''}${formatPrice(cents)}`}</span>
        <span aria-hidden="true">
          {sign}
          <span className="mercato-price__integral">{integral}</span>
          <span className="mercato-price__decimal">,{decimal}</span>
          <span className="mercato-price__currency"> €</span>
        </span>
      </span>
      {unitCents != null && unit && (
        <span className="mercato-price__unit">
          {formatPrice(unitCents)}/{unit}
        </span>
      )}
      {variableWeight && <span className="mercato-price__weight">{p.variableWeight}</span>}
      {discounted && lowest30Cents != null && (
        <span className="mercato-price__lowest">
          {p.lowest30Days} {formatPrice(lowest30Cents)}
        </span>
      )}
    </div>
  );
}
