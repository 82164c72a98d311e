// The trolley widgets as a shopper uses them, with the shop faked at the fetch boundary (the real client,
// store and widgets). Runs under React (project 'widgets'), the elements' Preact (project 'widgets-preact')
// and preact/compat (project 'widgets-compat', as the site's islands).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@test-support/render.ts';
import { getClient } from '@mercato/core/api';
import { $actionFeedback, $modal, $toasts, closeModal, dismissToast } from '@mercato/core/stores/feedback';
import {
  $trolley,
  resetTrolleyStore,
  setTrolleyChannelFactory,
  type TrolleyChannel,
  type TrolleyMessage,
} from '@mercato/core/stores/trolley';
import { createTestShop } from '@test-support/trolley-shop.ts';
import { FloatingTrolley } from './FloatingTrolley.tsx';
import { AddToTrolley, type TrolleyAddDetail } from './AddToTrolley.tsx';
import { addMeta, meta } from './meta.ts';

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
  for (const t of $toasts.get()) dismissToast(t.id);
  $actionFeedback.set(null);
  setTrolleyChannelFactory(null);
});

const trolleyLink = () => screen.getByRole('link', { name: /^CARRELLO/ });
const chevron = () => screen.getByRole('button', { name: 'Mostra carrello' });
const badge = () => document.querySelector('.ft-count')!.textContent;

async function openPanel() {
  await act(async () => {
    fireEvent.click(chevron());
  });
  return screen.findByRole('dialog');
}

