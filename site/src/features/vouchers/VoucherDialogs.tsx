// The two dialogs of a printable voucher (spec orders §2 vouchers, §3 barcode): the barcode choice dialog
// (which of the request's codes to print: each with printed or not and the operation date) and the
// printable documents dialog (the chosen codes as EAN-13 images made by the server, with the reference and
// the quantity). 'Stampa' marks them printed (POST auth/vouchers/print) and prints: a copy of the
// documents is put straight under <body>, the only thing the print stylesheet keeps, so the sheet prints
// on its own whatever the page and the dialog look like.
// chosen: the codes not printed yet are chosen at first (all of them when every one is printed); the dialog
// scrolls from 300px (orders §9).
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { common, t, vouchers as texts } from '@mercato/contracts/i18n/it';
import { eanBarcodePath } from '@mercato/contracts/urls';
import type { PrintableVoucher, VoucherBarcode, VoucherOverview } from '@mercato/contracts/vouchers';
import type { VoucherCalls } from '@mercato/client';
import { Modal, useIds } from '@mercato/ui';

const initialChoice = (v: PrintableVoucher) => {
  const fresh = v.barcodes.filter((b) => !b.printed);
  return new Set((fresh.length ? fresh : v.barcodes).map((b) => b.id));
};

export interface VoucherBarcodeChoiceProps {
  /** The request whose codes are chosen; null: closed. */
  voucher: PrintableVoucher | null;
  onCancel: () => void;
  onChosen: (barcodes: VoucherBarcode[]) => void;
}

/** The barcode choice dialog. */
export function VoucherBarcodeChoice({ voucher, onCancel, onChosen }: VoucherBarcodeChoiceProps) {
  const ids = useIds('vb-choice');
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    if (voucher) setChosen(initialChoice(voucher));
    setMissing(false);
  }, [voucher]);
  if (!voucher) return null;

  const toggle = (id: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
    if (next.size) setMissing(false);
  };
  const all = voucher.barcodes.length > 0 && voucher.barcodes.every((b) => chosen.has(b.id));
  const proceed = () => {
    const barcodes = voucher.barcodes.filter((b) => chosen.has(b.id));
    if (barcodes.length === 0) setMissing(true);
    else onChosen(barcodes);
  };

  return (
    <Modal
      open
      kind="confirm"
      title={texts.chooseTitle}
      confirmLabel={texts.proceed}
      cancelLabel={common.cancel}
      onConfirm={proceed}
      onCancel={onCancel}
      message={
        <fieldset className="vb-choice" aria-describedby={missing ? ids('missing') : undefined}>
          <legend>{t(texts.chooseIntro, { reference: voucher.reference })}</legend>
          <label className="vb-choice__all">
            <input
              type="checkbox"
              checked={all}
              onChange={(e) => setChosen(new Set(e.target.checked ? voucher.barcodes.map((b) => b.id) : []))}
            />{' '}
            {texts.chooseAll}
          </label>
          <ul className="vb-choice__list">
            {voucher.barcodes.map((b) => (
              <li key={b.id}>
                <label>
                  <input type="checkbox" checked={chosen.has(b.id)} onChange={(e) => toggle(b.id, e.target.checked)} />{' '}
                  {t(texts.barcodeLabel, { code: b.code })}
                  <span className="vb-choice__state">
                    {b.printed && b.operationDate ? t(texts.printedOn, { date: b.operationDate }) : texts.notPrinted}
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {missing && (
            <p id={ids('missing')} className="vb-choice__error" role="alert">
              {texts.chooseNone}
            </p>
          )}
        </fieldset>
      }
    />
  );
}

export interface VoucherDocumentsProps {
  /** The request printed; null: closed. */
  voucher: PrintableVoucher | null;
  barcodes: VoucherBarcode[];
  calls: VoucherCalls;
  /** The overview after the codes were marked printed. */
  onPrinted: (overview: VoucherOverview) => void;
  onClose: () => void;
  /** For tests: how to print (default window.print). */
  print?: () => void;
}

/** The sheet: one voucher per chosen code, with the reference and the quantity. */
function VoucherSheet({ voucher, barcodes }: { voucher: PrintableVoucher; barcodes: VoucherBarcode[] }) {
  return (
    <ul className="vb-sheet">
      {barcodes.map((b) => (
        <li key={b.id} className="vb-doc">
          <p className="vb-doc__heading">{texts.documentHeading}</p>
          <p className="vb-doc__item">{voucher.productDescription}</p>
          <p className="vb-doc__facts">
            {texts.reference}: <strong>{voucher.reference}</strong> · {texts.quantity}:{' '}
            <strong>{voucher.quantity}</strong>
          </p>
          <img
            className="vb-doc__barcode"
            src={eanBarcodePath(b.code)}
            alt={t(texts.documentBarcodeAlt, { code: b.code })}
            width={226}
            height={120}
          />
          <p className="vb-doc__code">{b.code}</p>
        </li>
      ))}
    </ul>
  );
}

/** The printable documents dialog. */
export function VoucherDocuments({ voucher, barcodes, calls, onPrinted, onClose, print }: VoucherDocumentsProps) {
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  if (!voucher) return null;

  const printNow = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      onPrinted(await calls.printVouchers({ barcodeIds: barcodes.map((b) => b.id) }));
      (print ?? (() => window.print()))();
      onClose();
    } catch {
      // The client has shown why; the dialog stays for another try.
    }
    inFlight.current = false;
    setBusy(false);
  };

  return (
    <>
      <Modal
        open
        kind="confirm"
        title={texts.documentsTitle}
        confirmLabel={texts.printNow}
        cancelLabel={common.close}
        onConfirm={printNow}
        onCancel={onClose}
        message={
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard
          <div className="vb-documents" tabIndex={0} role="region" aria-label={texts.documentsTitle} aria-busy={busy}>
            <p>{texts.documentsIntro}</p>
            <VoucherSheet voucher={voucher} barcodes={barcodes} />
          </div>
        }
      />
      {typeof document !== 'undefined' &&
        createPortal(
          <div className="vb-print-root">
            <VoucherSheet voucher={voucher} barcodes={barcodes} />
          </div>,
          document.body,
        )}
    </>
  );
}
