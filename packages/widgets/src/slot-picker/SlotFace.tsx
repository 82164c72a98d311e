// What a slot shows in a grid cell or a chip: its price ('Gratis', or '3,90' with '€' where there is
// room) and small marks for eco, fast, the shopper's orders on it and a link to a grocery order (the
// legend names them; the cell's accessible name says them in words).
import { formatPrice } from '@mercato/contracts/format/price';
import { texts } from './texts.ts';
import type { Slot } from '@mercato/contracts/slots';

export function SlotFace({ slot }: { slot: Slot }) {
  const [amount, euro] = formatPrice(slot.price).split('\u00a0');
  const marks = [
    slot.eco && 'eco',
    slot.fast && 'fast',
    ...(slot.orderKinds ?? []),
    !!slot.supermercatoOrdersPublicIds?.length && 'linked',
  ].filter((m): m is string => !!m);
  return (
    <>
      <span className={slot.promotional ? 'sp-p sp-promo' : 'sp-p'}>
        {slot.price ? (
          <>
            {amount}
            <span className="sp-eur">&nbsp;{euro}</span>
          </>
        ) : (
          texts.free
        )}
      </span>
      {marks.length > 0 && (
        <span className="sp-ms">
          {marks.map((m) => (
            <i key={m} className={`sp-m sp-m--${m}`} />
          ))}
        </span>
      )}
    </>
  );
}
