// The payment hub's saved cards (issue 16): listed under the online payment they were saved with, chosen
// with the payment, deleted after the account dialog (card, expiry, the warning about open orders).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@test-support/render.ts';
import BillingPaymentStep from './BillingPaymentStep.tsx';
import { baseCheckout, createCheckoutShop, type CheckoutShop } from '@test-support/checkout-shop.ts';

let shop: CheckoutShop;
const open = (checkout = baseCheckout()) => {
  shop = createCheckoutShop({ checkout });
  vi.stubGlobal('fetch', shop.fetch);
  render(<BillingPaymentStep />);
};
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const deletes = () => shop.calls.filter((c) => c.method === 'DELETE').map((c) => c.path);
const radio = (name: string | RegExp) => screen.queryByRole('radio', { name });

describe('the payment hub', () => {
  it('offers the prepaid card and each saved card under the payment it was saved with', async () => {
    open();
    fireEvent.click(await screen.findByRole('radio', { name: 'Carta prepagata' }));
    expect(await screen.findByRole('radio', { name: /VISA prepagata \*\*\*\* 0004/ })).toBeTruthy();
    expect(radio(/VISA \*\*\*\* 4242/)).toBeNull();
    await waitFor(() => expect(shop.checkout.payment.type).toBe('PREPAID'));
    fireEvent.click(screen.getByRole('radio', { name: /VISA prepagata/ }));
    await waitFor(() => expect(shop.checkout.payment).toMatchObject({ type: 'PREPAID', walletId: 4 }));
    fireEvent.click(screen.getByRole('radio', { name: 'Carta di credito online' }));
    expect(await screen.findByRole('radio', { name: /VISA \*\*\*\* 4242/ })).toBeTruthy();
    expect(radio(/VISA prepagata/)).toBeNull();
    await waitFor(() => expect(shop.checkout.payment).toMatchObject({ type: 'ONLINE', walletId: null }));
    fireEvent.click(screen.getByRole('radio', { name: 'Alla consegna' }));
    await waitFor(() => expect(radio(/VISA/)).toBeNull());
    expect(screen.queryByRole('button', { name: /^Elimina/ })).toBeNull();
  });

  it('deletes a saved card after the dialog; Annulla deletes nothing', async () => {
    const checkout = baseCheckout();
    checkout.payment = { ...checkout.payment, type: 'ONLINE', walletId: 3 };
    open(checkout);
    const remove = await screen.findByRole('button', { name: 'Elimina la carta VISA **** 4242' });
    fireEvent.click(remove);
    let dialog = await screen.findByRole('alertdialog', { name: 'Eliminare la carta salvata?' });
    expect(within(dialog).getByText('VISA **** 4242 (scadenza 12/28)')).toBeTruthy();
    expect(within(dialog).getByText('Gli ordini in corso pagati con questa carta non vengono annullati.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(deletes()).toEqual([]);
    expect((radio(/VISA \*\*\*\* 4242/) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Elimina la carta VISA **** 4242' }));
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Elimina la carta' }));
    expect(await screen.findByText('Carta eliminata')).toBeTruthy();
    expect(deletes()).toEqual(['auth/wallets/3']);
    await waitFor(() => expect(radio(/VISA \*\*\*\* 4242/)).toBeNull());
    // The card was the one chosen: a new card is chosen now, as the server says.
    expect(shop.checkout.payment.walletId).toBeNull();
    expect(screen.getByRole('heading', { name: 'Metodo di pagamento' })).toBe(document.activeElement);
  });

  it('a failed deletion keeps the card and says so', async () => {
    const checkout = baseCheckout();
    checkout.payment = { ...checkout.payment, type: 'ONLINE' };
    open(checkout);
    fireEvent.click(await screen.findByRole('button', { name: 'Elimina la carta VISA **** 4242' }));
    shop.fail('auth/wallets/3', 503);
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Elimina la carta' }));
    expect(await screen.findByText('Non è stato possibile eliminare la carta: riprova.')).toBeTruthy();
    expect(radio(/VISA \*\*\*\* 4242/)).toBeTruthy();
    expect(shop.checkout.payment.wallets).toHaveLength(2);
  });

  it('a deletion answered 404 (its first answer lost, the card already gone) counts as done', async () => {
    const checkout = baseCheckout();
    checkout.payment = { ...checkout.payment, type: 'ONLINE' };
    open(checkout);
    fireEvent.click(await screen.findByRole('button', { name: 'Elimina la carta VISA **** 4242' }));
    // The server deleted it already; this call's answer is the 404 of a second deletion.
    shop.checkout = {
      ...shop.checkout,
      payment: { ...shop.checkout.payment, wallets: shop.checkout.payment.wallets.filter((w) => w.id !== 3) },
    };
    shop.fail('auth/wallets/3', 404, '404', {}, 'Carta salvata non trovata');
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Elimina la carta' }));
    expect(await screen.findByText('Carta eliminata')).toBeTruthy();
    await waitFor(() => expect(radio(/VISA \*\*\*\* 4242/)).toBeNull());
  });
});
