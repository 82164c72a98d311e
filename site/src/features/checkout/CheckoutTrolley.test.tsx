// The checkout's trolley island as a shopper uses it, the shop faked at the fetch boundary (the real
// client, trolley store and components; project 'site-islands', through preact/compat as the site runs it).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@test-support/render.ts';
import { getClient } from '@mercato/core/api';
import { $modal, $toasts, closeModal, dismissToast } from '@mercato/core/stores/feedback';
import { resetTrolleyStore, setTrolleyChannelFactory } from '@mercato/core/stores/trolley';
import { CHECKOUT_EVENT, type CheckoutEventDetail } from './checkout-frame.ts';
import CheckoutTrolley from './CheckoutTrolley.tsx';
import { createTrolleyCheckoutShop } from '@test-support/checkout-shop.ts';

getClient({ duplicateWindowMs: 0, retries: 0 });

let shop: ReturnType<typeof createTrolleyCheckoutShop>;
beforeEach(() => {
  shop = createTrolleyCheckoutShop();
  vi.stubGlobal('fetch', shop.fetch);
  resetTrolleyStore();
  setTrolleyChannelFactory(() => null);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  while ($modal.get()) closeModal(false);
  for (const t of $toasts.get()) dismissToast(t.id);
  setTrolleyChannelFactory(null);
});

async function show(lines: [number, number][]) {
  shop.seed(lines);
  const checkout = await shop.checkout();
  await act(async () => {
    render(<CheckoutTrolley checkout={checkout} logged />);
  });
  return checkout;
}

describe('CheckoutTrolley', () => {
  it('an empty trolley says so', async () => {
    await show([]);
    expect(screen.getByText('Il tuo carrello è vuoto. Aggiungi dei prodotti.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('a readonly line is locked: no quantity control, no delete', async () => {
    await show([
      [101, 1],
      [105, 1],
    ]);
    expect(screen.getByLabelText('Quantità Latte intero 1 l')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rimuovi Latte intero 1 l' })).toBeTruthy();
    expect(screen.queryByLabelText('Quantità Pane comune')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rimuovi Pane comune' })).toBeNull();
    expect(screen.getByText('Articolo non modificabile')).toBeTruthy();
    // No substitute for a readonly line either.
    expect(screen.queryByRole('checkbox', { name: /Pane comune/ })).toBeNull();
  });

  it('a quantity over the minimum reads the checkout again and tells the frame', async () => {
    await show([
      [101, 1],
      [105, 1],
    ]);
    const told: CheckoutEventDetail[] = [];
    const listen = (e: Event) => told.push((e as CustomEvent<CheckoutEventDetail>).detail);
    document.addEventListener(CHECKOUT_EVENT, listen);
    expect(screen.getByText(/^Mancano 6,21 €/)).toBeTruthy();

    await act(async () => {
      fireEvent.change(screen.getByLabelText('Quantità Latte intero 1 l'), { target: { value: '9' } });
    });
    await waitFor(() => expect(told.at(-1)?.missing?.step).toBe('DELIVERY'));
    document.removeEventListener(CHECKOUT_EVENT, listen);
    expect(screen.queryByText(/^Mancano/)).toBeNull();
    const totals = screen.getByRole('complementary', { name: 'Riepilogo carrello' });
    expect(within(totals).getByText('14,11 €')).toBeTruthy();
  });

  it('a substitute choice shows at once, is saved, and goes back when the shop refuses it', async () => {
    await show([[101, 1]]);
    const box = screen.getByRole('checkbox', {
      name: 'Accetto prodotti sostitutivi Latte intero 1 l',
    }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    await act(async () => {
      fireEvent.click(box);
    });
    await waitFor(() =>
      expect(shop.patches.at(-1)).toEqual({ substitutes: [{ trolleyItemId: 1, substitute: false }] }),
    );
    await waitFor(() => expect(box.checked).toBe(false));

    shop.failPatches(503);
    await act(async () => {
      fireEvent.click(box);
    });
    await waitFor(() => expect(screen.getByText('Non è stato possibile salvare la scelta. Riprova.')).toBeTruthy());
    expect(box.checked).toBe(false);
    expect((await shop.checkout()).lines[0]!.substitute).toBe(false);
  });

  it('products with preparation time: the notice opens the delivery-limits modal', async () => {
    await show([
      [101, 1],
      [102, 1],
    ]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Vedi i limiti di consegna' }));
    });
    const dialog = screen.getByRole('dialog', { name: 'Limiti di consegna' });
    expect(within(dialog).getByText('Pasta di semola 500 g: 24 ore di preparazione')).toBeTruthy();
    expect(within(dialog).queryByText(/Latte/)).toBeNull();
  });

  it('gift wrap asks for the message, then saves it on the line', async () => {
    await show([
      [101, 1],
      [103, 1],
    ]);
    expect(screen.queryByRole('button', { name: 'Confezione regalo per Latte intero 1 l' })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confezione regalo per Caffè macinato 250 g' }));
    });
    const dialog = screen.getByRole('alertdialog', { name: 'Confezione regalo per Caffè macinato 250 g' });
    const field = within(dialog).getByLabelText('Messaggio del biglietto');
    expect(document.activeElement).toBe(field);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    });
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Scrivi il messaggio del biglietto della confezione regalo',
    );
    // The hint, the counter and the message describe the field.
    expect(
      within(dialog).getByRole('textbox', {
        name: 'Messaggio del biglietto',
        description:
          'Il messaggio del biglietto allegato al regalo, al massimo 250 caratteri. 0 caratteri su 250 ' +
          'Scrivi il messaggio del biglietto della confezione regalo',
      }),
    ).toBe(field);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(shop.patches).toEqual([]);

    await act(async () => {
      fireEvent.input(field, { target: { value: 'Auguri!' } });
    });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(shop.patches).toEqual([{ giftWrap: { trolleyItemId: 2, giftMessage: 'Auguri!' } }]);
    expect(screen.getByText('Con confezione regalo')).toBeTruthy();
  });
});

