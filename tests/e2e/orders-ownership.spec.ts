// Issue 17: only the owner ever reads or changes an order. Mario asks for every orders-area page, call and
// document of each of Giulia's orders (every state the demo gives her: editable, linked, past its cut-off,
// payment suspended, the locker pickup with its keys, delivered with and without a complaint, cancelled,
// with virtual cards) and gets 404 each time, exactly as for an order that does not exist; Giulia herself
// gets them (the same requests are not 404 for her), so the 404s are the ownership rule and nothing else.
import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import type { OrderPage } from '@mercato/contracts/checkout';
import type { OrderDetail } from '@mercato/contracts/orders';
import {
  deliveryDetailsPath,
  orderComplaintPath,
  orderDetailPath,
  orderDocumentPath,
  orderEditPath,
  orderModifyRedirectorPath,
  orderSlotEditPath,
  qrcodePath,
  reorderPath,
} from '@mercato/contracts/urls';
import { API, loginAs, xsrf } from './helpers.ts';

// The tests share the orders the seed gave this file's demo customer: one after another, in one worker.
test.describe.configure({ mode: 'default' });

const MARIO = 'mario.rossi@example.it';
const GIULIA = 'giulia.bianchi@example.it';

async function allOrders(request: APIRequestContext): Promise<OrderPage['orders']> {
  const all: OrderPage['orders'] = [];
  for (let n = 1; ; n++) {
    const body = (await (await request.get(`${API}/auth/orders?page=${n}`)).json()).data as OrderPage;
    all.push(...body.orders);
    if (n >= body.pages) return all;
  }
}

/** Every page of the orders area that names one order. */
const pagesOf = (o: OrderDetail) => [
  orderDetailPath(o.order.orderId),
  orderComplaintPath(o.order.orderId),
  deliveryDetailsPath(o.order.orderId),
  reorderPath(o.order.orderId, o.order.publicOrderId),
  orderSlotEditPath(o.order.orderId),
  orderEditPath('MODIFY', o.order.orderId),
  orderModifyRedirectorPath(o.order.orderId, 'SLOT'),
];

/** Every call of the orders area that names one order: [method, path, body?]. */
const callsOf = (o: OrderDetail): [string, string, unknown?][] => [
  ['GET', `${API}/auth/orders/${o.order.orderId}`],
  ['GET', `${API}/auth/orders/${o.order.orderId}/detail`],
  ['GET', `${API}/auth/orders/${o.order.orderId}/delivery-details`],
  ['GET', orderDocumentPath(o.order.orderId, 'receipt')],
  ['GET', orderDocumentPath(o.order.orderId, 'details')],
  ['GET', orderDocumentPath(o.order.orderId, 'invoice')],
  ['GET', `${API}/auth/orders/${o.order.orderId}/complaint`],
  ['GET', `${API}/auth/orders/${o.order.orderId}/complaint/products`],
  ['POST', `${API}/auth/orders/${o.order.orderId}/complaint`, { action: 'GENERIC', message: 'Prova', products: [] }],
  ['GET', `${API}/auth/virtual-cards/${o.order.orderId}`],
  ['GET', `${API}/auth/orders/${o.order.orderId}/redirector?action=SLOT`],
  ['POST', `${API}/auth/orders/${o.order.orderId}/cancel`, { version: o.order.version }],
  [
    'POST',
    `${API}/auth/orders/${o.order.orderId}/slot`,
    { slotId: 1, version: o.order.version, idempotencyKey: `ownership-${o.order.orderId}` },
  ],
  ['POST', `${API}/auth/orders/${o.order.orderId}/edit`, { version: o.order.version }],
  ['DELETE', `${API}/auth/orders/${o.order.orderId}/edit`],
  ...o.items.map((i): [string, string, unknown] => [
    'PUT',
    `${API}/auth/orders/${o.order.orderId}/items/${i.itemId}/vote`,
    { vote: 5 },
  ]),
  ...o.lockerKeys.map((k): [string, string] => ['GET', qrcodePath(k.lockerKeyEnc)]),
];

async function statusOf(page: Page, [method, path, body]: [string, string, unknown?]): Promise<number> {
  const res = await page.request.fetch(path, {
    method,
    headers: { ...(await xsrf(page.context())), ...(body ? { 'content-type': 'application/json' } : {}) },
    data: body === undefined ? undefined : JSON.stringify(body),
    maxRedirects: 0,
  });
  return res.status();
}

test("mario gets 404 for every page, call and document of giulia's orders", async ({ browser }) => {
  const giulia = await (await browser.newContext()).newPage();
  await loginAs(giulia, GIULIA, '/ordini/precedenti');
  await expect(giulia).toHaveURL(/\/ordini\/precedenti$/);
  const cards = await allOrders(giulia.request);
  expect(cards.length).toBeGreaterThanOrEqual(9);
  const details: OrderDetail[] = [];
  for (const c of cards)
    details.push((await (await giulia.request.get(`${API}/auth/orders/${c.orderId}/detail`)).json()).data);
  expect(details.some((d) => d.lockerKeys.length > 0)).toBe(true);

  const mario = await (await browser.newContext()).newPage();
  await loginAs(mario, MARIO, '/ordini/precedenti');
  await expect(mario).toHaveURL(/\/ordini\/precedenti$/);
  const refusedPages: string[] = [];
  const refusedCalls: string[] = [];
  for (const o of details) {
    for (const path of pagesOf(o)) {
      const res = await mario.request.get(path, { maxRedirects: 0 });
      refusedPages.push(`${res.status()} ${path}`);
    }
    for (const call of callsOf(o)) refusedCalls.push(`${await statusOf(mario, call)} ${call[0]} ${call[1]}`);
  }
  expect(refusedPages.filter((line) => !line.startsWith('404 '))).toEqual([]);
  expect(refusedCalls.filter((line) => !line.startsWith('404 '))).toEqual([]);
  // Mario's own list never shows them.
  const marios = new Set((await allOrders(mario.request)).map((o) => o.orderId));
  for (const o of details) expect(marios.has(o.order.orderId)).toBe(false);

  // For Giulia the same reads are not 404 (her delivered order's documents, her detail pages).
  const delivered = details.find((d) => d.documents.receipt) as OrderDetail;
  for (const path of [orderDetailPath(delivered.order.orderId), deliveryDetailsPath(delivered.order.orderId)])
    expect((await giulia.request.get(path)).status(), path).toBe(200);
  expect((await giulia.request.get(orderDocumentPath(delivered.order.orderId, 'receipt'))).status()).toBe(200);
});
