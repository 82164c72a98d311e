// 'Ordini Online' cards, pager and footnotes (spec orders §2 Orders, §4 payment recovery).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@test-support/render.ts';
import type { OrderCard, OrderPage } from '@mercato/contracts/checkout';
import { orderCard } from '@test-support/checkout-shop.ts';
import { OrderCardView, OrdersEmpty, OrdersFooter } from './OrderCards.tsx';
import { reorderLines, reorderQuantities } from '~/features/reorder/reorder-view.ts';
import type { Product } from '@mercato/contracts';
import type { OrderDetailItem } from '@mercato/contracts/orders';
import { checkoutApi, orders as orderTexts } from '@mercato/contracts/i18n/it';

afterEach(cleanup);

const page = (orders: OrderCard[], n: number, size = 10): OrderPage => ({
  orders: orders.slice((n - 1) * size, n * size),
  page: n,
  pages: Math.ceil(orders.length / size),
  count: orders.length,
});

function List({ result }: { result: OrderPage }) {
  if (result.count === 0) return <OrdersEmpty />;
  return (
    <>
      {result.orders.map((o) => (
        <OrderCardView key={o.orderId} order={o}>
          <a href={`/ordini/ordine/${o.orderId}`}>Dettagli</a>
        </OrderCardView>
      ))}
      <OrdersFooter result={result} />
    </>
  );
}