describe('CheckoutTrolley alternative-product choice', () => {
  it('a line with alternatives lets the shopper pick the one wanted, or none; it shows on the line', async () => {
    await show([
      [101, 1],
      [103, 1],
    ]);
    // Only the milk has alternatives in the fake shop.
    expect(screen.queryByRole('button', { name: 'Scegli il sostitutivo di Caffè macinato 250 g' })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Scegli il sostitutivo di Latte intero 1 l' }));
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Se Latte intero 1 l non è disponibile' });
    const radios = await within(dialog).findAllByRole('radio');
    expect(radios.map((r) => r.closest('label')!.textContent)).toEqual([
      'Nessuna preferenza: sceglie il nostro personale',
      expect.stringContaining('Latte parzialmente scremato 1 l'),
      expect.stringContaining('Latte senza lattosio 1 l'),
    ]);
    // No preference yet: that one is checked and has the focus.
    await waitFor(() => expect(document.activeElement).toBe(radios[0]));
    fireEvent.click(within(dialog).getByRole('radio', { name: /Latte senza lattosio 1 l/ }));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(shop.patches.at(-1)).toEqual({ alternative: { trolleyItemId: 1, productId: 202 } });
    expect(screen.getByText('Sostitutivo scelto: Latte senza lattosio 1 l')).toBeTruthy();
    // Changed back to no preference.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cambia sostitutivo di Latte intero 1 l' }));
    });
    const again = await screen.findByRole('alertdialog');
    expect(
      ((await within(again).findByRole('radio', { name: /Latte senza lattosio/ })) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(within(again).getByRole('radio', { name: /Nessuna preferenza/ }));
    await act(async () => {
      fireEvent.click(within(again).getByRole('button', { name: 'Salva' }));
    });
    await waitFor(() => expect(screen.queryByText(/^Sostitutivo scelto/)).toBeNull());
    expect(shop.patches.at(-1)).toEqual({ alternative: { trolleyItemId: 1, productId: null } });
  });

  it('no choice while substitutes are refused', async () => {
    await show([[101, 1]]);
    await act(async () => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Accetto prodotti sostitutivi Latte intero 1 l' }));
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: /sostitutivo di Latte/ })).toBeNull());
  });
});

describe("CheckoutTrolley 'Avancassa' offers", () => {
  it('shows the counter offers with their price; one added joins the lines', async () => {
    await show([[101, 1]]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Vedi le offerte alla cassa' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Offerte alla cassa' });
    const add = await within(dialog).findByRole('button', { name: /^Aggiungi al carrello\s*Caffè macinato 250 g$/ });
    expect(within(dialog).getByText('2,79 €', { exact: false })).toBeTruthy();
    await act(async () => {
      fireEvent.click(add);
    });
    await waitFor(() => expect(screen.getByLabelText('Quantità Caffè macinato 250 g')).toBeTruthy());
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    });
    expect(screen.queryByRole('dialog', { name: 'Offerte alla cassa' })).toBeNull();
  });
});

describe('CheckoutTrolley campioncini omaggio', () => {
  it('below the threshold says what is missing; above it, chooses up to three and lists them at 0 €', async () => {
    await show([[101, 1]]);
    expect(screen.getByText(/Aggiungi ancora .* di prodotti per ricevere gratis fino a 3 campioncini\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Scegli i campioncini' })).toBeNull();
    cleanup();
    await show([[101, 40]]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Scegli i campioncini' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Campioncini omaggio' });
    for (const name of ['Crema mani', 'Shampoo', 'Dentifricio']) {
      const box = await within(dialog).findByRole('checkbox', { name: new RegExp(name) });
      await act(async () => {
        fireEvent.click(box);
      });
      await waitFor(() => expect((box as HTMLInputElement).checked).toBe(true));
    }
    expect(within(dialog).getByText('Scelti 3 di 3', { exact: false })).toBeTruthy();
    // The fourth waits: its box is disabled, and the dialog says why.
    expect((within(dialog).getByRole('checkbox', { name: /Tè verde/ }) as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).getByText(/Hai scelto il numero massimo di campioncini/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    });
    const section = screen.getByRole('group', { name: 'Campioncini omaggio' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Crema maniOmaggio', 'ShampooOmaggio', 'DentifricioOmaggio']);
    expect(within(section).getByRole('button', { name: 'Modifica i campioncini' })).toBeTruthy();
  });
});
