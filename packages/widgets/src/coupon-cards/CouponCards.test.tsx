// The coupon cards against a fake shop (fetch stubbed): three placeholders while loading, v1 and v2 cards
// with their dates and states, 'Utilizza' putting a coupon in the trolley (the event, the trolley shared on
// the store's channel), a refusal said under its card with its coupon error code's Italian message, the
// code entry's rule, and a visitor asked to log in.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@test-support/render.ts';
import type { CouponWallet, CustomerCoupon } from '@mercato/contracts/coupons';
import { CouponCard } from './CouponCard.tsx';
import { CouponCards } from './CouponCards.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const base: CustomerCoupon = {
  id: 1,
  code: 'BENVENUTO10',
  type: 'DISCOUNT',
  templateVersion: 1,
  description: '10 € di sconto',
  listBodyMessage: '10 € di sconto sulla prima spesa',
  startDate: '2026-05-01T10:00:00.000Z',
  expireDate: '2026-06-30T10:00:00.000Z',
  state: 'NOT_IN_CART',
  usedInOrder: null,
  trolleyItem: null,
  expired: false,
  conditionList: [],
  detailHeaderMessage: null,
  detailBodyMessage: null,
  checkoutTitleMessage: null,
  checkoutDescriptionMessage: null,
  barcode: null,
  codiceWeb: 'BENVENUTO10',
  value: 1000,
  threshold: 5000,
  productId: null,
  blocks: [],
  detailBlocks: [],
};
const used: CustomerCoupon = {
  ...base,
  id: 2,
  code: 'SPESA5',
  listBodyMessage: '5 € di sconto',
  state: 'USED',
  usedInOrder: '4100037',
};
const v2: CustomerCoupon = {
  ...base,
  id: 3,
  code: 'V2',
  templateVersion: 2,
  startDate: null,
  blocks: [
    { msgType: 'HEADER', text: 'Solo per te' },
    { msgType: 'H1', text: 'Tre euro' },
    { msgType: 'HTML_TEXT', decodedText: '<p>Con <strong>30 €</strong></p>' },
    { msgType: 'SCADENZA' },
    { msgType: 'BOTTONE', button: 'AGGIUNGI' },
  ],
};

function shop(answer: (method: string, url: string) => { status: number; body: unknown }) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url.replace(/^.*commerce\/resources\//, '')}`);
      const { status, body } = answer(method, url);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}
const walletOf = (coupons: CustomerCoupon[]): CouponWallet => ({
  coupons,
  inTrolley: [],
  transactionAmount: 6000,
  trolley: null,
});

describe('CouponCards', () => {
  it('shows v1 and v2 cards with their dates and states, and uses a coupon', async () => {
    const posted: unknown[] = [];
    vi.stubGlobal(
      'BroadcastChannel',
      class {
        postMessage(m: unknown) {
          posted.push(m);
        }
        close() {}
      },
    );
    shop((method) =>
      method === 'POST'
        ? { status: 200, body: { data: walletOf([{ ...base, state: 'IN_CART' }, used, v2]) } }
        : { status: 200, body: { data: walletOf([base, used, v2]) } },
    );
    const added = vi.fn();
    render(<CouponCards onCouponAdded={added} />);
    expect(screen.getByText('Caricamento dei buoni')).toBeTruthy();
    const first = await screen.findByRole('article', { name: '10 € di sconto sulla prima spesa' });
    expect(first.textContent).toContain('Valido da 01/05/2026');
    expect(first.textContent).toContain('Scade il 30/06/2026');
    const usedCard = screen.getByRole('article', { name: '5 € di sconto' });
    expect(usedCard.textContent).toContain('In uso Ordine 4100037');
    expect((within(usedCard).getByRole('button', { name: 'Utilizza' }) as HTMLButtonElement).disabled).toBe(true);
    const second = screen.getByRole('article', { name: 'Tre euro' });
    expect(second.querySelector('.cc-html strong')?.textContent).toBe('30 €');
    expect(second.textContent).not.toContain('Valido da');

    fireEvent.click(within(first).getByRole('button', { name: 'Utilizza' }));
    const done = await within(first).findByRole('button', { name: 'Aggiunto al carrello' });
    expect((done as HTMLButtonElement).disabled).toBe(true);
    expect(added).toHaveBeenCalledWith(expect.objectContaining({ couponId: 1, code: 'BENVENUTO10' }));
    expect(posted).toEqual([{ type: 'trolley', trolley: null }]);
  });

  it('says a refusal under its card with the Italian message of its code', async () => {
    shop((method) =>
      method === 'POST'
        ? { status: 409, body: { error: { code: 'COUPON-2', type: 'ALERT', message: 'x' } } }
        : { status: 200, body: { data: walletOf([{ ...base, id: 9, code: 'SPESA5' }]) } },
    );
    // Another coupon than the first test's: the client keeps a used call's answer for its key a while.
    render(<CouponCards />);
    const card = await screen.findByRole('article', { name: '10 € di sconto sulla prima spesa' });
    fireEvent.click(within(card).getByRole('button', { name: 'Utilizza' }));
    expect((await within(card).findByRole('alert')).textContent).toBe(
      'Spesa minima non raggiunta: aggiungi altri prodotti per utilizzare questo buono.',
    );
  });

  it("in the checkout the buttons are 'Aggiungi' and 'Rimuovi'", async () => {
    const calls = shop(() => ({ status: 200, body: { data: walletOf([{ ...base, state: 'IN_CART' }]) } }));
    render(<CouponCards checkout />);
    const card = await screen.findByRole('article', { name: '10 € di sconto sulla prima spesa' });
    fireEvent.click(within(card).getByRole('button', { name: 'Rimuovi' }));
    await vi.waitFor(() => expect(calls).toContain('DELETE auth/coupons/1/trolley'));
  });

  it('asks a visitor to log in', async () => {
    shop(() => ({ status: 401, body: { error: { code: '401', type: 'ALERT', message: 'Accedi' } } }));
    render(<CouponCards />);
    expect(await screen.findByText('Accedi per vedere i tuoi buoni.')).toBeTruthy();
  });

  it("draws a v2 card's logo path from the shop's origin, not the host page's", () => {
    const logos: CustomerCoupon = {
      ...v2,
      blocks: [
        { msgType: 'LOGO', img: '/images/logo-mercato.svg', text: 'Mercato' },
        { msgType: 'LOGO', img: 'https://cdn.example.it/partner.svg', text: 'Partner' },
        { msgType: 'H1', text: 'Tre euro' },
      ],
    };
    render(<CouponCard coupon={logos} apiBase="https://www.mercato.it" />);
    expect(screen.getByRole('img', { name: 'Mercato' }).getAttribute('src')).toBe(
      'https://www.mercato.it/images/logo-mercato.svg',
    );
    expect(screen.getByRole('img', { name: 'Partner' }).getAttribute('src')).toBe('https://cdn.example.it/partner.svg');
  });
});
