// 'Buoni Amici di Scuola e dello Sport' (/ordini/buoni/amici-scuola; spec orders §2 vouchers, §3 virtual
// voucher and barcode, §4 the pending-confirmation mark, §8 empty texts): the items the customer can still
// ask for, each with its available quantity, a quantity selector (1..available) and 'RICHIEDI'; the
// printable vouchers (reference, quantity, status, the mark of the printed ones awaiting confirmation),
// each with a print button opening the barcode choice dialog, then the printable documents dialog. The
// page gives the overview as the server made it; every answer of a change replaces it.
//
// 'RICHIEDI' sends one idempotency key per press: a press while one is on its way does nothing, and after
// an answer that never came (network, 5xx) the next press sends the same key again, so the server makes
// one request whatever happens. A refusal (more than available: someone else's press, another tab) is
// shown by the page's client, and the overview is read again.
// chosen: an item with none left to ask for is not listed ('Nessun buono disponibile' when none is left);
// after a request its confirmation is said in a status line.
import { useEffect, useMemo, useRef, useState } from 'react';
import { orders as ordersTexts, t, vouchers as texts } from '@mercato/contracts/i18n/it';
import {
  type PrintableVoucher,
  type VoucherBarcode,
  type VoucherItem,
  type VoucherOverview,
  voucherQuantities,
} from '@mercato/contracts/vouchers';
import { isShopError, newIdempotencyKey, voucherCalls, type VoucherCalls } from '@mercato/client';
import { getClient } from '@mercato/core/api';
import { useIds } from '@mercato/ui';
import { Field } from '@mercato/ui/field';
import { VoucherBarcodeChoice, VoucherDocuments } from './VoucherDialogs.tsx';

export interface VoucherBoardProps {
  initial: VoucherOverview;
  /** For tests: the calls (default: the page's client). */
  calls?: VoucherCalls;
}