describe('FloatingTrolley', () => {
  it('shows the quantity badge of the trolley and links to the trolley page', async () => {
    shop.seed([
      [101, 2],
      [103, 1],
    ]);
    render(<FloatingTrolley />);
    await waitFor(() => expect(badge()).toBe('3'));
    expect(trolleyLink().getAttribute('href')).toBe('/checkout/trolley');
    // The default the manifest documents (meta.ts) is the one applied.
    expect(meta.attributes.checkoutUrl.default).toBe('/checkout/trolley');
    expect(trolleyLink().textContent).toContain('3 articoli nel carrello');
    expect(chevron().getAttribute('aria-expanded')).toBe('false');
  });

  it('before the trolley is read shows no count (not 0) and lets the link through', async () => {
    shop.seed([
      [101, 2],
      [103, 1],
    ]);
    const release = shop.hold();
    render(<FloatingTrolley />);
    expect(badge()).toBe('');
    expect(trolleyLink().textContent).not.toContain('articoli nel carrello');
    expect(fireEvent.click(trolleyLink())).toBe(true);
    expect(screen.queryByText('Il tuo carrello è vuoto. Aggiungi dei prodotti.')).toBeNull();
    await act(async () => release());
    await waitFor(() => expect(badge()).toBe('3'));
    expect(trolleyLink().textContent).toContain('3 articoli nel carrello');
  });

  it('with quantity 0 shows the empty notice and does not navigate', async () => {
    render(<FloatingTrolley />);
    await waitFor(() => expect($trolley.get()).not.toBeNull());
    expect(badge()).toBe('0');
    const followed = fireEvent.click(trolleyLink());
    expect(followed).toBe(false);
    expect(await screen.findByText('Il tuo carrello è vuoto. Aggiungi dei prodotti.')).toBeTruthy();
  });

  it('shows 5 skeleton rows while loading, then the rows with prices, badges and the total', async () => {
    shop.seed([
      [101, 2],
      [102, 3],
    ]);
    const release = shop.hold();
    render(<FloatingTrolley />);
    const dialog = await openPanel();
    expect(dialog.getAttribute('aria-busy')).toBe('true');
    expect(dialog.querySelectorAll('.mercato-skeleton--row')).toHaveLength(5);
    expect(within(dialog).getByRole('heading', { name: 'Carrello' })).toBeTruthy();
    await act(async () => release());
    await within(dialog).findByRole('heading', { name: '2 Prodotti' });
    expect(screen.getByRole('dialog', { name: '2 Prodotti' })).toBe(dialog);
    const rows = within(dialog).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    // Latte: 2 × 1,29 €; Pasta: promo -20%, 3 × 0,79 € instead of 0,99 €, delivery-time limit.
    expect(within(rows[0]!).getByText('Latte intero 1 l')).toBeTruthy();
    expect(within(rows[0]!).getByText('Granarolo')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe('/supermercato/prodotto/101');
    expect(within(rows[0]!).getByRole('img', { name: 'Latte intero 1 l' })).toBeTruthy();
    expect(rows[0]!.textContent).toContain('2,58');
    expect(within(rows[1]!).getByText('-20%')).toBeTruthy();
    expect(rows[1]!.textContent).toContain('2,37');
    expect(rows[1]!.querySelector('s')?.textContent).toContain('0,99');
    const limit = within(rows[1]!).getByRole('button', { name: 'Limite di consegna' });
    fireEvent.focus(limit);
    expect(screen.getByRole('tooltip').textContent).toContain('24 ore');
    const foot = dialog.querySelector('footer')!;
    expect(foot.textContent).toContain('4,95'); // 2,58 + 2,37
    expect(within(foot).getByRole('link', { name: 'CARRELLO' }).getAttribute('href')).toBe('/checkout/trolley');
  });

  it("says 'carrello vuoto' when there is nothing", async () => {
    render(<FloatingTrolley />);
    const dialog = await openPanel();
    await within(dialog).findByText('carrello vuoto');
    expect(within(dialog).queryByRole('button', { name: 'Svuota carrello' })).toBeNull();
  });

  it('changes a quantity: one call, new amount and total, the change said in the live region', async () => {
    shop.seed([[101, 1]]);
    render(<FloatingTrolley />);
    const dialog = await openPanel();
    const quantity = await within(dialog).findByLabelText('Quantità Latte intero 1 l');
    await act(async () => {
      fireEvent.change(quantity, { target: { value: '4' } });
    });
    await waitFor(() => expect(badge()).toBe('4'));
    expect(shop.calls.filter((c) => c.method === 'PUT')).toEqual([
      expect.objectContaining({ path: 'auth/trolley/item/1', body: { quantity: 4 } }),
    ]);
    expect(dialog.querySelector('footer')!.textContent).toContain('5,16');
    await waitFor(() =>
      expect(screen.getAllByRole('status').some((s) => s.textContent === 'Latte intero 1 l: quantità 4')).toBe(true),
    );
  });

  it('removes a line', async () => {
    shop.seed([
      [101, 1],
      [103, 2],
    ]);
    render(<FloatingTrolley />);
    const dialog = await openPanel();
    await within(dialog).findByRole('heading', { name: '2 Prodotti' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Rimuovi Latte intero 1 l' }));
    });
    await within(dialog).findByRole('heading', { name: '1 Prodotto' });
    expect(within(dialog).queryByText('Latte intero 1 l')).toBeNull();
    expect(badge()).toBe('2');
    expect($actionFeedback.get()).toMatchObject({ kind: 'remove', target: 'trolley' });
  });

  it('empties the trolley only after the confirm; readonly lines have no controls and stay', async () => {
    shop.seed([
      [101, 1],
      [105, 1],
    ]);
    render(<FloatingTrolley />);
    const dialog = await openPanel();
    await within(dialog).findByRole('heading', { name: '2 Prodotti' });
    const bread = within(dialog).getAllByRole('listitem')[1]!;
    expect(within(bread).queryByRole('combobox')).toBeNull();
    expect(within(bread).queryByRole('button', { name: /Rimuovi/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Svuota carrello' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Svuota carrello' });
    expect(confirm.textContent).toContain('Vuoi svuotare il carrello?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'No' }));
    expect(shop.calls.some((c) => c.method === 'DELETE')).toBe(false);
    // Escape inside the confirm answers the confirm only.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Svuota carrello' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Si' }), { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('dialog')).toBe(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Svuota carrello' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Si' }));
    });
    await within(dialog).findByRole('heading', { name: '1 Prodotto' });
    expect(shop.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['auth/trolley']);
    expect(within(dialog).getByText('Pane comune')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getAllByRole('status').some((s) => s.textContent === 'Carrello svuotato')).toBe(true),
    );
  });

  it('is a dialog that Escape closes, giving focus back to the chevron', async () => {
    const toggles: boolean[] = [];
    render(<FloatingTrolley onOpenChange={(o) => toggles.push(o)} />);
    const dialog = await openPanel();
    expect(chevron().getAttribute('aria-expanded')).toBe('true');
    expect(chevron().getAttribute('aria-controls')).toBe(dialog.id);
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Chiudi carrello' })),
    );
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(chevron());
    expect(toggles).toEqual([true, false]);
    await openPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi carrello' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('follows the open prop: set opens it, removed (undefined) or false closes it', async () => {
    const { rerender } = render(<FloatingTrolley />);
    expect(screen.queryByRole('dialog')).toBeNull();
    for (const open of [true, undefined, true, false]) {
      rerender(<FloatingTrolley open={open} />);
      if (open) await screen.findByRole('dialog');
      else await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(chevron().getAttribute('aria-expanded'), `open=${open}`).toBe(String(!!open));
    }
  });

  it('follows another tab of the shopper (BroadcastChannel)', async () => {
    const open = new Set<TrolleyChannel>();
    const make = (): TrolleyChannel => {
      const c: TrolleyChannel = {
        onmessage: null,
        postMessage(m: TrolleyMessage) {
          for (const o of open) if (o !== c) o.onmessage?.({ data: m } as MessageEvent<TrolleyMessage>);
        },
        close: () => open.delete(c),
      };
      open.add(c);
      return c;
    };
    setTrolleyChannelFactory(make);
    shop.seed([[101, 1]]);
    render(<FloatingTrolley />);
    await waitFor(() => expect(badge()).toBe('1'));
    const otherTab = make();
    const theirs = { ...shop.trolley(), version: 42, itemsCount: 6 };
    await act(async () => otherTab.postMessage({ type: 'trolley', trolley: theirs }));
    expect(badge()).toBe('6');
  });
});

