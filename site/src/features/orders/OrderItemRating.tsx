// The stars of a product of a delivered order (orders §2 order detail 'optional star rating 1-5', §6
// flag-gated, §9 rating 1–5): a radio group (a fieldset with its legend, one radio per star: arrows move
// and choose, as every radio group), each choice saved at once (PUT auth/orders/{orderId}/items/{itemId}/
// vote) and said in a live region. A failed save goes back to the vote the server holds.
// chosen: saved on choice, no 'save' button, as the shops that rate products in an order list do.
import { ordersCalls } from '@mercato/client';
import { RATING_MAX } from '@mercato/contracts/constants';
import { ordersView as texts, t } from '@mercato/contracts/i18n/it';
import { getClient } from '@mercato/core/api';
import { useState } from 'react';
import { useLatest } from '@mercato/ui/use-latest';

interface Props {
  orderId: number;
  itemId: number;
  /** The product's description (the group's name). */
  product: string;
  vote: number | null;
}

type Status = 'idle' | 'saving' | 'saved' | 'failed';

const STARS = Array.from({ length: RATING_MAX }, (_, i) => i + 1);

export default function OrderItemRating({ orderId, itemId, product, vote }: Props) {
  const [saved, setSaved] = useState(vote);
  const [chosen, setChosen] = useState(vote);
  const [status, setStatus] = useState<Status>('idle');
  const latest = useLatest();

  async function choose(n: number) {
    setChosen(n);
    setStatus('saving');
    const current = latest();
    try {
      const item = await ordersCalls(getClient().request).rateOrderItem(orderId, itemId, n);
      if (!current()) return;
      setSaved(item.vote ?? null);
      setChosen(item.vote ?? null);
      setStatus('saved');
    } catch {
      if (!current()) return;
      setChosen(saved);
      setStatus('failed');
    }
  }

  const name = `vote-${itemId}`;
  return (
    <fieldset className="ov-rating">
      <legend className="mercato-visually-hidden">{t(texts.ratingLegend, { product })}</legend>
      <span className="ov-rating__stars">
        {STARS.map((n) => {
          const id = `${name}-${n}`;
          return (
            <span key={n} className="ov-rating__star">
              <input
                type="radio"
                id={id}
                name={name}
                value={n}
                checked={chosen === n}
                onChange={() => void choose(n)}
              />
              <label htmlFor={id} className={chosen !== null && n <= chosen ? 'is-on' : undefined}>
                <span aria-hidden="true">★</span>
                <span className="mercato-visually-hidden">
                  {n === 1 ? texts.oneStarLabel : t(texts.starLabel, { n })}
                </span>
              </label>
            </span>
          );
        })}
      </span>
      <span className="ov-rating__status" role="status">
        {status === 'saving'
          ? texts.ratingSaving
          : status === 'saved'
            ? texts.ratingSaved
            : status === 'failed'
              ? texts.ratingFailed
              : chosen === null
                ? texts.notRated
                : ''}
      </span>
    </fieldset>
  );
}
