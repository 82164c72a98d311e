// 'Riepilogo segnalazione' (orders §2, §3 complaint summary): delivery date, order number, e-mail, phone
// and what was reported.
import { Modal } from '@mercato/ui';
import type { ComplaintSummary } from '@mercato/contracts/complaints';
import { complaints as texts, orders as orderTexts, t } from '@mercato/contracts/i18n/it';
import { italianDay } from './complaint-view.ts';

export default function ComplaintSummaryModal({
  summary,
  onClose,
}: {
  summary: ComplaintSummary | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={summary !== null}
      kind="info"
      title={orderTexts.complaintSummary}
      confirmLabel={texts.ok}
      onConfirm={onClose}
      message={summary && <ComplaintSummaryView summary={summary} />}
    />
  );
}

export function ComplaintSummaryView({ summary }: { summary: ComplaintSummary }) {
  return (
    <div className="complaint-summary">
      <p>{texts.summaryIntro}</p>
      <dl>
        <dt>{texts.deliveryDate}</dt>
        <dd>{italianDay(summary.deliveryDate)}</dd>
        <dt>{texts.orderNumber}</dt>
        <dd>{summary.orderPublicId}</dd>
        <dt>{texts.email}</dt>
        <dd>{summary.email}</dd>
        <dt>{texts.phone}</dt>
        <dd>{summary.phone ?? texts.noPhone}</dd>
        <dt>{texts.reported}</dt>
        <dd>
          {summary.action === 'GENERIC' ? (
            texts.genericReported
          ) : (
            <ul>
              {summary.products.map((p) => (
                <li key={p.orderItemId}>
                  {t(texts.productLine, {
                    product: p.description,
                    quantity: p.complaintQuantity,
                    reason: p.reasonLabel,
                  })}
                  {p.imageNames.length > 0 && ` (${t(texts.photoCount, { count: p.imageNames.length })})`}
                </li>
              ))}
            </ul>
          )}
        </dd>
        <dt>{texts.message}</dt>
        <dd className="complaint-summary__message">{summary.message}</dd>
      </dl>
    </div>
  );
}