export default function VoucherBoard({ initial, calls: given }: VoucherBoardProps) {
  const calls = useMemo(() => given ?? voucherCalls(getClient().request), [given]);
  const ids = useIds('vb');
  const [overview, setOverview] = useState(initial);
  const [done, setDone] = useState<string | null>(null);
  /** The item asked for is gone (none left): its button went with it, the focus goes to the status line. */
  const [focusStatus, setFocusStatus] = useState(0);
  const statusRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focusStatus > 0) statusRef.current?.focus();
  }, [focusStatus]);
  const [choosing, setChoosing] = useState<PrintableVoucher | null>(null);
  const [printing, setPrinting] = useState<{ voucher: PrintableVoucher; barcodes: VoucherBarcode[] } | null>(null);

  const reload = async () => {
    try {
      setOverview(await calls.getVouchers());
    } catch {
      // The client has shown why; the page keeps what it shows.
    }
  };

  const requestable = overview.vouchers.filter((v) => v.availableQuantity > 0);
  return (
    <div className="vb">
      <section className="vb-section" aria-labelledby={ids('available')}>
        <h2 id={ids('available')}>{texts.availableHeading}</h2>
        <p className="vb-status" role="status" ref={statusRef} tabIndex={-1}>
          {done}
        </p>
        {requestable.length === 0 ? (
          <p className="card vb-empty">{ordersTexts.noVouchers}</p>
        ) : (
          <ul className="vb-items">
            {requestable.map((item) => (
              <VoucherRequestRow
                key={item.id}
                item={item}
                calls={calls}
                onDone={(next) => {
                  setOverview(next);
                  if (!next.vouchers.some((v) => v.id === item.id && v.availableQuantity > 0))
                    setFocusStatus((n) => n + 1);
                  const made = next.printable[0];
                  setDone(
                    made ? t(texts.requestDone, { reference: made.reference, count: String(made.quantity) }) : null,
                  );
                }}
                onRefused={reload}
              />
            ))}
          </ul>
        )}
      </section>

      <section className="vb-section" aria-labelledby={ids('printable')}>
        <h2 id={ids('printable')}>{texts.printableHeading}</h2>
        {overview.printable.length === 0 ? (
          <p className="card vb-empty">{ordersTexts.noPrintableVouchers}</p>
        ) : (
          <ul className="vb-printable">
            {overview.printable.map((p) => (
              <li key={p.id} className="card vb-request">
                <h3 className="vb-request__title">{p.productDescription}</h3>
                <dl className="vb-facts">
                  <div>
                    <dt>{texts.reference}</dt>
                    <dd>{p.reference}</dd>
                  </div>
                  <div>
                    <dt>{texts.quantity}</dt>
                    <dd>{p.quantity}</dd>
                  </div>
                  <div>
                    <dt>{texts.requestDate}</dt>
                    <dd>{p.requestDate}</dd>
                  </div>
                  <div>
                    <dt>{texts.status}</dt>
                    <dd>
                      <span>{p.statusLabel}</span>
                      {p.pendingConfirmation && <span className="vb-pending">{texts.pendingMark}</span>}
                    </dd>
                  </div>
                </dl>
                <button
                  type="button"
                  className="mercato-button vb-request__print"
                  aria-label={t(texts.printOf, { reference: p.reference })}
                  onClick={() => setChoosing(p)}
                >
                  {texts.print}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <VoucherBarcodeChoice
        voucher={choosing}
        onCancel={() => setChoosing(null)}
        onChosen={(barcodes) => {
          const voucher = choosing;
          setChoosing(null);
          if (voucher) setPrinting({ voucher, barcodes });
        }}
      />
      <VoucherDocuments
        voucher={printing?.voucher ?? null}
        barcodes={printing?.barcodes ?? []}
        calls={calls}
        onPrinted={setOverview}
        onClose={() => setPrinting(null)}
      />
    </div>
  );
}

interface RowProps {
  item: VoucherItem;
  calls: VoucherCalls;
  onDone: (overview: VoucherOverview) => void;
  onRefused: () => void;
}

/** One item: its available quantity, the quantity to ask for and 'RICHIEDI'. */
function VoucherRequestRow({ item, calls, onDone, onRefused }: RowProps) {
  const ids = useIds('vb-item');
  const quantities = voucherQuantities(item.availableQuantity);
  const [chosen, setChosen] = useState(1);
  const quantity = Math.min(chosen, quantities.length);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  /** The key of the press whose answer never came; reused by the next press. */
  const pendingKey = useRef<string | null>(null);

  const submit = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    const idempotencyKey = pendingKey.current ?? newIdempotencyKey();
    pendingKey.current = idempotencyKey;
    try {
      const next = await calls.requestVouchers(item.id, { quantity, idempotencyKey });
      pendingKey.current = null;
      setChosen(1);
      onDone(next);
    } catch (err) {
      // A definite answer (4xx): the next press is a new request. Otherwise the same key goes again.
      if (isShopError(err) && err.status >= 400 && err.status < 500) {
        pendingKey.current = null;
        onRefused();
      }
    }
    inFlight.current = false;
    setBusy(false);
  };

  return (
    <li className="card vb-item">
      <h3 className="vb-item__title" id={ids('title')}>
        {item.productDescription}
      </h3>
      <p className="vb-item__available">{t(texts.available, { count: String(item.availableQuantity) })}</p>
      <Field label={texts.requestQuantity} className="vb-item__form" id={ids('quantity')} describedBy={ids('title')}>
        {(control) => (
          <>
            <select
              {...control}
              className="mercato-focusable vb-item__quantity"
              value={String(quantity)}
              onChange={(e) => setChosen(Number(e.target.value))}
            >
              {quantities.map((n) => (
                <option key={n} value={String(n)}>
                  {n}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="mercato-button mercato-button--primary"
              aria-describedby={ids('title')}
              aria-busy={busy || undefined}
              onClick={submit}
            >
              {ordersTexts.requestVouchers}
            </button>
          </>
        )}
      </Field>
    </li>
  );
}