describe('AddToTrolley', () => {
  it('adds the quantity typed, says it was added, and the trolley button follows', async () => {
    const added: TrolleyAddDetail[] = [];
    render(
      <>
        <FloatingTrolley />
        <AddToTrolley productId={103} description="Caffè macinato 250 g" onAdd={(d) => added.push(d)} />
      </>,
    );
    await waitFor(() => expect($trolley.get()).not.toBeNull());
    fireEvent.input(screen.getByLabelText('Quantità Caffè macinato 250 g'), { target: { value: '3' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^Aggiungi al carrello\s*Caffè macinato 250 g$/ }));
    });
    await waitFor(() => expect(badge()).toBe('3'));
    expect(screen.getAllByRole('status').some((s) => s.textContent === 'Prodotto aggiunto al carrello')).toBe(true);
    expect(added).toEqual([{ productId: 103, quantity: 3, status: 'done' }]);
    expect(shop.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ productId: 103, quantity: 3 }]);
  });

  it('a double click adds once', async () => {
    const release = shop.hold();
    render(<AddToTrolley productId={101} />);
    const button = screen.getByRole('button', { name: 'Aggiungi al carrello' });
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
    await act(async () => {
      fireEvent.click(button);
    });
    await act(async () => release());
    await waitFor(() => expect($trolley.get()?.itemsCount).toBe(1));
    expect(shop.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('shows the trolley exception instead of added, and Continua adds what can be added', async () => {
    const events: TrolleyAddDetail[] = [];
    render(<AddToTrolley productId={104} quantity={5} onAdd={(d) => events.push(d)} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Aggiungi al carrello' }));
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Quantità richiesta 5, disponibile 2.');
    expect(screen.queryByText('Prodotto aggiunto al carrello')).toBeNull();
    expect(within(alert).getByRole('link', { name: 'Cambia Slot' }).getAttribute('href')).toBe('/checkout/delivery');
    expect(addMeta.attributes.changeSlotUrl.default).toBe('/checkout/delivery');
    expect(events[0]).toMatchObject({ status: 'exception', exceptions: [{ code: 'QUANTITY_EXCEEDS_AVAILABILITY' }] });
    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: 'Continua' }));
    });
    await screen.findByText('Prodotto aggiunto al carrello');
    expect(shop.calls.at(-1)!.body).toEqual({ productId: 104, quantity: 5, forced: true });
    expect($trolley.get()?.itemsCount).toBe(2);
  });

  it('shows the default quantity 1 for a quantity it could not add (absent, 0, 1.5, 10000) and adds 1', async () => {
    const input = () => (screen.getByLabelText('Quantità') as HTMLInputElement).value;
    const { rerender } = render(<AddToTrolley productId={101} quantity={4} />);
    expect(input()).toBe('4');
    expect([addMeta.attributes.quantity.default, addMeta.attributes.hideQuantity.default]).toEqual([1, false]);
    for (const quantity of [undefined, 0, 1.5, 10000]) {
      rerender(<AddToTrolley productId={101} quantity={quantity} />);
      await waitFor(() => expect(input(), `quantity=${quantity}`).toBe('1'));
      rerender(<AddToTrolley productId={101} quantity={4} />);
      await waitFor(() => expect(input()).toBe('4'));
    }
    rerender(<AddToTrolley productId={101} quantity={0} hideQuantity />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Aggiungi al carrello' }));
    });
    await waitFor(() => expect($trolley.get()?.itemsCount).toBe(1));
    expect(shop.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ productId: 101, quantity: 1 }]);
  });

  it('accepts only 1 to 9999', async () => {
    render(<AddToTrolley productId={101} />);
    const input = screen.getByLabelText('Quantità') as HTMLInputElement;
    expect(input.min).toBe('1');
    expect(input.max).toBe('9999');
    for (const value of ['10000', '0', '1.5', '']) {
      fireEvent.input(input, { target: { value } });
      fireEvent.click(screen.getByRole('button', { name: 'Aggiungi al carrello' }));
      expect(screen.getByRole('alert').textContent).toBe('Inserire una quantità da 1 a 9999');
      expect(input.getAttribute('aria-invalid')).toBe('true');
    }
    expect(shop.calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.input(input, { target: { value: '9999' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Aggiungi al carrello' }));
    });
    await waitFor(() => expect($trolley.get()?.itemsCount).toBe(9999));
  });

  it('tells a free visitor inline and leaves the login prompt to the page', async () => {
    shop = createTestShop({ freeVisitor: true });
    vi.stubGlobal('fetch', shop.fetch);
    render(<AddToTrolley productId={101} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Aggiungi al carrello' }));
    });
    await screen.findByText("Per inserire l'articolo nel carrello devi registrarti ed effettuare il login al sito.");
    await waitFor(() => expect($modal.get()).toMatchObject({ kind: 'confirm', title: "Vuoi effettuare l'accesso?" }));
  });

  it('says nothing of a 4005 answer (spec shell §8: silent); other refusals are said inline', async () => {
    const answer = (code: string, status: number, message: string) =>
      vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input instanceof Request ? input.url : input);
        if ((init?.method ?? 'GET') === 'POST' && url.includes('auth/trolley/item'))
          return new Response(JSON.stringify({ error: { code, type: 'ALERT', message } }), {
            status,
            headers: { 'content-type': 'application/json' },
          });
        return shop.fetch(input, init);
      });
    answer('4005', 400, 'Errore silenzioso del server');
    const events: TrolleyAddDetail[] = [];
    render(<AddToTrolley productId={101} onAdd={(d) => events.push(d)} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Aggiungi al carrello' }));
    });
    await waitFor(() => expect(events).toEqual([{ productId: 101, quantity: 1, status: 'error' }]));
    expect(document.querySelector('.att-status')!.textContent).toBe('');
    expect(screen.queryByText('Errore silenzioso del server')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect($toasts.get()).toEqual([]);
    expect($modal.get()).toBeNull();

    answer('409', 409, 'Operazione già avviata, aspettare il completamento e riprovare.');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Aggiungi al carrello' }));
    });
    await waitFor(() =>
      expect(document.querySelector('.att-status')!.textContent).toBe(
        'Operazione già avviata, aspettare il completamento e riprovare.',
      ),
    );
  });
});

