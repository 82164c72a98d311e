import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@test-support/render.ts';
import { checkoutCalls } from '@mercato/client';
import { getClient } from '@mercato/core/api';
import ConfirmButton from './ConfirmButton.tsx';
import { baseCheckout, createCheckoutShop, type CheckoutShop } from '@test-support/checkout-shop.ts';

let shop: CheckoutShop;
beforeEach(() => {
  shop = createCheckoutShop();
  vi.stubGlobal('fetch', shop.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const setup = (props: { disabled?: boolean } = {}) => {
  const navigate = vi.fn();
  const onChanged = vi.fn();
  render(
    <ConfirmButton
      checkout={baseCheckout()}
      calls={checkoutCalls(getClient().request)}
      navigate={navigate}
      onChanged={onChanged}
      {...props}
    />,
  );
  return { navigate, onChanged };
};
const button = () => screen.getByRole('button', { name: 'PAGA CON CARTA' });
const confirms = () => shop.of('POST', 'auth/checkout/confirm');

describe('the payment-label button', () => {
  it('sends one confirmation with the version seen and goes where the server says', async () => {
    const { navigate } = setup();
    fireEvent.click(button());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout/order/success/900'));
    expect(confirms()).toHaveLength(1);
    expect(confirms()[0].body).toMatchObject({ version: 5 });
  });

  it('swaps for a loader while the server answers, and a double click sends one confirmation', async () => {
    const release = shop.holdAnswers();
    const { navigate } = setup();
    const first = button();
    fireEvent.click(first);
    fireEvent.click(first);
    expect(await screen.findByText("Conferma dell'ordine in corso…")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'PAGA CON CARTA' })).toBeNull();
    release();
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(confirms()).toHaveLength(1);
  });

  it('sends the same key again after an answer that never came, so one order is made', async () => {
    shop.fail('auth/checkout/confirm', 503);
    const { navigate } = setup();
    fireEvent.click(button());
    expect(await screen.findByText(/La conferma non è arrivata/)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(button()));
    fireEvent.click(button());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout/order/success/900'));
    const [a, b] = confirms().map((c) => (c.body as { idempotencyKey: string }).idempotencyKey);
    expect(a).toBe(b);
    expect(shop.confirmations.size).toBe(1);
  });

  it('lists the problems of a refusal with a link to the step each names, and keeps the button', async () => {
    shop.refuse([
      { code: 'SLOT_EXPIRED', message: 'La fascia oraria prenotata è scaduta', step: 'DELIVERY' },
      { code: 'PAYMENT_MISSING', message: 'Scegli un metodo di pagamento', step: 'PAYMENT' },
    ]);
    const { navigate } = setup();
    fireEvent.click(button());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('La fascia oraria prenotata è scaduta');
    expect(screen.getByRole('link', { name: 'Vai al passaggio: Consegna' }).getAttribute('href')).toBe(
      '/checkout/delivery',
    );
    expect(screen.getByRole('link', { name: 'Vai al passaggio: Pagamento' }).getAttribute('href')).toBe(
      '/checkout/billing-payment',
    );
    expect(navigate).not.toHaveBeenCalled();
    // The focus, lost with the button the loader replaced, is on the problems.
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Non è stato possibile confermare l'ordine"));
    // A new press after a definite answer is a new confirmation (a new key).
    shop.refuse(null);
    fireEvent.click(button());
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    const [a, b] = confirms().map((c) => (c.body as { idempotencyKey: string }).idempotencyKey);
    expect(a).not.toBe(b);
  });

  it('asks for the checkout again when it changed under the shopper', async () => {
    shop.refuse([{ code: 'CHECKOUT_CHANGED', message: 'Il carrello è cambiato', step: 'SUMMARY' }]);
    const { onChanged } = setup();
    fireEvent.click(button());
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
  });

  it('sends nothing while disabled (mobile number to verify)', async () => {
    setup({ disabled: true });
    expect((button() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button());
    expect(confirms()).toHaveLength(0);
  });

  it('never leaves for another origin', async () => {
    shop.confirmations.clear();
    const { navigate } = setup();
    const original = shop.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('confirm')
        ? new Response(
            JSON.stringify({
              data: { outcome: 'PAYMENT', attemptId: 1, orderId: null, publicOrderId: null, next: '//evil.example/x' },
            }),
            { status: 200, headers: { 'content-type': 'application/json' } },
          )
        : original(input, init),
    );
    fireEvent.click(button());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout/summary'));
  });
});
