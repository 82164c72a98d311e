// The three documents of an order as real PDF files (orders §2 order detail downloads): the delivery
// receipt, the order details and the invoice, drawn with pdf-lib on A4 in Helvetica (the standard font's
// WinAnsi encoding has the euro sign and the Italian accented letters; a character outside it is written
// as '?', never an error). A small layout of our own: a header on every page, wrapped table cells, the
// table's heading repeated on a new page, 'Pagina n di m' at the foot.
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { OrderDocumentKind } from '@mercato/contracts';
import { formatDate, formatTime } from '@mercato/contracts/format/date';
import { formatPrice } from '@mercato/contracts/format/price';
import { checkoutApi, orderDocuments as texts, t } from '@mercato/contracts/i18n/it';
import {
  DELIVERY_DETAIL_COLUMNS,
  DELIVERY_DETAIL_SECTIONS,
  type DeliveryDetailColumn,
  type DeliveryDetailItem,
  type DeliveryDetails,
  deliveryDetailCells,
} from '@mercato/contracts/order-documents';
import { vatSummaryOf } from './data.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;
const WIDTH = A4[0] - 2 * MARGIN;
const FOOT = 36;
const BLACK = rgb(0, 0, 0);
const GREY = rgb(0.35, 0.35, 0.35);
const RULE = rgb(0.75, 0.75, 0.75);

interface Column {
  label: string;
  width: number;
  align?: 'left' | 'right';
}

class Layout {
  doc: PDFDocument;
  font: PDFFont;
  bold: PDFFont;
  page!: PDFPage;
  y = 0;
  header: string;
  private charset: Set<number>;

  constructor(doc: PDFDocument, font: PDFFont, bold: PDFFont, header: string) {
    this.doc = doc;
    this.font = font;
    this.bold = bold;
    this.header = header;
    this.charset = new Set(font.getCharacterSet());
    this.newPage();
  }

  /** The text with every character the font cannot write replaced by '?' (and no line breaks). */
  safe(s: string): string {
    let out = '';
    for (const ch of s.replace(/[\r\n\t]+/g, ' ')) out += this.charset.has(ch.codePointAt(0) ?? 0) ? ch : '?';
    return out;
  }

  width(s: string, size: number, bold = false): number {
    return (bold ? this.bold : this.font).widthOfTextAtSize(s, size);
  }