describe("'Ordini Online'", () => {
  it("says 'Non è presente nessun ordine' without orders", () => {
    render(<List result={page([], 1)} />);
    expect(screen.getByText('Non è presente nessun ordine')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows the cards with their facts and actions, the recovery card and a pager with more than one page', () => {
    const orders = Array.from({ length: 12 }, (_, i) => orderCard({ orderId: 900 + i, publicOrderId: `40${900 + i}` }));
    orders[0] = orderCard({
      paymentRecoveryStatus: 'SUSPENDED',
      paymentRecoveryMessage: 'Aggiorna la carta per completare il pagamento',
      paymentStatus: 'PAGAMENTO SOSPESO',
    });
    render(<List result={page(orders, 1)} />);
    const first = screen.getByRole('heading', { name: 'Ordine n. 4000900' }).closest('article') as HTMLElement;
    expect(first.textContent).toContain('Spesa a casa');
    expect(first.textContent).toContain('24/11/2026');
    expect(first.textContent).toContain('giovedì 26 novembre, dalle 10:00 alle 12:00 **');
    expect(first.textContent).toContain('16,40');
    expect(first.textContent).toContain('Confermato');
    expect(first.textContent).toContain('PAGAMENTO SOSPESO');
    expect(first.textContent).toContain('ATTENZIONE');
    expect(first.querySelector('a[href="/ordini/ordine/900"]')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    const pager = screen.getByRole('navigation', { name: 'Pagine degli ordini' });
    expect(pager.querySelector('a[href="/ordini/precedenti?page=2"]')).toBeTruthy();
    expect(screen.getByText('** Data di consegna stimata')).toBeTruthy();
    // no linked order on the page: no '*' footnote
    expect(screen.queryByText(/^\* Le spese di consegna/)).toBeNull();
    cleanup();
    render(<List result={page(orders, 2)} />);
    expect(screen.getByRole('heading', { name: 'Ordine n. 40911' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('marks shopping donated to the Colletta Alimentare, and no other', () => {
    render(
      <List
        result={page(
          [orderCard({ collettaAlimentare: true }), orderCard({ orderId: 901, publicOrderId: '4000901' })],
          1,
        )}
      />,
    );
    const donated = screen.getByRole('heading', { name: 'Ordine n. 4000900' }).closest('article') as HTMLElement;
    expect(donated.textContent).toContain('Colletta Alimentare');
    const own = screen.getByRole('heading', { name: 'Ordine n. 4000901' }).closest('article') as HTMLElement;
    expect(own.textContent).not.toContain('Colletta Alimentare');
  });

  it("a cancelled card-paid order says its payment was refunded, in an 'INFO' note", () => {
    render(
      <OrderCardView
        order={orderCard({
          orderStatus: 'ANNULLATO',
          orderStatusLabel: checkoutApi.orderStatuses.ANNULLATO,
          paymentType: 'ONLINE',
          paymentStatus: 'PAGAMENTO RIMBORSATO',
          paymentRecoveryStatus: 'INFO',
          paymentRecoveryMessage: checkoutApi.paymentRefundedNotice,
        })}
      />,
    );
    const card = screen.getByRole('article');
    expect(card.textContent).toContain(orderTexts.paymentRefunded);
    expect(card.textContent).not.toContain(orderTexts.paymentDone);
    const note = screen.getByRole('note');
    expect(note.textContent).toContain('INFO');
    expect(note.textContent).toContain(checkoutApi.paymentRefundedNotice);
  });

  it("marks a linked order '*' with its footnote; a pickup has no '**'", () => {
    render(
      <List
        result={page(
          [
            orderCard({ orderId: 1, linkedToOrderId: 2, slotPrice: 0, deliveryMethod: 'STORE' }),
            orderCard({ orderId: 2, deliveryMethod: 'STORE' }),
          ],
          1,
        )}
      />,
    );
    const [linked, first] = screen.getAllByRole('article');
    expect(linked.textContent).toMatch(/16,40\s€ \*/);
    expect(first.textContent).not.toContain(' *');
    expect(linked.textContent).not.toContain('**');
    expect(
      screen.getByText('* Le spese di consegna potrebbero non essere addebitate per gli ordini collegati'),
    ).toBeTruthy();
    expect(screen.queryByText('** Data di consegna stimata')).toBeNull();
  });

  it("marks a recovery that is not suspended 'INFO' and shows no pager with one page", () => {
    render(
      <List
        result={page(
          [orderCard({ paymentRecoveryStatus: 'INFO', paymentRecoveryMessage: 'Pagamento in verifica' })],
          1,
        )}
      />,
    );
    expect(screen.getByRole('note').textContent).toContain('INFO');
    expect(screen.queryByText('ATTENZIONE')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('reorder', () => {
  const item = (over: Partial<OrderDetailItem>): OrderDetailItem => ({
    itemId: 1,
    productId: 10,
    productCode: 'P10',
    computedDescription: 'Pasta',
    image: '',
    price: 100,
    discountedPriceRetail: null,
    hasPromo: false,
    quantity: 2,
    premium: false,
    vote: null,
    complaintMessage: null,
    finalPrice: 200,
    weightGrams: null,
    deliveredQuantity: 2,
    isSubstitute: false,
    substitutionDescription: null,
    freeItem: false,
    ...over,
  });
  const product = (productId: number, outOfStock = false, premium = false) =>
    ({ productId, outOfStock, premium }) as Product;

  it('sends every line still sold (summed per product), never premiums or products no longer sold', () => {
    const lines = reorderLines(
      [
        item({ itemId: 1, productId: 10, quantity: 2 }),
        item({ itemId: 2, productId: 10, quantity: 3 }),
        item({ itemId: 3, productId: 11, quantity: 1 }),
        item({ itemId: 4, productId: 12, quantity: 1 }),
        item({ itemId: 5, productId: null }),
        item({ itemId: 6, productId: 13, premium: true }),
      ],
      [product(10), product(11, true), product(13)],
    );
    expect(lines.map((l) => [l.item.itemId, l.state])).toEqual([
      [1, 'available'],
      [2, 'available'],
      [3, 'outOfStock'],
      [4, 'gone'],
      [5, 'gone'],
    ]);
    expect(reorderQuantities(lines)).toEqual({ 10: 5, 11: 1 });
  });

  it("offers no free item nor a product that is a prize today, and 'Aggiungi tutti' leaves them out", () => {
    // The order's free line copies an ordinary line's product (as the seed's free items do).
    const lines = reorderLines(
      [
        item({ itemId: 1, productId: 10, quantity: 2 }),
        item({ itemId: 2, productId: 10, quantity: 1, freeItem: true, finalPrice: 0 }),
        item({ itemId: 3, productId: 14, quantity: 1 }),
      ],
      [product(10), product(14, false, true)],
    );
    expect(lines.map((l) => l.item.itemId)).toEqual([1]);
    expect(reorderQuantities(lines)).toEqual({ 10: 2 });
  });
});
