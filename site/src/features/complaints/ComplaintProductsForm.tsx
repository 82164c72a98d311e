// The products page of 'Segnala anomalia' (orders §2, §3 complaint product, §4, §5): the order's lines,
// each unselected (its controls disabled) until ticked; per product the reason, the quantity (1 to the
// delivered quantity), the description when the reason asks for it, lot, expiry date and photos (read
// in the browser, their type by their bytes). 'Prosegui' checks every selected product with the rule of
// contracts (the server checks it again) and opens the send modal; the answer is 'Riepilogo
// segnalazione'. The view is markup: the state is use-complaint-products.ts's, a line ComplaintProductRow.tsx.
import { useIds } from '@mercato/ui';
import type { ComplaintProducts } from '@mercato/contracts/complaints';
import { complaints as texts, orders as orderTexts } from '@mercato/contracts/i18n/it';
import { ordersPath } from '@mercato/contracts/urls';
import ComplaintProductRow from './ComplaintProductRow.tsx';
import ComplaintSendModal from './ComplaintSendModal.tsx';
import ComplaintSummaryModal from './ComplaintSummaryModal.tsx';
import { useComplaintProducts } from './use-complaint-products.ts';
import './complaints.css';

export default function ComplaintProductsForm({ data }: { data: ComplaintProducts }) {
  const ids = useIds('complaint-products');
  const form = useComplaintProducts(data);
  const { phase } = form;

  if (data.products.length === 0) return <p className="card">{texts.noProducts}</p>;

  return (
    <>
      <form
        ref={form.formRef}
        className="complaint-products"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          form.proceed();
        }}
      >
        <ul className="complaint-products__list">
          {data.products.map((p) => (
            <ComplaintProductRow
              key={p.orderItemId}
              product={p}
              row={form.rows[p.orderItemId]}
              errors={form.errors[p.orderItemId] ?? {}}
              ids={ids}
              onChange={(patch) => form.update(p.orderItemId, patch)}
              onPhotos={(files) => form.addPhotos(p.orderItemId, files)}
            />
          ))}
        </ul>
        {form.formError && (
          <p className="form-alert" role="alert">
            {form.formError}
          </p>
        )}
        <div className="complaint-actions">
          <button type="submit" className="btn">
            {orderTexts.complaintProceed}
          </button>
        </div>
      </form>
      <ComplaintSendModal
        open={phase.kind === 'confirming' || phase.kind === 'sending'}
        fileCount={form.fileCount}
        sending={phase.kind === 'sending'}
        serverErrors={form.serverErrors}
        serverError={form.serverError}
        onSend={(v) => void form.send(v)}
        onCancel={form.cancel}
      />
      <ComplaintSummaryModal
        summary={phase.kind === 'sent' ? phase.summary : null}
        onClose={() => window.location.assign(ordersPath())}
      />
    </>
  );
}