  newPage() {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
    this.page.drawText(this.safe(this.header), { x: MARGIN, y: this.y - 8, size: 8, font: this.font, color: GREY });
    this.y -= 14;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4[0] - MARGIN, y: this.y },
      thickness: 0.5,
      color: RULE,
    });
    this.y -= 12;
  }

  /** Room for `h` points on this page, or a new page. Answers whether a page was added. */
  ensure(h: number): boolean {
    if (this.y - h >= MARGIN + FOOT) return false;
    this.newPage();
    return true;
  }

  /** Words of `s` in lines no wider than `width` (a word too long is cut). */
  wrap(s: string, size: number, width: number, bold = false): string[] {
    const words = this.safe(s).split(' ');
    const lines: string[] = [];
    let line = '';
    for (const w of words) {
      const next = line ? `${line} ${w}` : w;
      if (this.width(next, size, bold) <= width) {
        line = next;
        continue;
      }
      if (line) lines.push(line);
      let word = w;
      while (this.width(word, size, bold) > width && word.length > 1) {
        let k = word.length - 1;
        while (k > 1 && this.width(word.slice(0, k), size, bold) > width) k--;
        lines.push(word.slice(0, k));
        word = word.slice(k);
      }
      line = word;
    }
    if (line || lines.length === 0) lines.push(line);
    return lines;
  }

  write(s: string, x: number, opts: { size?: number; bold?: boolean; width?: number; align?: 'left' | 'right' } = {}) {
    const size = opts.size ?? 9;
    const text = this.safe(s);
    const w = this.width(text, size, opts.bold);
    const at = opts.align === 'right' && opts.width !== undefined ? x + opts.width - w : x;
    this.page.drawText(text, { x: at, y: this.y - size, size, font: opts.bold ? this.bold : this.font, color: BLACK });
  }

  title(s: string) {
    this.ensure(30);
    this.write(s, MARGIN, { size: 16, bold: true });
    this.y -= 24;
  }

  heading(s: string) {
    this.ensure(40);
    this.y -= 6;
    this.write(s, MARGIN, { size: 11, bold: true });
    this.y -= 16;
  }

  paragraph(s: string, size = 9) {
    for (const line of this.wrap(s, size, WIDTH)) {
      this.ensure(size + 3);
      this.write(line, MARGIN, { size });
      this.y -= size + 3;
    }
  }

  /** Label and value pairs, two columns. */
  pairs(rows: [string, string][], labelWidth = 150) {
    for (const [label, value] of rows) {
      const lines = this.wrap(value, 9, WIDTH - labelWidth);
      this.ensure(lines.length * 12);
      this.write(label, MARGIN, { bold: true });
      for (const line of lines) {
        this.write(line, MARGIN + labelWidth);
        this.y -= 12;
      }
    }
  }

  table(columns: Column[], rows: string[][], size = 7.5) {
    const pad = 2;
    const lineH = size + 2.5;
    const drawHead = () => {
      const heads = columns.map((c) => this.wrap(c.label, size, c.width - 2 * pad, true));
      const h = Math.max(...heads.map((l) => l.length)) * lineH + 2 * pad;
      this.ensure(h + lineH * 2);
      this.page.drawRectangle({ x: MARGIN, y: this.y - h, width: WIDTH, height: h, color: rgb(0.92, 0.92, 0.92) });
      let x = MARGIN;
      const top = this.y;
      columns.forEach((c, k) => {
        this.y = top - pad;
        for (const line of heads[k]) {
          this.write(line, x + pad, { size, bold: true, width: c.width - 2 * pad, align: c.align });
          this.y -= lineH;
        }
        x += c.width;
      });
      this.y = top - h;
    };
    drawHead();
    for (const row of rows) {
      const cells = columns.map((c, k) => this.wrap(row[k] ?? '', size, c.width - 2 * pad).slice(0, 4));
      const h = Math.max(...cells.map((l) => l.length)) * lineH + 2 * pad;
      if (this.ensure(h)) drawHead();
      const top = this.y;
      let x = MARGIN;
      columns.forEach((c, k) => {
        this.y = top - pad;
        for (const line of cells[k]) {
          this.write(line, x + pad, { size, width: c.width - 2 * pad, align: c.align });
          this.y -= lineH;
        }
        x += c.width;
      });
      this.y = top - h;
      this.page.drawLine({
        start: { x: MARGIN, y: this.y },
        end: { x: A4[0] - MARGIN, y: this.y },
        thickness: 0.4,
        color: RULE,
      });
    }
    this.y -= 8;
  }

  /** Right-aligned totals: label and amount, the last one bold when asked. */
  totals(rows: [string, string][], boldLast = true) {
    const labelX = MARGIN + WIDTH - 260;
    rows.forEach(([label, value], k) => {
      const bold = boldLast && k === rows.length - 1;
      this.ensure(14);
      this.write(label, labelX, { bold, width: 170 });
      this.write(value, labelX + 170, { bold, width: 90, align: 'right' });
      this.y -= 13;
    });
    this.y -= 4;
  }

  footers() {
    const pages = this.doc.getPages();
    pages.forEach((p, k) => {
      const s = t(texts.page, { n: k + 1, of: pages.length });
      const w = this.width(s, 8);
      p.drawText(s, { x: A4[0] - MARGIN - w, y: MARGIN - 12, size: 8, font: this.font, color: GREY });
      p.drawText(this.safe(texts.seller), { x: MARGIN, y: MARGIN - 12, size: 8, font: this.font, color: GREY });
    });
  }
}

const COLUMN_WIDTHS: Record<DeliveryDetailColumn, number> = {
  code: 48,
  description: 139,
  quantity: 46,
  unitPrice: 52,
  discount: 44,
  finalPrice: 50,
  percIVA: 28,
  otherPromotions: 44,
  points: 63,
};
const RIGHT: ReadonlySet<DeliveryDetailColumn> = new Set([
  'quantity',
  'unitPrice',
  'discount',
  'finalPrice',
  'percIVA',
  'otherPromotions',
]);

/** The items table's columns of `widths` (a column each, in order): the labels and alignments are the page's. */
const columnsOf = (widths: [DeliveryDetailColumn, number][]): Column[] =>
  widths.map(([c, width]) => ({ label: texts.columns[c], width, align: RIGHT.has(c) ? 'right' : 'left' }));
