import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@test-support/render.ts';
import BillingPaymentStep from './BillingPaymentStep.tsx';
import { baseCheckout, createCheckoutShop, savedAddress, type CheckoutShop } from '@test-support/checkout-shop.ts';

let shop: CheckoutShop;
const open = (options: Parameters<typeof createCheckoutShop>[0] = {}) => {
  shop = createCheckoutShop(options);
  vi.stubGlobal('fetch', shop.fetch);
  render(<BillingPaymentStep />);
};
beforeEach(() => {});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const patches = () => shop.of('PATCH', 'auth/checkout').map((c) => c.body);
const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });

describe('the billing-payment step', () => {
  it('shows the delivery step completed with a way back, then the payment hub', async () => {
    open();
    expect(screen.getByText('Caricamento in corso…')).toBeTruthy();
    expect(await screen.findByText('giovedì 26 novembre, dalle 10:00 alle 12:00')).toBeTruthy();
    expect(screen.getByText('Via Roma 1, 20121 Milano')).toBeTruthy();
    const edit = screen.getAllByRole('link', { name: /MODIFICA/ })[0];
    expect(edit.getAttribute('href')).toBe('/checkout/delivery');
    expect(screen.getByRole('radio', { name: 'Carta di credito online' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Alla consegna' })).toBeTruthy();
  });

  it('saves a payment as soon as it is chosen, and offers the saved cards of an online payment', async () => {
    open();
    fireEvent.click(await screen.findByRole('radio', { name: 'Carta di credito online' }));
    await waitFor(() => expect(patches()).toEqual([{ payment: { type: 'ONLINE', walletId: null } }]));
    fireEvent.click(await screen.findByRole('radio', { name: /VISA \*\*\*\* 4242/ }));
    await waitFor(() => expect(patches()[1]).toEqual({ payment: { type: 'ONLINE', walletId: 3 } }));
    expect(shop.checkout.payment.walletId).toBe(3);
  });

  it('keeps the choice and says so when the save fails', async () => {
    open();
    const home = await screen.findByRole('radio', { name: 'Alla consegna' });
    shop.fail('auth/checkout', 503);
    fireEvent.click(home);
    expect(await screen.findByText(/Salvataggio non riuscito/)).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Alla consegna' }) as HTMLInputElement).checked).toBe(true);
    expect(shop.checkout.payment.type).toBeNull();
  });

  it('with an invoice, lists the saved addresses and marks an invalid one, fixed here in edit mode', async () => {
    open({
      addresses: [savedAddress(), savedAddress({ id: 12, name: 'Vecchio', taxCode: 'RSSMRA80A01F205Z' })],
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Sì' }));
    expect(await screen.findByText('Uno o più indirizzi non risultano validi')).toBeTruthy();
    expect((screen.getByRole('radio', { name: /Vecchio/ }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /Casa/ }));
    await waitFor(() => expect(shop.checkout.invoice).toMatchObject({ wanted: true, billingAddressId: 11 }));

    fireEvent.click(screen.getByRole('button', { name: "Correggi l'indirizzo: Vecchio" }));
    const form = await screen.findByRole('form', { name: "Correggi l'indirizzo: Vecchio" });
    expect((within(form).getByLabelText('Intestazione') as HTMLInputElement).value).toBe('Mario Rossi');
    fireEvent.click(within(form).getByRole('button', { name: 'Verifica' }));
    expect(await within(form).findByText('Formato del Codice fiscale non valido')).toBeTruthy();
    fireEvent.input(within(form).getByLabelText('Codice fiscale'), { target: { value: 'RSSMRA80A01F205X' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Verifica' }));
    fireEvent.click(await within(form).findByRole('button', { name: 'Salva modifiche' }));
    await waitFor(() => expect(shop.checkout.invoice.billingAddressId).toBe(12));
    expect(shop.of('POST', 'auth/billing-addresses/verify').at(-1)?.query).toEqual({ id: '12' });
    expect(shop.addresses.find((a) => a.id === 12)?.taxCode).toBe('RSSMRA80A01F205X');
    expect(screen.queryByText('Uno o più indirizzi non risultano validi')).toBeNull();
  });

  it('asking for an invoice takes the default invoicing address when it is valid', async () => {
    open({ addresses: [savedAddress(), savedAddress({ id: 13, name: 'Ufficio', preferred: true })] });
    fireEvent.click(await screen.findByRole('radio', { name: 'Sì' }));
    await waitFor(() => expect(shop.checkout.invoice).toMatchObject({ wanted: true, billingAddressId: 13 }));
    expect((screen.getByRole('radio', { name: /Ufficio/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('refuses invoice notes over their length with the spec message and saves valid ones', async () => {
    open({ addresses: [savedAddress()] });
    fireEvent.click(await screen.findByRole('radio', { name: 'Sì' }));
    await screen.findByRole('radio', { name: /Casa/ });
    type('CIG', '12345678901');
    fireEvent.click(screen.getByRole('button', { name: 'Salva note' }));
    expect(await screen.findByText("Il campo 'CIG' può contenere al massimo 10 caratteri")).toBeTruthy();
    const before = patches().length;
    type('CIG', 'Z1234567');
    fireEvent.click(screen.getByRole('button', { name: 'Salva note' }));
    await waitFor(() => expect(patches().length).toBe(before + 1));
    expect(shop.checkout.invoice.notes.cig).toBe('Z1234567');
  });

  it('offers the gift form when the checkout allows it and checks it with the spec messages', async () => {
    open();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Invia la spesa come regalo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salva dati del regalo' }));
    expect(await screen.findByText("Il campo 'Nome' è obbligatorio")).toBeTruthy();
    expect(screen.getByText("Il campo 'Biglietto augurale' è obbligatorio")).toBeTruthy();
    expect(shop.of('PATCH', 'auth/checkout')).toHaveLength(0);
    type('Nome', 'Anna');
    type('Cognome', 'Bianchi');
    type('Cellulare', '12a');
    type('Biglietto augurale', 'Buon compleanno!');
    fireEvent.click(screen.getByRole('button', { name: 'Salva dati del regalo' }));
    expect(await screen.findByText('Il numero di telefono deve essere numerico di almeno 5 cifre')).toBeTruthy();
    type('Cellulare', '3331234567');
    fireEvent.click(screen.getByRole('button', { name: 'Salva dati del regalo' }));
    await waitFor(() => expect(shop.checkout.gift).toMatchObject({ enabled: true, giftRecipientForename: 'Anna' }));
  });

  it("'PROSEGUI' saves the gift data typed without 'Salva dati del regalo', or stops with its messages", async () => {
    // The wizard's forward link, outside the island (WizardNav.astro).
    const forward = document.createElement('a');
    forward.href = '/checkout/summary';
    forward.dataset.checkoutNext = '';
    forward.textContent = 'PROSEGUI';
    document.body.append(forward);
    const left: string[] = [];
    shop = createCheckoutShop();
    vi.stubGlobal('fetch', shop.fetch);
    render(<BillingPaymentStep navigate={(url) => left.push(url)} />);
    try {
      fireEvent.click(await screen.findByRole('checkbox', { name: 'Invia la spesa come regalo' }));
      type('Nome', 'Anna');
      // Incomplete: the click stays on the page with the form's messages, nothing saved.
      expect(fireEvent.click(forward)).toBe(false);
      expect(await screen.findByText("Il campo 'Cognome' è obbligatorio")).toBeTruthy();
      expect(shop.of('PATCH', 'auth/checkout')).toHaveLength(0);
      type('Cognome', 'Bianchi');
      type('Cellulare', '3331234567');
      type('Biglietto augurale', 'Buon compleanno!');
      // Complete: saved, then on to the summary.
      expect(fireEvent.click(forward)).toBe(false);
      await waitFor(() => expect(left).toEqual(['/checkout/summary']));
      expect(shop.checkout.gift).toEqual({
        enabled: true,
        giftRecipientForename: 'Anna',
        giftRecipientSurname: 'Bianchi',
        giftRecipientPhone: '3331234567',
        giftGreetingCardText: 'Buon compleanno!',
      });
      // Saved: the link goes on by itself.
      expect(fireEvent.click(forward)).toBe(true);
      expect(shop.of('PATCH', 'auth/checkout')).toHaveLength(1);
    } finally {
      forward.remove();
    }
  });

  it('hides the gift form when the checkout does not offer it', async () => {
    open({ checkout: { ...baseCheckout(), giftAvailable: false } });
    await screen.findByRole('radio', { name: 'Alla consegna' });
    expect(screen.queryByRole('checkbox', { name: 'Invia la spesa come regalo' })).toBeNull();
  });
});

describe('the billing form', () => {
  const openForm = async () => {
    open({ addresses: [] });
    fireEvent.click(await screen.findByRole('radio', { name: 'Sì' }));
    return await screen.findByRole('form', { name: 'Aggiungi un indirizzo di fatturazione' });
  };
  const fillCompany = (vat: string) => {
    fireEvent.click(screen.getByRole('radio', { name: 'Azienda' }));
    type('Identificativo', 'Ufficio');
    type('Intestazione', 'Rossi Srl');
    type('Indirizzo', 'Via Dante');
    type('Numero civico', '5');
    type('CAP', '20121');
    type('Comune', 'Milano');
    type('Provincia', 'MI');
    type('Codice fiscale', '12345678903');
    type('Partita IVA', vat);
    type('Codice destinatario', 'ABC1234');
  };

  it('refuses a partita IVA with a wrong check digit, per field, without calling the shop', async () => {
    const form = await openForm();
    fillCompany('12345678901');
    fireEvent.click(within(form).getByRole('button', { name: 'Verifica' }));
    expect(await screen.findByText('Partita IVA non valido')).toBeTruthy();
    expect(screen.getByLabelText('Partita IVA').getAttribute('aria-invalid')).toBe('true');
    expect(shop.of('POST', 'auth/billing-addresses/verify')).toHaveLength(0);
    expect(within(form).queryByRole('button', { name: 'Salva modifiche' })).toBeNull();
  });

  it("shows 'Salva modifiche' only after 'Verifica' succeeds, and an edit asks to verify again", async () => {
    const form = await openForm();
    fillCompany('12345678903');
    expect(within(form).queryByRole('button', { name: 'Salva modifiche' })).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Verifica' }));
    const save = await within(form).findByRole('button', { name: 'Salva modifiche' });
    expect(shop.of('POST', 'auth/billing-addresses/verify')[0].body).toMatchObject({
      type: 'COMPANY',
      countryType: 'IT',
      country: 'Italia',
      vatNumber: '12345678903',
    });
    type('Comune', 'Monza');
    expect(within(form).queryByRole('button', { name: 'Salva modifiche' })).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Verifica' }));
    fireEvent.click(await within(form).findByRole('button', { name: 'Salva modifiche' }));
    await waitFor(() => expect(shop.checkout.invoice).toMatchObject({ wanted: true, billingAddressId: 100 }));
    expect(save).toBeTruthy();
    expect(await screen.findByRole('radio', { name: /Ufficio/ })).toBeTruthy();
  });

  it('shows the server messages under their fields and keeps what was typed', async () => {
    const form = await openForm();
    fillCompany('12345678903');
    shop.fail('auth/billing-addresses/verify', 400, '400', {
      entityErrors: [{ field: 'town', message: 'Comune non trovato' }],
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Verifica' }));
    expect(await screen.findByText('Comune non trovato')).toBeTruthy();
    expect((screen.getByLabelText('Comune') as HTMLInputElement).value).toBe('Milano');
  });

  it('uppercases the tax code on blur and reloads the fields when the country changes', async () => {
    await openForm();
    type('Codice fiscale', ' rssmra80a01f205x ');
    fireEvent.blur(screen.getByLabelText('Codice fiscale'));
    expect((screen.getByLabelText('Codice fiscale') as HTMLInputElement).value).toBe('RSSMRA80A01F205X');
    expect(screen.getByLabelText('Provincia')).toBeTruthy();
    expect(screen.queryByLabelText('Paese')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Altro Paese' }));
    expect(screen.queryByLabelText('Provincia')).toBeNull();
    expect(screen.getByLabelText('Paese')).toBeTruthy();
    expect(screen.queryByLabelText('Codice fiscale')).toBeNull();
  });
});
