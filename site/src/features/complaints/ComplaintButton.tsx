// 'Segnala' of an order card and of the order detail (orders §2 complaint): the options modal (the
// complaint actions GENERIC and PRODUCT with label and subtext). PRODUCT goes to the products page
// (orderComplaintPath); GENERIC opens the send modal at once, then 'Riepilogo segnalazione'. Shown only
// while the order's complaintEnabled; once sent the button goes (one complaint per order).
import { useMemo, useState } from 'react';
import { Modal, useIds } from '@mercato/ui';
import { complaintCalls, isShopError } from '@mercato/client';
import { getClient } from '@mercato/core';
import type { OrderCard } from '@mercato/contracts/checkout';
import { COMPLAINT_ACTION_OPTIONS, type ComplaintSummary } from '@mercato/contracts/complaints';
import { checkoutPages, complaints as texts, orders as orderTexts } from '@mercato/contracts/i18n/it';
import { orderComplaintPath } from '@mercato/contracts/urls';
import ComplaintSendModal, { type ComplaintSendValues } from './ComplaintSendModal.tsx';
import ComplaintSummaryModal from './ComplaintSummaryModal.tsx';
import { sendErrorsOf } from './complaint-errors.ts';
import './complaints.css';

type Step = 'closed' | 'options' | 'send';

export default function ComplaintButton({ order }: { order: OrderCard }) {
  const ids = useIds('complaint');
  const calls = useMemo(() => complaintCalls(getClient().request), []);
  const [step, setStep] = useState<Step>('closed');
  const [sending, setSending] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [summary, setSummary] = useState<ComplaintSummary | null>(null);
  const [sent, setSent] = useState(false);

  if (!order.complaintEnabled) return null;

  const send = async (values: ComplaintSendValues) => {
    setSending(true);
    setServerError(null);
    try {
      const made = await calls.sendComplaint(order.orderId, {
        action: 'GENERIC',
        message: values.message,
        products: [],
      });
      setStep('closed');
      setSent(true);
      setSummary(made);
    } catch (err) {
      const found = sendErrorsOf(err);
      setServerErrors(found.fields);
      setServerError(found.message ?? (isShopError(err) ? err.message : texts.sendFailed));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      {!sent && (
        <button type="button" className="complaint-button" aria-haspopup="dialog" onClick={() => setStep('options')}>
          {orderTexts.report}
          {/* The order it is about, for a screen reader (as the card's other actions say it). */}
          <span className="mercato-visually-hidden">
            {' '}
            — {checkoutPages.orderNumberLabel} {order.publicOrderId}
          </span>
        </button>
      )}
      <Modal
        open={step === 'options'}
        kind="info"
        title={texts.optionsTitle}
        confirmLabel={texts.cancel}
        onConfirm={() => setStep('closed')}
        message={
          <div className="complaint-options">
            <p id={ids('intro')}>{texts.optionsIntro}</p>
            <ul>
              {COMPLAINT_ACTION_OPTIONS.map((option) => (
                <li key={option.action}>
                  <button
                    type="button"
                    className="complaint-option"
                    aria-describedby={ids(`${option.action}-subtext`)}
                    onClick={() =>
                      option.action === 'PRODUCT'
                        ? window.location.assign(orderComplaintPath(order.orderId))
                        : setStep('send')
                    }
                  >
                    <span className="complaint-option__label">{option.label}</span>
                    <span id={ids(`${option.action}-subtext`)} className="complaint-option__subtext">
                      {option.subtext}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        }
      />
      <ComplaintSendModal
        open={step === 'send'}
        fileCount={0}
        sending={sending}
        serverErrors={serverErrors}
        serverError={serverError}
        onSend={(v) => void send(v)}
        onCancel={() => setStep('closed')}
      />
      <ComplaintSummaryModal summary={summary} onClose={() => setSummary(null)} />
    </>
  );
}
