// The coupon detail dialog (spec orders §2 Promotions 'detail dialog'), downloaded when the first
// 'Dettagli' is pressed: for a v1 coupon its detail header and body, its conditions, the code and (when
// barcodeVisible) the barcode; for a v2 coupon its detail blocks (H1, HTML_TEXT_ALT, TEXT, LABEL_CODICE,
// CODICE, BARCODE a real EAN-13 image from GET barcode/ean/{code}, REGOLAMENTO). HTML comes sanitised by
// the server.
import type { CouponBlock, CustomerCoupon } from '@mercato/contracts/coupons';
import { couponCardWords as spec } from '@mercato/contracts/i18n/it-coupons';
import { couponDetailTexts as couponTexts } from '@mercato/contracts/i18n/it-coupon-parts';
import { t } from '@mercato/contracts/i18n/t';
import { eanBarcodePath } from '@mercato/contracts/urls';
import { Modal } from '@mercato/ui';
import modalCss from '@mercato/ui/modal/modal.css?inline';
import { PartCss } from '../runtime/part-css.tsx';
import css from './coupon-detail.css?inline';
import { cardDate } from './format.ts';

export interface CouponDetailProps {
  coupon: CustomerCoupon;
  apiBase: string;
  onClose: () => void;
}

// biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised HTML (coupon-blocks.ts, html.ts)
const Html = ({ html }: { html: string }) => <div className="cc-html" dangerouslySetInnerHTML={{ __html: html }} />;

export function CouponDetail({ coupon: c, apiBase, onClose }: CouponDetailProps) {
  const barcode = (code: string) => (
    <img
      className="cc-barcode"
      src={`${apiBase}${eanBarcodePath(code)}`}
      alt={t(couponTexts.barcodeAlt, { code })}
      width={240}
      height={96}
    />
  );
  const dates = (
    <p className="cc-date">
      {c.startDate && (
        <>
          {spec.validFrom} <strong>{cardDate(c.startDate)}</strong> ·{' '}
        </>
      )}
      {spec.expiresOn} <strong>{cardDate(c.expireDate)}</strong>
    </p>
  );
  const block = (b: CouponBlock, i: number) => {
    switch (b.msgType) {
      case 'H1':
        return (
          <h3 key={i} className="cc-title">
            {b.text}
          </h3>
        );
      case 'HTML_TEXT':
      case 'HTML_TEXT_ALT':
        return b.decodedText ? <Html key={i} html={b.decodedText} /> : null;
      case 'TEXT':
      case 'HEADER':
        return <p key={i}>{b.text}</p>;
      case 'LABEL_CODICE':
        return (
          <p key={i} className="cc-label">
            {b.text}
          </p>
        );
      case 'CODICE':
        return c.codiceWeb ? (
          <p key={i} className="cc-code-value">
            {c.codiceWeb}
          </p>
        ) : null;
      case 'BARCODE':
        return c.barcode ? <div key={i}>{barcode(c.barcode)}</div> : null;
      case 'SCADENZA':
        return <div key={i}>{dates}</div>;
      case 'REGOLAMENTO':
        return b.decodedText ? (
          <section key={i} className="cc-rules">
            <h4>{couponTexts.rules}</h4>
            <Html html={b.decodedText} />
          </section>
        ) : null;
      default:
        return null;
    }
  };
  const v2 = c.templateVersion === 2 && c.detailBlocks.length > 0;
  const content = v2 ? (
    <>
      {c.detailBlocks.map(block)}
      {dates}
    </>
  ) : (
    <>
      {c.detailBodyMessage && <Html html={c.detailBodyMessage} />}
      {dates}
      {c.conditionList.length > 0 && (
        <>
          <h3 className="cc-sub">{couponTexts.conditions}</h3>
          <ul className="cc-conditions">
            {c.conditionList.map((x) => (
              <li key={x}>{x}</li>
            ))}
          </ul>
        </>
      )}
      {c.codiceWeb && (
        <p>
          {couponTexts.code}: <strong className="cc-code-value">{c.codiceWeb}</strong>
        </p>
      )}
      {c.barcode && barcode(c.barcode)}
    </>
  );
  return (
    <>
      <PartCss css={modalCss} />
      <PartCss css={css} />
      <Modal
        open
        kind="info"
        title={c.detailHeaderMessage || c.description || couponTexts.detailTitle}
        message={<div className="cc-detail">{content}</div>}
        confirmLabel={couponTexts.close}
        onConfirm={onClose}
      />
    </>
  );
}
