import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@test-support/render.ts';
import { $modal, closeModal } from '@mercato/core/stores/feedback';
import { orderCard } from '@test-support/checkout-shop.ts';
import OrderEditButton from './OrderEditButton.tsx';
import OrderEditDialog from './OrderEditDialog.tsx';

const editable = orderCard({
  editable: true,
  orderAction: 'MODIFY_OR_DELETE',
  slotModifiable: true,
  contentModifiable: true,
  deletable: true,
  orderStatus: 'IN_LAVORAZIONE',
  version: 3,
});

interface Call {
  method: string;
  path: string;
  body: unknown;
}
function stubShop(answer: (call: Call) => { status: number; json: unknown }) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: init?.body ? JSON.parse(String(init.body)) : null,
    };
    calls.push(call);
    const { status, json } = answer(call);
    return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

afterEach(() => {
  cleanup();
  while ($modal.get()) closeModal(false);
  vi.unstubAllGlobals();
});

describe('the order edit dialog', () => {
  it("opens from 'Modifica' with the order's options, cut-offs and the deadline note; closes back", async () => {
    render(<OrderEditButton order={editable} />);
    const opener = screen.getByRole('button', { name: 'Modifica 4000900' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Modifica ordine n. 4000900' });
    expect(screen.getByRole('link', { name: 'Modifica giorno e orario' }).getAttribute('href')).toBe(
      '/ordini/modifica-consegna?orderId=900',
    );
    expect(screen.getByRole('link', { name: 'Modifica contenuto' }).getAttribute('href')).toBe(
      '/ordini/modifica/MODIFY_OR_DELETE/900',
    );
    expect(screen.getByRole('button', { name: 'Annulla ordine' })).toBeTruthy();
    expect(dialog.textContent).toContain("Oltre il termine ultimo non sara' possibile apportare modifiche.");
    expect(dialog.textContent).toContain('Contenuto modificabile fino al 26/11/2026 10:00');
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("the redirector's dialog opens at once on the option asked for", () => {
    render(<OrderEditButton order={editable} initiallyOpen focusOption="ORDER" closeHref="/ordini/precedenti" />);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Modifica contenuto');
  });

  it('offers only what the order still allows, and nothing when it can no longer change', () => {
    render(
      <OrderEditButton
        order={{ ...editable, orderAction: 'DELETE', slotModifiable: false, contentModifiable: false }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: /Modifica/ }));
    expect(screen.queryByRole('link', { name: 'Modifica giorno e orario' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Modifica contenuto' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Annulla ordine' })).toBeTruthy();
    cleanup();
    const { container } = render(<OrderEditButton order={orderCard()} />);
    expect(container.innerHTML).toBe('');
  });

  it("cancels after 'Confermi di voler cancellare l'ordine?' with the version shown", async () => {
    const calls = stubShop(() => ({ status: 200, json: { data: { ...editable, orderStatus: 'ANNULLATO' } } }));
    const navigate = vi.fn();
    const hidden = vi.fn();
    render(<OrderEditDialog order={editable} open onClose={vi.fn()} onHide={hidden} navigate={navigate} />);
    fireEvent.click(screen.getByRole('button', { name: 'Annulla ordine' }));
    expect(hidden).toHaveBeenCalled();
    expect($modal.get()).toMatchObject({ kind: 'confirm', message: "Confermi di voler cancellare l'ordine?" });
    await act(async () => closeModal(true));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/ordini/precedenti'));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/commerce/resources/auth/orders/900/cancel', body: { version: 3 } },
    ]);
  });

  it("a 'no' cancels nothing; a refusal shows in 'Modifica Ordine', then the list", async () => {
    const calls = stubShop(() => ({
      status: 409,
      json: {
        error: {
          code: 'ORDER_CUTOFF_PASSED',
          type: 'ALERT',
          message: "Oltre il termine ultimo non sara' possibile apportare modifiche.",
        },
      },
    }));
    render(<OrderEditDialog order={editable} open onClose={vi.fn()} navigate={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Annulla ordine' }));
    await act(async () => closeModal(false));
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Annulla ordine' }));
    await act(async () => closeModal(true));
    await waitFor(() =>
      expect($modal.get()).toMatchObject({
        kind: 'alert',
        title: 'Modifica Ordine',
        message: "Oltre il termine ultimo non sara' possibile apportare modifiche.",
        redirectUrl: '/ordini/precedenti',
      }),
    );
  });
});
