// The slot picker's legend: what the cells' colours and marks mean (the checkout's adds promotional,
// inactive and linked).
import { useIds } from '@mercato/ui/use-ids';
import { texts } from './texts.ts';

const LEGEND: [className: string, label: string, shown: 'all' | 'shop' | 'checkout'][] = [
  ['sp-c--AVAILABLE', texts.legend.available, 'all'],
  ['sp-c--BLOCKED_BY_TROLLEY', texts.legend.blockedByTrolley, 'shop'],
  ['sp-c--RESERVED', texts.legend.reserved, 'shop'],
  ['sp-c--SOLD_OUT', texts.legend.soldOut, 'all'],
  ['sp-m sp-m--pharmacy', texts.legend.pharmacyOrder, 'shop'],
  ['sp-m sp-m--grocery', texts.legend.groceryOrder, 'shop'],
  ['sp-m sp-m--wine', texts.legend.wineOrder, 'shop'],
  ['sp-m sp-m--beauty', texts.legend.beautyOrder, 'shop'],
  ['sp-m sp-m--eco', texts.legend.eco, 'all'],
  ['sp-m sp-m--fast', texts.legend.fast, 'all'],
  ['sp-c--AVAILABLE sp-k--promo', texts.legend.promotional, 'checkout'],
  ['sp-c--INACTIVE', texts.legend.inactive, 'checkout'],
  ['sp-m sp-m--linked', texts.legend.linkedToGroceryOrder, 'checkout'],
];

/** The legend: what the cells' colours and marks mean (the checkout's adds promotional, inactive, linked). */
export function Legend({ checkout, readOnly, Sub }: { checkout: boolean; readOnly: boolean; Sub: 'h3' | 'h4' }) {
  const ids = useIds('sp-legend');
  return (
    <div className="sp-legend">
      <Sub id={ids('title')} className="sp-legend-title">
        {texts.legendTitle}
      </Sub>
      <ul aria-labelledby={ids('title')}>
        {LEGEND.filter(([, , shown]) => shown === 'all' || (shown === 'shop' ? !readOnly : checkout)).map(
          ([className, label]) => (
            <li key={label}>
              <i className={className.startsWith('sp-m') ? className : `sp-k ${className}`} />
              {label}
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