// Written to as frameworks and pages do, wrong types included: not the typed element of elements.d.ts.
type Element_ = HTMLElement & Record<string, unknown>;
const inShadow = (el: Element, selector: string) => el.shadowRoot?.querySelector<HTMLElement>(selector) ?? null;

describe('elements', () => {
  // First: the elements are not defined yet (element.ts is imported below).
  it('understands the lower-case attributes frameworks write for camelCase props before the definition', async () => {
    shop.seed([[101, 1]]);
    expect(customElements.get('mercato-add-to-trolley')).toBeUndefined();
    const trolleyEl = document.createElement('mercato-floating-trolley');
    const addEl = document.createElement('mercato-add-to-trolley');
    // What React, Vue and Preact do for checkoutUrl / productId / hideQuantity on an unknown element.
    trolleyEl.setAttribute('checkoutUrl', '/carrello');
    addEl.setAttribute('productId', '103');
    addEl.setAttribute('hideQuantity', '');
    expect(addEl.getAttributeNames()).toEqual(['productid', 'hidequantity']);
    document.body.append(trolleyEl, addEl);
    await import('./element.ts');
    await waitFor(() => expect(inShadow(trolleyEl, 'a')?.getAttribute('href')).toBe('/carrello'));
    const button = await waitFor(() => inShadow(addEl, 'button') ?? Promise.reject(new Error('not rendered')));
    expect(inShadow(addEl, 'input')).toBeNull();
    await act(async () => {
      button.click();
    });
    await waitFor(() => expect(inShadow(trolleyEl, '.ft-count')?.textContent).toBe('2'));
    expect(shop.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ productId: 103, quantity: 1 }]);
    trolleyEl.remove();
    addEl.remove();
  });

  it('<mercato-floating-trolley> opens with open and closes when it is removed, "false", or \'\' (Preact)', async () => {
    await import('./element.ts');
    const el = document.createElement('mercato-floating-trolley') as unknown as Element_;
    el.setAttribute('open', '');
    document.body.append(el);
    const dialog = () => inShadow(el, '[role="dialog"]');
    try {
      await waitFor(() => expect(dialog()).not.toBeNull());
      el.removeAttribute('open');
      await waitFor(() => expect(dialog()).toBeNull());
      el.open = true;
      await waitFor(() => expect(dialog()).not.toBeNull());
      el.open = '';
      await waitFor(() => expect(dialog()).toBeNull());
      el.setAttribute('open', '');
      await waitFor(() => expect(dialog()).not.toBeNull());
      el.setAttribute('open', 'false');
      await waitFor(() => expect(dialog()).toBeNull());
    } finally {
      el.remove();
    }
  });

  it('<mercato-add-to-trolley> shows quantity 1 for quantity="", a removed quantity, a non-number and Vue\'s 0', async () => {
    await import('./element.ts');
    const el = document.createElement('mercato-add-to-trolley') as unknown as Element_;
    el.setAttribute('product-id', '101');
    el.setAttribute('quantity', '3');
    document.body.append(el);
    const quantity = () => inShadow(el, 'input') as HTMLInputElement | null;
    try {
      await waitFor(() => expect(quantity()?.value).toBe('3'));
      for (const [reset, how] of [
        [() => el.setAttribute('quantity', ''), 'quantity=""'],
        [() => el.removeAttribute('quantity'), 'removed'],
        [() => el.setAttribute('quantity', 'tre'), 'quantity="tre"'],
        [() => (el.quantity = ''), "el.quantity = ''"],
        [() => (el.quantity = 0), 'el.quantity = 0'],
        [() => (el.quantity = null), 'el.quantity = null'],
      ] as const) {
        el.setAttribute('quantity', '3');
        await waitFor(() => expect(quantity()?.value).toBe('3'));
        reset();
        await waitFor(() => expect(quantity()?.value, how).toBe('1'));
      }
      await act(async () => {
        inShadow(el, 'button')!.click();
      });
      await waitFor(() => expect($trolley.get()?.itemsCount).toBe(1));
    } finally {
      el.remove();
    }
  });

  it('<mercato-floating-trolley> and <mercato-add-to-trolley> share the page trolley', async () => {
    await import('./element.ts');
    shop.seed([[101, 1]]);
    const trolleyEl = document.createElement('mercato-floating-trolley');
    const addEl = document.createElement('mercato-add-to-trolley');
    addEl.setAttribute('product-id', '103');
    addEl.setAttribute('quantity', '2');
    document.body.append(trolleyEl, addEl);
    const count = () => trolleyEl.shadowRoot?.querySelector('.ft-count')?.textContent;
    await waitFor(() => expect(count()).toBe('1'));
    const events: CustomEvent[] = [];
    document.addEventListener('mercato:trolley-add', (e) => events.push(e as CustomEvent), { once: true });
    const button = await waitFor(() => {
      const b = addEl.shadowRoot?.querySelector('button');
      if (!b) throw new Error('not rendered');
      return b;
    });
    await act(async () => {
      button.click();
    });
    await waitFor(() => expect(count()).toBe('3'));
    expect(events[0]!.detail).toEqual({ productId: 103, quantity: 2, status: 'done' });
    trolleyEl.remove();
    addEl.remove();
  });
});
