import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@mercato/ui/test-utils';
import CheckoutFailure from './CheckoutFailure.tsx';
import OrderCards from './OrderCards.tsx';
import OrderSuccess from './OrderSuccess.tsx';
import SummaryStep from './SummaryStep.tsx';
import {
  baseCheckout,
  createCheckoutShop,
  orderCard,
  savedAddress,
  type CheckoutShop,
  type CheckoutShopOptions,
} from './checkout-test-shop.ts';

let shop: CheckoutShop;
const useShop = (options: CheckoutShopOptions = {}) => {
  shop = createCheckoutShop(options);
  vi.stubGlobal('fetch', shop.fetch);
};
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
const input = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });

describe('the summary step', () => {
  it('recaps delivery, payment and invoice, each with MODIFICA, and the terms notice', async () => {
    const checkout = baseCheckout();
    checkout.payment.type = 'HOME';
    checkout.invoice = { ...checkout.invoice, wanted: true, billingAddressId: 11 };
    useShop({ checkout, addresses: [savedAddress()] });
    render(<SummaryStep />);
    expect(await screen.findByText('Citofonare Rossi')).toBeTruthy();
    expect(screen.getByText('Alla consegna')).toBeTruthy();
    expect(await screen.findByText(/Mario Rossi, Via Roma 1, 20121 Milano/)).toBeTruthy();
    const edits = screen.getAllByRole('link', { name: /MODIFICA/ }).map((a) => a.getAttribute('href'));
    expect(edits).toEqual(['/checkout/delivery', '/checkout/billing-payment', '/checkout/billing-payment']);
    expect(screen.getByText(/Confermando l'ordine accetti/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Condizioni generali di vendita' }).getAttribute('href')).toBe(
      '/sale-condition',
    );
    expect((screen.getByRole('button', { name: 'PAGA CON CARTA' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows 'NO' on the FATTURA card without an invoice", async () => {
    useShop();
    render(<SummaryStep />);
    const card = (await screen.findByRole('heading', { name: 'FATTURA' })).closest('section') as HTMLElement;
    expect(card.textContent).toContain('NO');
  });

  it('verifies the mobile number before the order can be confirmed', async () => {
    useShop({ checkout: { ...baseCheckout(), mobileVerificationRequired: true } });
    render(<SummaryStep />);
    const pay = (await screen.findByRole('button', { name: 'PAGA CON CARTA' })) as HTMLButtonElement;
    expect(pay.disabled).toBe(true);
    input('Numero di cellulare', '12');
    fireEvent.click(screen.getByRole('button', { name: 'Invia il codice' }));
    expect(await screen.findByText('Numero di cellulare non valido')).toBeTruthy();
    expect(shop.of('POST', 'auth/mobilenumber/sendVerifyCode')).toHaveLength(0);
    input('Numero di cellulare', '+393331234567');
    fireEvent.click(screen.getByRole('button', { name: 'Invia il codice' }));
    const ok = (await screen.findByRole('button', { name: 'Ok' })) as HTMLButtonElement;
    expect(ok.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Reinvia il codice' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/Potrai richiedere un nuovo codice tra 30 secondi/)).toBeTruthy();
    input('Codice di verifica', '12');
    expect(ok.disabled).toBe(true);
    input('Codice di verifica', '9999');
    expect(ok.disabled).toBe(false);
    fireEvent.click(ok);
    expect(await screen.findByText('Codice errato')).toBeTruthy();
    input('Codice di verifica', '1234');
    fireEvent.click(screen.getByRole('button', { name: 'Ok' }));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'PAGA CON CARTA' }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(shop.of('POST', 'auth/mobilenumber/confirm')[0].body).toEqual({
      deliveryAddressId: 7,
      mobileNumber: '+393331234567',
    });
    expect(screen.queryByRole('button', { name: 'Ok' })).toBeNull();
  });

  it("enables 'Reinvia il codice' once 30 seconds have passed", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    useShop({ checkout: { ...baseCheckout(), mobileVerificationRequired: true } });
    render(<SummaryStep />);
    fireEvent.click(await screen.findByRole('button', { name: 'Invia il codice' }));
    const resend = (await screen.findByRole('button', { name: 'Reinvia il codice' })) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    await act(async () => {
      vi.advanceTimersByTime(29_000);
    });
    expect(screen.getByText(/tra 1 secondi/)).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    expect((screen.getByRole('button', { name: 'Reinvia il codice' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Reinvia il codice' }));
    await waitFor(() => expect(shop.of('POST', 'auth/mobilenumber/sendVerifyCode')).toHaveLength(2));
  });
});

describe('success and failure pages', () => {
  it('show the order number of the shopper’s order, and not found for another', async () => {
    useShop({ orders: [orderCard()] });
    render(<OrderSuccess orderId={900} />);
    expect(await screen.findByText('Numero ordine: 4000900')).toBeTruthy();
    expect(screen.getByText("Una copia dell'ordine è stata inviata al tuo indirizzo e-mail.")).toBeTruthy();
    cleanup();
    render(<OrderSuccess orderId={901} />);
    expect(await screen.findByText('Ordine non trovato')).toBeTruthy();
  });

  it('show the payment message of a failed confirmation and the way back to the summary', async () => {
    useShop();
    render(<CheckoutFailure attemptId={41} />);
    expect(await screen.findByRole('region', { name: 'Conferma ordine fallita!' })).toBeTruthy();
    expect(screen.getByText('Carta rifiutata')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Torna al riepilogo' }).getAttribute('href')).toBe('/checkout/summary');
    cleanup();
    render(<CheckoutFailure attemptId={42} />);
    expect(await screen.findByText('Ordine non trovato')).toBeTruthy();
  });
});

describe("'Ordini Online'", () => {
  it("says 'Non è presente nessun ordine' without orders", async () => {
    useShop({ orders: [] });
    render(<OrderCards page={1} />);
    expect(await screen.findByText('Non è presente nessun ordine')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows the cards with their facts, the recovery card and a pager with more than one page', async () => {
    const orders = Array.from({ length: 12 }, (_, i) => orderCard({ orderId: 900 + i, publicOrderId: `40${900 + i}` }));
    orders[0] = orderCard({
      paymentRecoveryStatus: 'SUSPENDED',
      paymentRecoveryMessage: 'Aggiorna la carta per completare il pagamento',
      paymentStatus: 'PAGAMENTO SOSPESO',
    });
    useShop({ orders, pageSize: 10 });
    render(<OrderCards page={1} />);
    const first = (await screen.findByRole('heading', { name: 'Ordine n. 4000900' })).closest('article') as HTMLElement;
    expect(first.textContent).toContain('Spesa a casa');
    expect(first.textContent).toContain('24/11/2026');
    expect(first.textContent).toContain('giovedì 26 novembre, dalle 10:00 alle 12:00');
    expect(first.textContent).toContain('16,40');
    expect(first.textContent).toContain('Confermato');
    expect(first.textContent).toContain('PAGAMENTO SOSPESO');
    expect(first.textContent).toContain('ATTENZIONE');
    expect(screen.getAllByRole('article')).toHaveLength(10);
    const pager = screen.getByRole('navigation', { name: 'Pagine degli ordini' });
    expect(pager.querySelector('a[href="/ordini/precedenti?page=2"]')).toBeTruthy();
    cleanup();
    render(<OrderCards page={2} />);
    await screen.findByRole('heading', { name: 'Ordine n. 40911' });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(shop.of('GET', 'auth/orders').at(-1)?.query).toEqual({ page: '2' });
  });
});
