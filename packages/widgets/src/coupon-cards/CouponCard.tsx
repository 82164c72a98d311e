// One coupon card (spec orders §2 "Coupon card v1" and "v2", §4 coupon states): v1 shows the list body
// message (or the description), 'Valido da' when the start date is shown, 'Scade il' and 'In uso Ordine
// {order}'; v2 renders the server's blocks in their order (HEADER, LOGO, H1, HTML_TEXT, HTML_TEXT_ALT, TEXT,
// SCADENZA, BOTTONE with AGGIUNGI or DETTAGLI). HTML blocks come sanitised by the server (with the shop's
// sanitiser, when stored and when sent). The buttons: 'Utilizza' (disabled when used in an order) or
// 'Aggiunto al carrello' (disabled) on the page, 'Aggiungi' / 'Rimuovi' in the checkout, each with its
// loading text; 'Dettagli' opens the detail dialog. A refusal is said under the card.
import type { CouponBlock, CustomerCoupon } from '@mercato/contracts/coupons';
import { couponCardWords as spec } from '@mercato/contracts/i18n/it-coupons';
import { couponTexts } from '@mercato/contracts/i18n/it-coupons';
import { t } from '@mercato/contracts/i18n/t';
import { useIds } from '@mercato/ui/use-ids';
import { cardDate } from './format.ts';

export interface CouponCardProps {
  coupon: CustomerCoupon;
  /** In the checkout: 'Aggiungi' / 'Rimuovi'. */
  checkout?: boolean;
  /** Being added or removed. */
  busy?: boolean;
  /** Another card is busy: this one waits. */
  locked?: boolean;
  /** Why the last add or remove was refused. */
  refusal?: string | null;
  onAdd?: (coupon: CustomerCoupon) => void;
  onRemove?: (coupon: CustomerCoupon) => void;
  onDetail?: (coupon: CustomerCoupon) => void;
  /** The shop's API origin ('' on the shop itself): a block's image path is on it, not on the host page. */
  apiBase?: string;
}

export function CouponCard({
  coupon: c,
  checkout,
  busy,
  locked,
  refusal,
  onAdd,
  onRemove,
  onDetail,
  apiBase = '',
}: CouponCardProps) {
  const ids = useIds('cc');
  const used = c.state === 'USED';
  const inCart = c.state === 'IN_CART';

  const actionButton = () => {
    if (used && checkout) return null;
    const removing = checkout && inCart;
    const done = !checkout && inCart;
    return (
      <button
        type="button"
        className={done || removing ? 'mercato-button' : 'mercato-button mercato-button--primary'}
        disabled={done || used || busy || locked}
        aria-busy={busy}
        onClick={() => (removing ? onRemove : onAdd)?.(c)}
      >
        {done
          ? spec.addedToTrolley
          : busy
            ? removing
              ? couponTexts.removing
              : couponTexts.adding
            : removing
              ? spec.remove
              : checkout
                ? spec.add
                : spec.use}
      </button>
    );
  };
  const detailButton = (
    <button
      type="button"
      className="mercato-button cc-details"
      aria-describedby={ids('title')}
      onClick={() => onDetail?.(c)}
    >
      {spec.details}
    </button>
  );
  const usedLine = used && c.usedInOrder && <p className="cc-used">{t(spec.inUse, { order: c.usedInOrder })}</p>;
  const expiry = (
    <p className="cc-date">
      {spec.expiresOn} <strong>{cardDate(c.expireDate)}</strong>
    </p>
  );

  const v2 = c.templateVersion === 2 && c.blocks.length > 0;
  const titled = v2 && c.blocks.some((b) => b.msgType === 'H1');
  const block = (b: CouponBlock, i: number) => {
    switch (b.msgType) {
      case 'HEADER':
        return (
          <p key={i} className="cc-header">
            {b.text}
          </p>
        );
      case 'LOGO':
        return b.img ? (
          <img
            key={i}
            className="cc-logo"
            src={b.img.startsWith('/') && !b.img.startsWith('//') ? `${apiBase}${b.img}` : b.img}
            alt={b.text ?? ''}
          />
        ) : null;
      case 'H1':
        return (
          <h3 key={i} id={ids('title')} className={`cc-title cc-style-${b.style ?? 'primary'}`}>
            {b.text}
          </h3>
        );
      case 'HTML_TEXT':
      case 'HTML_TEXT_ALT':
        return b.decodedText ? (
          // Sanitised by the server (coupon-blocks.ts) before it was stored and again when it was sent.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised HTML
          <div key={i} className="cc-html" dangerouslySetInnerHTML={{ __html: b.decodedText }} />
        ) : null;
      case 'TEXT':
        return (
          <p key={i} className={`cc-text cc-style-${b.style ?? 'muted'}`}>
            {b.text}
          </p>
        );
      case 'SCADENZA':
        return <div key={i}>{expiry}</div>;
      case 'BOTTONE':
        return (
          <div key={i} className="cc-actions">
            {b.button === 'DETTAGLI' ? detailButton : actionButton()}
          </div>
        );
      default:
        return null;
    }
  };

  return (
    <article
      className={`cc-card cc-card--v${v2 ? 2 : 1}${inCart ? ' cc-card--in' : ''}${used ? ' cc-card--used' : ''}`}
      part="coupon-card"
      aria-labelledby={ids('title')}
      aria-busy={busy}
    >
      {v2 ? (
        <>
          {!titled && (
            <h3 id={ids('title')} className="cc-title">
              {c.description}
            </h3>
          )}
          {c.blocks.map(block)}
          {usedLine}
        </>
      ) : (
        <>
          <h3 id={ids('title')} className="cc-title">
            {c.listBodyMessage || c.description}
          </h3>
          {c.startDate && (
            <p className="cc-date">
              {spec.validFrom} <strong>{cardDate(c.startDate)}</strong>
            </p>
          )}
          {expiry}
          {usedLine}
          <div className="cc-actions">
            {actionButton()}
            {detailButton}
          </div>
        </>
      )}
      {refusal && (
        <p className="cc-refusal" role="alert">
          {refusal}
        </p>
      )}
    </article>
  );
}
