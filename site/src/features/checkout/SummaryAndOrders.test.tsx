import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@test-support/render.ts';
import CheckoutFailure from './CheckoutFailure.tsx';
import OrderSuccess from './OrderSuccess.tsx';
import SummaryStep from './SummaryStep.tsx';
import {
  baseCheckout,
  createCheckoutShop,
  orderCard,
  savedAddress,
  type CheckoutShop,
  type CheckoutShopOptions,
} from '@test-support/checkout-shop.ts';

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
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Codice di verifica')));
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
  it('show the order number and the e-mail note', () => {
    render(<OrderSuccess order={orderCard()} />);
    expect(screen.getByText('Numero ordine: 4000900')).toBeTruthy();
    expect(screen.getByText("Una copia dell'ordine è stata inviata al tuo indirizzo e-mail.")).toBeTruthy();
    expect(screen.getByText('giovedì 26 novembre, dalle 10:00 alle 12:00')).toBeTruthy();
  });

  it('show the payment message of a failed confirmation and the way back to the summary', () => {
    render(
      <CheckoutFailure
        attempt={{ attemptId: 41, status: 'FAILED', orderId: null, paymentMessage: 'Carta rifiutata' }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Carta rifiutata');
    expect(screen.getByText('Per assistenza contatta il Servizio Clienti.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Torna al riepilogo' }).getAttribute('href')).toBe('/checkout/summary');
  });

  it('point an attempt that did make an order to its success page', () => {
    render(<CheckoutFailure attempt={{ attemptId: 41, status: 'ORDERED', orderId: 900, paymentMessage: null }} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/checkout/order/success/900');
  });
});
