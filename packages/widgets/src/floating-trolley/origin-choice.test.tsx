// The add button's origin choice (orders §2 dialogs: origin choice, single or multiple; meat raised and
// slaughtered), with the shop faked at the fetch boundary: the shop asks (ORIGIN_CHOICE), the dialog
// asks the shopper, the add goes again with the choice, and the floating trolley shows it. Runs on React,
// the elements' Preact and preact/compat.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@test-support/render.ts';
import { getClient } from '@mercato/core/api';
import { $actionFeedback, $modal, closeModal } from '@mercato/core/stores/feedback';
import { $trolley, resetTrolleyStore, setTrolleyChannelFactory } from '@mercato/core/stores/trolley';
import { createTestShop } from '@test-support/trolley-shop.ts';
import { AddToTrolley, type TrolleyAddDetail } from './AddToTrolley.tsx';
import { FloatingTrolley } from './FloatingTrolley.tsx';

getClient({ duplicateWindowMs: 0, retries: 0 });

let shop: ReturnType<typeof createTestShop>;
beforeEach(() => {
  shop = createTestShop();
  vi.stubGlobal('fetch', shop.fetch);
  resetTrolleyStore();
  setTrolleyChannelFactory(() => null);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  while ($modal.get()) closeModal(false);
  $actionFeedback.set(null);
  setTrolleyChannelFactory(null);
});

const posts = () => shop.calls.filter((c) => c.method === 'POST').map((c) => c.body);
/** What the add button's live region says. */
const statusOf = (add: HTMLElement) => add.closest('.att')!.querySelector('.att-status')!.textContent;
const press = (button: HTMLElement) =>
  act(async () => {
    fireEvent.click(button);
  });

describe('origin choice', () => {
  it('asks the origin, insists on one, adds with it; the floating trolley shows it', async () => {
    const events: TrolleyAddDetail[] = [];
    render(
      <>
        <FloatingTrolley />
        <AddToTrolley productId={106} description="Mele Golden" onAdd={(d) => events.push(d)} />
      </>,
    );
    await waitFor(() => expect($trolley.get()).not.toBeNull());
    const add = screen.getByRole('button', { name: /^Aggiungi al carrello\s*Mele Golden$/ });
    // A press focuses the button in a browser; the dialog gives the focus back to it.
    add.focus();
    await press(add);
    const dialog = await screen.findByRole('alertdialog', { name: "Scegli l'origine di Mele Golden" });
    // A question, not a warning: no warning badge, nothing added yet.
    expect($actionFeedback.get()).toBeNull();
    expect(events).toMatchObject([{ status: 'exception', exceptions: [{ code: 'ORIGIN_CHOICE' }] }]);
    expect(within(dialog).getByRole('group', { name: 'Da quale Paese preferisci riceverlo?' })).toBeTruthy();
    const italia = within(dialog).getByRole('radio', { name: 'Italia' });
    await waitFor(() => expect(document.activeElement).toBe(italia));
    await press(within(dialog).getByRole('button', { name: 'Aggiungi al carrello' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      "Scegli un'origine per aggiungere il prodotto al carrello.",
    );
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Spagna' }));
    await press(within(dialog).getByRole('button', { name: 'Aggiungi al carrello' }));
    await waitFor(() => expect(statusOf(add)).toBe('Prodotto aggiunto al carrello'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(posts()).toEqual([
      { productId: 106, quantity: 1 },
      { productId: 106, quantity: 1, productOrigin: 'Spagna' },
    ]);
    await waitFor(() => expect(document.activeElement).toBe(add));
    await press(screen.getByRole('button', { name: 'Mostra carrello' }));
    expect(await screen.findByText('Origine: Spagna')).toBeTruthy();
    // Asked again, the line's choice is ticked already.
    await press(add);
    const again = await screen.findByRole('alertdialog', { name: "Scegli l'origine di Mele Golden" });
    expect((within(again).getByRole('radio', { name: 'Spagna' }) as HTMLInputElement).checked).toBe(true);
  });

  it('takes every origin accepted for meat, said as raised and slaughtered', async () => {
    render(<AddToTrolley productId={107} description="Bistecca di manzo" quantity={2} />);
    await press(screen.getByRole('button', { name: /^Aggiungi al carrello/ }));
    const dialog = await screen.findByRole('alertdialog', { name: "Scegli l'origine di Bistecca di manzo" });
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')!.textContent),
    ).toEqual([
      'Allevato in Italia, macellato in Italia',
      'Allevato in Francia, macellato in Italia',
      'Allevato in Irlanda, macellato in Irlanda',
    ]);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Allevato in Irlanda, macellato in Irlanda' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Allevato in Italia, macellato in Italia' }));
    await press(within(dialog).getByRole('button', { name: 'Aggiungi al carrello' }));
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts().at(-1)).toEqual({ productId: 107, quantity: 2, productOrigin: 'Italia_Italia|Irlanda_Irlanda' });
    expect($trolley.get()?.items[0]?.productOrigin).toBe('Italia_Italia|Irlanda_Irlanda');
  });

  it('Annulla adds nothing', async () => {
    render(<AddToTrolley productId={106} description="Mele Golden" />);
    await press(screen.getByRole('button', { name: /^Aggiungi al carrello/ }));
    const dialog = await screen.findByRole('alertdialog');
    await press(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(posts()).toHaveLength(1);
    expect($trolley.get()?.items).toEqual([]);
  });
});
