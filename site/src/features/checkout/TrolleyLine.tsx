// One line of the checkout's trolley page (CheckoutTrolley.tsx): image, description, promo badges, 'Non
// promozionabile', rules, the chosen origin, the substitute checkbox, the alternative chosen and the
// gift-wrap links (checkout choices), the line's message, and the quantity control and delete of
// @mercato/ui (readonly lines locked).
import type { TrolleyItem } from '@mercato/contracts';
import type { CheckoutLine } from '@mercato/contracts/checkout';
import { lineOriginText } from '@mercato/contracts/origins';
import { isSafeHref } from '@mercato/contracts/urls';
import { checkoutSteps as texts, t, trolleyPanel } from '@mercato/contracts/i18n/it';
import { productDialogs as dialogs } from '@mercato/contracts/i18n/it-product-dialogs';
import { LazyImage, TrolleyLineEnd } from '@mercato/ui';

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
  /** Opens the alternative-product choice of the line. */
  onAlternative: () => void;
}

export default function TrolleyLine(props: TrolleyLineProps) {
  const { item, options, logged, busy, saving, message } = props;
  const promos = (item.displayableMessages ?? []).filter((m) => m.messageType === 'PROMO');
  const rules = (item.displayableMessages ?? []).filter((m) => m.messageType === 'RULE');
  const detail = item.detailUrl && isSafeHref(item.detailUrl) ? item.detailUrl : null;
  const locked = item.readonly === true;
  const giftMessage = options?.giftMessage ?? null;
  const origin = lineOriginText(item.productOrigin);
  const alternative = options?.alternativeProductChoice ?? null;
  return (
    <li className={`co-line${locked ? ' co-line--readonly' : ''}`} aria-busy={busy || saving || undefined}>
      <div className="co-line__media">
        {item.imageURL && <LazyImage src={item.imageURL} alt="" width={72} height={72} className="co-line__img" />}
      </div>
      <div className="co-line__info">
        <p className="co-line__desc">{detail ? <a href={detail}>{item.description}</a> : item.description}</p>
        {item.label && <p className="co-line__label">{item.label}</p>}
        {origin && <p className="co-line__label">{origin}</p>}
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
          {logged && options?.substitutable && options.substitute && options.hasAlternatives && (
            <span className="co-alt">
              {alternative && (
                <span className="co-gift__state">
                  {t(dialogs.alternativeChosen, { product: alternative.description })}
                </span>
              )}
              <button
                type="button"
                className="co-link"
                aria-label={t(alternative ? dialogs.alternativeChangeFor : dialogs.alternativeChooseFor, {
                  product: item.description,
                })}
                onClick={props.onAlternative}
                disabled={saving}
              >
                {alternative ? dialogs.alternativeChange : dialogs.alternativeChoose}
              </button>
            </span>
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
