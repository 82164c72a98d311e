// Coupons and promotions demo (issue 35), drawn from a stream of its own (35) so everything made before
// stays byte for byte: three v2 coupons (server-driven blocks: every list and detail block), given with
// the v1 coupons already there to the featured customers (so each has every type and state: usable, in
// use in an order, expired), and delivery promotions (free, discounted, expired). The HTML of the blocks
// is sanitised by the insert (insert.ts), as the back office's would be before it is stored.
import type { CouponBlock } from '@mercato/contracts/coupons';
import type { coupons, customerCoupons, deliveryPromotions } from '../schema/commerce.ts';
import type { Random } from './random.ts';
import { DAY_MS } from './time.ts';
import type { DemoData, Insert } from './generate.ts';

function v2Blocks(title: string, html: string, button = true): { blocks: CouponBlock[]; detailBlocks: CouponBlock[] } {
  const blocks: CouponBlock[] = [
    { msgType: 'HEADER', text: 'Solo per te' },
    { msgType: 'LOGO', img: '/images/logo-mercato.svg', text: 'Mercato' },
    { msgType: 'H1', text: title, style: 'primary' },
    { msgType: 'HTML_TEXT', decodedText: html },
    { msgType: 'TEXT', text: 'Valido online e nei punti vendita', style: 'muted' },
    { msgType: 'SCADENZA' },
  ];
  if (button) blocks.push({ msgType: 'BOTTONE', button: 'AGGIUNGI' }, { msgType: 'BOTTONE', button: 'DETTAGLI' });
  const detailBlocks: CouponBlock[] = [
    { msgType: 'H1', text: title },
    { msgType: 'HTML_TEXT_ALT', decodedText: html },
    { msgType: 'LABEL_CODICE', text: 'Codice da mostrare in cassa' },
    { msgType: 'CODICE' },
    { msgType: 'BARCODE' },
    {
      msgType: 'REGOLAMENTO',
      decodedText:
        '<p>Il buono è personale e non cedibile. Non è cumulabile con altri buoni dello stesso tipo. <strong>Non convertibile in denaro.</strong></p>',
    },
  ];
  return { blocks, detailBlocks };
}

export function couponsDemo(
  data: DemoData,
  r: Random,
  now: Date,
  featured: { mario: number; giulia: number; luca: number },
  productIds: number[],
): void {
  const start = new Date(now.getTime() - 5 * DAY_MS);
  let id = data.coupons.length + 1;
  const ean = () => {
    let body = '97';
    for (let k = 0; k < 10; k++) body += String(r.int(0, 9));
    let sum = 0;
    for (let k = 0; k < 12; k++) sum += Number(body[k]) * (k % 2 === 0 ? 1 : 3);
    return body + String((10 - (sum % 10)) % 10);
  };
  const v2: Omit<Insert<typeof coupons>, 'startDate' | 'expireDate'>[] = [
    {
      code: 'SPESA3V2',
      type: 'DISCOUNT',
      description: '3 € di sconto con una spesa di almeno 30 €',
      valueCents: 300,
      minSpendCents: 3000,
      conditionList: ['Spesa minima 30 €'],
      ...v2Blocks('3 € di sconto', '<p>Con una spesa di almeno <strong>30 €</strong> risparmi 3 € sul totale.</p>'),
    },
    {
      code: 'SCONTO5PCV2',
      type: 'PERCENTAGE',
      description: '5% di sconto su tutta la spesa',
      percent: 5,
      minSpendCents: 2000,
      conditionList: ['Spesa minima 20 €'],
      ...v2Blocks('-5% sulla spesa', '<p>Il <em>5%</em> di sconto su tutta la spesa online.</p>'),
    },
    {
      code: 'PUNTIV2',
      type: 'FIDATY_POINTS',
      description: '100 punti extra con il prodotto indicato',
      points: 100,
      minSpendCents: 0,
      productId: productIds[2] ?? null,
      conditionList: ['Acquistando il prodotto indicato'],
      ...v2Blocks('100 punti extra', '<p>Acquista il prodotto indicato e ricevi <strong>100 punti</strong>.</p>'),
    },
  ];
  for (const c of v2) {
    data.coupons.push({
      ...c,
      id: id++,
      templateVersion: 2,
      listBodyMessage: c.description,
      detailHeaderMessage: c.description,
      detailBodyMessage: `<p>${c.description}.</p>`,
      checkoutTitleMessage: 'Coupon applicato',
      checkoutDescriptionMessage: c.description,
      barcode: ean(),
      eanBuono: ean(),
      codiceWeb: c.code,
      barcodeVisible: true,
      showStartDate: true,
      imageUrl: null,
      startDate: start,
      expireDate: new Date(now.getTime() + (20 + r.int(0, 20)) * DAY_MS),
    });
  }
  const first = id - v2.length;
  const give = (customerId: number) => {
    for (let k = 0; k < v2.length; k++)
      data.customerCoupons.push({
        customerId,
        couponId: first + k,
        inTrolley: false,
        usedInOrderId: null,
        assignedAt: start,
      } satisfies Insert<typeof customerCoupons>);
  };
  give(featured.mario);
  give(featured.giulia);
  give(featured.luca);

  let pid = 1;
  const promos = (customerId: number) => {
    const rows: Insert<typeof deliveryPromotions>[] = [
      {
        id: pid++,
        customerId,
        name: 'Consegna gratuita',
        description: 'La consegna a domicilio è gratuita con una spesa di almeno 60 €.',
        discountPercent: 100,
        minSpendCents: 6000,
        startDate: start,
        expireDate: new Date(now.getTime() + 30 * DAY_MS),
      },
      {
        id: pid++,
        customerId,
        name: 'Consegna a metà prezzo',
        description: 'Metà prezzo sulla consegna, per tutte le fasce orarie.',
        discountPercent: 50,
        minSpendCents: 0,
        startDate: start,
        expireDate: new Date(now.getTime() + (10 + r.int(0, 10)) * DAY_MS),
      },
      {
        id: pid++,
        customerId,
        name: 'Prima consegna gratuita',
        description: 'La prima consegna era gratuita.',
        discountPercent: 100,
        minSpendCents: 0,
        startDate: new Date(now.getTime() - 90 * DAY_MS),
        expireDate: new Date(now.getTime() - 30 * DAY_MS),
      },
    ];
    data.deliveryPromotions.push(...rows);
  };
  promos(featured.mario);
  promos(featured.giulia);
  promos(featured.luca);
}