/** An item's cells under those columns. */
const cellsOf = (widths: [DeliveryDetailColumn, number][]) => (i: DeliveryDetailItem) => {
  const cells = deliveryDetailCells(i);
  return widths.map(([c]) => cells[c]);
};
/** The invoice's and the receipt's tables: the columns each document shows, with their widths. */
const INVOICE_COLUMNS: [DeliveryDetailColumn, number][] = [
  ['code', 55],
  ['description', 230],
  ['quantity', 60],
  ['unitPrice', 65],
  ['percIVA', 40],
  ['finalPrice', 65],
];
const RECEIPT_COLUMNS: [DeliveryDetailColumn, number][] = [
  ['code', 60],
  ['description', 275],
  ['quantity', 60],
  ['discount', 60],
  ['finalPrice', 60],
];

const fullColumns = (): Column[] => columnsOf(DELIVERY_DETAIL_COLUMNS.map((c) => [c, COLUMN_WIDTHS[c]]));
const fullRow = (i: DeliveryDetailItem) => {
  const cells = deliveryDetailCells(i);
  const description =
    i.isSubstitute && i.substitutionDescription
      ? `${cells.description} (${t(texts.replaces, { description: i.substitutionDescription })})`
      : cells.description;
  return DELIVERY_DETAIL_COLUMNS.map((c) => (c === 'description' ? description : cells[c]));
};

const slotText = (d: DeliveryDetails) =>
  t(texts.slotText, {
    date: formatDate(new Date(d.slotStartTime)),
    start: formatTime(new Date(d.slotStartTime)),
    end: formatTime(new Date(d.slotEndTime)),
  });

function documentData(l: Layout, d: DeliveryDetails, kind: OrderDocumentKind) {
  const rows: [string, string][] = [
    [texts.orderNumber, d.publicOrderId],
    [texts.orderDate, formatDate(new Date(d.orderInsertTime))],
  ];
  if (kind === 'invoice' && d.invoiceNumber) rows.unshift([texts.invoiceNumber, d.invoiceNumber]);
  if (d.ddc) rows.push([texts.ddcNumber, d.ddc.code], [texts.ddcDate, formatDate(new Date(d.ddc.date))]);
  rows.push([texts.status, d.orderStatusLabel], [texts.slot, slotText(d)]);
  rows.push([texts.paymentType, checkoutApi.paymentNames[d.paymentType] ?? d.paymentType]);
  if (d.deliveryAddress)
    rows.push([d.deliveryMethod === 'STORE' ? texts.pickupPoint : texts.deliveryAddress, d.deliveryAddress]);
  if (d.billingAddress && kind === 'details') rows.push([texts.billingAddress, d.billingAddress.join(', ')]);
  if (d.fidaty && kind !== 'invoice') {
    rows.push([texts.fidatyCard, d.fidaty.fidatyCard], [texts.orderPoints, String(d.fidaty.orderPoints)]);
    if (d.fidaty.orderExtraPoints > 0) rows.push([texts.orderExtraPoints, String(d.fidaty.orderExtraPoints)]);
  }
  l.pairs(rows);
  l.y -= 6;
}

function sections(l: Layout, d: DeliveryDetails) {
  for (const s of DELIVERY_DETAIL_SECTIONS) {
    const items = d.sections[s];
    if (items.length === 0) continue;
    l.heading(texts.sections[s]);
    if (s === 'undelivered') {
      l.table(
        [
          { label: texts.columns.code, width: 60 },
          { label: texts.columns.description, width: 335 },
          { label: texts.ordered, width: 60, align: 'right' },
          { label: texts.delivered, width: 60, align: 'right' },
        ],
        items.map((i) => [i.code, i.description, String(i.quantity), String(i.deliveredQuantity)]),
      );
      l.paragraph(texts.undeliveredNote, 8);
    } else if (s === 'restocked' || s === 'substitutes') {
      l.table(
        [
          { label: texts.columns.code, width: 60 },
          { label: texts.columns.description, width: 215 },
          { label: s === 'restocked' ? texts.note : texts.sections.substitutes, width: 240 },
        ],
        items.map((i) => [
          i.code,
          i.description,
          (s === 'restocked'
            ? i.noteReintegro
            : i.substitutionDescription
              ? t(texts.replaces, { description: i.substitutionDescription })
              : '') ?? '',
        ]),
      );
    } else {
      l.table(
        [
          { label: texts.columns.code, width: 60 },
          { label: texts.columns.description, width: 355 },
          { label: texts.columns.quantity, width: 100, align: 'right' },
        ],
        items.map((i) => [i.code, i.description, deliveryDetailCells(i).quantity]),
      );
    }
  }
}

function totals(l: Layout, d: DeliveryDetails) {
  const rows: [string, string][] = [
    [texts.totalPrice, formatPrice(d.totalPrice)],
    [texts.totalDiscount, formatPrice(-d.totalDiscount)],
  ];
  if (d.percentDiscount > 0) rows.push([texts.percentDiscount, formatPrice(-d.percentDiscount)]);
  if (d.voucherDiscount > 0) rows.push([texts.voucherDiscount, formatPrice(-d.voucherDiscount)]);
  rows.push([texts.slotPrice, d.slotPrice === 0 ? texts.slotFree : formatPrice(d.slotPrice)]);
  if (d.totalOtherPromotions > 0) rows.push([texts.totalOtherPromotions, formatPrice(d.totalOtherPromotions)]);
  if (d.totalSpecialPromotions > 0) rows.push([texts.totalSpecialPromotions, formatPrice(d.totalSpecialPromotions)]);
  if (d.totalStrawberryPoints > 0) rows.push([texts.totalStrawberryPoints, String(d.totalStrawberryPoints)]);
  rows.push([d.ddc ? texts.finalPrice : texts.finalPriceToPay, formatPrice(d.finalPrice)]);
  l.heading(texts.totals);
  l.totals(rows);
  l.paragraph(texts.vatIncluded, 8);
}

function vatSummary(l: Layout, d: DeliveryDetails) {
  l.heading(texts.vatSummary);
  l.table(
    [
      { label: texts.vatRate, width: 115, align: 'right' },
      { label: texts.taxable, width: 135, align: 'right' },
      { label: texts.tax, width: 130, align: 'right' },
      { label: texts.columns.finalPrice, width: 135, align: 'right' },
    ],
    vatSummaryOf(d).map((v) => [
      t(texts.vat, { n: v.rate }),
      formatPrice(v.taxable),
      formatPrice(v.tax),
      formatPrice(v.gross),
    ]),
    8.5,
  );
}

const TITLES: Record<OrderDocumentKind, string> = {
  receipt: texts.receiptTitle,
  details: texts.detailsTitle,
  invoice: texts.invoiceTitle,
};

/** The document as PDF bytes. The caller has checked that the order has it (orderDocumentsOf). */
export async function renderOrderDocument(kind: OrderDocumentKind, d: DeliveryDetails): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const title = TITLES[kind];
  const number = kind === 'invoice' && d.invoiceNumber ? d.invoiceNumber : d.publicOrderId;
  doc.setTitle(`${title} ${number}`);
  doc.setSubject(`${texts.orderNumber} ${d.publicOrderId}`);
  doc.setAuthor('Mercato');
  doc.setCreator('Mercato');
  doc.setProducer('Mercato');
  doc.setLanguage('it-IT');
  if (d.ddc) doc.setCreationDate(new Date(d.ddc.date));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const l = new Layout(doc, font, bold, `${title} – ${texts.orderNumber} ${d.publicOrderId}`);

  l.write(texts.seller, MARGIN, { size: 9, bold: true });
  l.y -= 12;
  l.write(texts.sellerVat, MARGIN, { size: 8 });
  l.y -= 18;
  l.title(`${title} ${number}`);
  documentData(l, d, kind);

  if (kind === 'invoice') {
    if (d.billingAddress) {
      l.heading(texts.billingAddress);
      for (const line of d.billingAddress) l.paragraph(line);
    }
    l.heading(texts.itemsCaption);
    l.table(columnsOf(INVOICE_COLUMNS), d.items.map(cellsOf(INVOICE_COLUMNS)));
    totals(l, d);
    vatSummary(l, d);
  } else if (kind === 'receipt') {
    l.heading(texts.itemsCaption);
    l.table(columnsOf(RECEIPT_COLUMNS), d.items.map(cellsOf(RECEIPT_COLUMNS)));
    sections(l, d);
    totals(l, d);
    l.paragraph(texts.receiptNote, 8);
  } else {
    l.heading(d.documents.receipt ? texts.itemsCaption : texts.itemsCaptionOrdered);
    l.table(fullColumns(), d.items.map(fullRow));
    sections(l, d);
    totals(l, d);
  }
  l.footers();
  return doc.save();
}

/** The file name of the download ('ricevuta-consegna-4100222.pdf'), safe in a Content-Disposition. */
export function documentFileName(kind: OrderDocumentKind, d: DeliveryDetails): string {
  const name =
    kind === 'receipt'
      ? t(texts.fileReceipt, { publicOrderId: d.publicOrderId })
      : kind === 'details'
        ? t(texts.fileDetails, { publicOrderId: d.publicOrderId })
        : t(texts.fileInvoice, { invoiceNumber: d.invoiceNumber ?? d.publicOrderId });
  return name.replace(/[^\w.-]/g, '_');
}
