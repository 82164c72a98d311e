// The slot picker as a shopper and a page use it, with the shop faked at the fetch boundary
// (tests/support/slot-shop.ts: the widget's real calls, the contract's shapes) and a fake EventSource for the live
// changes. Runs under React (project 'widgets'), the elements' Preact (project 'widgets-preact') and
// preact/compat (project 'widgets-compat', as the site's islands).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@test-support/render.ts';
import type { SlotReservation } from '@mercato/contracts/slots';
import { SlotPicker, type SlotChange } from './SlotPicker.tsx';
import { createSlotShop, FakeEventSource, slotIdOf, type SlotShopOptions } from '@test-support/slot-shop.ts';

let shop: ReturnType<typeof createSlotShop>;
const openShop = (options: SlotShopOptions = {}) => {
  shop = createSlotShop(options);
  vi.stubGlobal('fetch', shop.fetch);
  return shop;
};
beforeEach(() => {
  openShop();
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  FakeEventSource.open = [];
});

const grid = () => screen.findByRole('grid');
/** A name as the picker writes it: prices have a no-break space before '€'. */
const n = (name: string) => name.replace(/ €/g, '\u00a0€');
const cell = (name: string) => screen.getByRole('button', { name: n(name) }) as HTMLButtonElement;
const focused = () => {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
};

const THU_10 = n('giovedì 26 novembre, 10:00–12:00, 3,90 €, disponibile, eco');
const THU_14 = n('giovedì 26 novembre, 14:00–16:00, gratis, disponibile, fast');
const THU_8 = n('giovedì 26 novembre, 08:00–10:00, 5,90 €, esaurito');
const THU_18 = n('giovedì 26 novembre, 18:00–20:00, 5,90 €, bloccato dal contenuto del carrello');
const FRI_8 = n('venerdì 27 novembre, 08:00–10:00, 1,90 €, disponibile, promozionale, ordine farmacia');
const SAT_8 = n('sabato 28 novembre, 08:00–10:00, 5,90 €, non attivo');
const SAT_18 = n('sabato 28 novembre, 18:00–20:00, nessuno slot');
const FRI_10 = n('venerdì 27 novembre, 10:00–12:00, 5,90 €, disponibile');

describe('SlotPicker: the weekly grid', () => {
  it('shows the week as a grid of seven days by time ranges, each cell named by day, time, price and state', async () => {
    render(<SlotPicker logged />);
    const table = await grid();
    expect(screen.getByRole('heading', { name: 'Prenota la data di consegna' })).toBeTruthy();
    expect(table.getAttribute('aria-labelledby')).toBeTruthy();
    expect(screen.getByText('Fasce orarie dal 26 novembre al 2 dicembre')).toBeTruthy();
    const columns = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(columns).toHaveLength(8);
    expect(columns[1]).toContain('giovedì 26 novembre');
    expect(columns[7]).toContain('mercoledì 2 dicembre');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['08:00–10:00', '10:00–12:00', '14:00–16:00', '18:00–20:00']);
    expect(within(table).getAllByRole('gridcell')).toHaveLength(28);
    for (const name of [THU_10, THU_14, THU_8, THU_18, FRI_8, SAT_8, SAT_18]) expect(cell(name)).toBeTruthy();
    // Only what can be booked is enabled; the rest is still reachable and says why.
    expect(cell(THU_10).getAttribute('aria-disabled')).toBeNull();
    for (const name of [THU_8, THU_18, SAT_8, SAT_18]) expect(cell(name).getAttribute('aria-disabled')).toBe('true');
    expect(cell(THU_10).textContent).toContain('3,90');
    expect(cell(THU_14).textContent).toBe('Gratis');
    expect(shop.callsTo('auth/slots')).toHaveLength(1);
    expect(shop.callsTo('auth/slots')[0]!.credentials).toBe('include');
    expect(screen.getByRole('button', { name: 'Settimana precedente' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('moves between cells with the arrow keys, Home and End, and to the next week with PageDown', async () => {
    render(<SlotPicker logged />);
    await grid();
    // One cell is in the tab order: the first bookable one.
    const tabbable = screen.getAllByRole('button').filter((b) => b.closest('table') && b.tabIndex === 0);
    expect(tabbable.map((b) => b.getAttribute('aria-label'))).toEqual([FRI_8]);
    const start = cell(FRI_8);
    start.focus();
    fireEvent.keyDown(start, { key: 'ArrowLeft' });
    expect(focused()?.getAttribute('aria-label')).toBe(THU_8);
    fireEvent.keyDown(focused()!, { key: 'ArrowDown' });
    expect(focused()?.getAttribute('aria-label')).toBe(THU_10);
    expect((focused() as HTMLElement).tabIndex).toBe(0);
    expect(start.tabIndex).toBe(-1);
    fireEvent.keyDown(focused()!, { key: 'ArrowUp' });
    fireEvent.keyDown(focused()!, { key: 'ArrowUp' }); // stays in the first row
    expect(focused()?.getAttribute('aria-label')).toBe(THU_8);
    fireEvent.keyDown(focused()!, { key: 'End' });
    expect(focused()?.getAttribute('aria-label')).toBe(n('mercoledì 2 dicembre, 08:00–10:00, 5,90 €, disponibile'));
    fireEvent.keyDown(focused()!, { key: 'ArrowRight' }); // stays in the last column
    fireEvent.keyDown(focused()!, { key: 'ArrowDown' });
    fireEvent.keyDown(focused()!, { key: 'Home' });
    expect(focused()?.getAttribute('aria-label')).toBe(THU_10);
    fireEvent.keyDown(focused()!, { key: 'End', ctrlKey: true });
    expect(focused()?.getAttribute('aria-label')).toBe(n('mercoledì 2 dicembre, 18:00–20:00, 5,90 €, disponibile'));
    await act(async () => {
      fireEvent.keyDown(focused()!, { key: 'PageDown' });
    });
    await screen.findByText('Fasce orarie dal 3 dicembre al 9 dicembre');
    expect(shop.callsTo('auth/slots').at(-1)!.query).toEqual({ from: '2026-12-03' });
    expect(focused()?.getAttribute('aria-label')).toBe(n('mercoledì 9 dicembre, 18:00–20:00, 5,90 €, disponibile'));
    // At the end of the horizon the button says it is unavailable but keeps the focus it had: pressing it
    // changes nothing.
    const next = screen.getByRole('button', { name: 'Settimana successiva' });
    expect(next.getAttribute('aria-disabled')).toBe('true');
    next.focus();
    await act(async () => {
      fireEvent.click(next);
    });
    expect(screen.getByText('Fasce orarie dal 3 dicembre al 9 dicembre')).toBeTruthy();
    expect(focused()).toBe(next);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Settimana precedente' }));
    });
    await screen.findByText('Fasce orarie dal 26 novembre al 2 dicembre');
  });

  it('books a slot with an idempotency key, once for a double click, and shows the booked summary', async () => {
    const booked = vi.fn<(r: SlotReservation) => void>();
    render(<SlotPicker logged onSlotBooked={booked} />);
    await grid();
    const events: unknown[] = [];
    document.addEventListener('mercato:slot-booked', (e) => events.push((e as CustomEvent).detail), { once: true });
    await act(async () => {
      fireEvent.click(cell(THU_10));
      fireEvent.click(cell(THU_10));
    });
    await screen.findByRole('heading', { name: 'La tua prenotazione' });
    const bookings = shop.callsTo('auth/slots/reservation');
    expect(bookings).toHaveLength(1);
    expect(bookings[0]!.body).toEqual({
      slotId: slotIdOf(0, 2),
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });
    expect(booked).toHaveBeenCalledTimes(1);
    expect(booked.mock.calls[0]![0]).toMatchObject({ slotId: slotIdOf(0, 2), startTime: '10:00' });
    expect(events).toEqual([booked.mock.calls[0]![0]]);
    expect(screen.getByText('giovedì 26 novembre')).toBeTruthy();
    // The hold, in Rome time (11:00 UTC is 12:00 in November).
    expect(screen.getByText('Prenotazione valida fino alle 12:00')).toBeTruthy();
    await waitFor(() => expect(focused()?.textContent).toBe('La tua prenotazione'));
    // The shopper's own booking refreshes the week.
    await waitFor(() => expect(shop.callsTo('auth/slots')).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Modifica Prenotazione' }));
    await grid();
    // Focus goes to the booked slot, the grid's one cell in the tab order.
    const mine = n('giovedì 26 novembre, 10:00–12:00, 3,90 €, prenotato, eco');
    await waitFor(() => expect(focused()?.getAttribute('aria-label')).toBe(mine));
    expect(cell(mine).tabIndex).toBe(0);
  });

  it('asks before moving a booking to another slot (Si/No)', async () => {
    openShop({ reservation: { slotId: slotIdOf(0, 2), reservedUntil: null, extendFrom: null } });
    render(<SlotPicker logged />);
    fireEvent.click(await screen.findByRole('button', { name: 'Modifica Prenotazione' }));
    await grid();
    fireEvent.click(cell(FRI_10));
    let dialog = await screen.findByRole('alertdialog', { name: 'Modifica Prenotazione' });
    expect(dialog.textContent).toContain(
      'Vuoi spostare la prenotazione da giovedì 26 novembre, 10:00–12:00 a venerdì 27 novembre, 10:00–12:00?',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(shop.callsTo('auth/slots/reservation')).toHaveLength(0);
    fireEvent.click(cell(FRI_10));
    dialog = await screen.findByRole('alertdialog', { name: 'Modifica Prenotazione' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Si' }));
    });
    await screen.findByRole('heading', { name: 'La tua prenotazione' });
    expect(shop.callsTo('auth/slots/reservation')[0]!.body).toMatchObject({ slotId: slotIdOf(1, 2) });
    expect(screen.getByText('venerdì 27 novembre')).toBeTruthy();
  });

  it('explains a slot blocked by the trolley with an alert, and books nothing', async () => {
    render(<SlotPicker logged />);
    await grid();
    fireEvent.click(cell(THU_18));
    const dialog = await screen.findByRole('alertdialog', { name: 'Fascia non prenotabile' });
    expect(dialog.textContent).toContain('richiedono un tempo di preparazione più lungo');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    fireEvent.click(cell(THU_8));
    fireEvent.click(cell(SAT_8));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(shop.callsTo('auth/slots/reservation')).toHaveLength(0);
  });

  it('says a lost race and offers the nearest free slots, which book at once', async () => {
    shop.loseRaceFor(slotIdOf(0, 2));
    render(<SlotPicker logged />);
    await grid();
    await act(async () => {
      fireEvent.click(cell(THU_10));
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Questa fascia è appena stata prenotata da un altro cliente.');
    expect(alert.textContent).toContain('Le fasce libere più vicine:');
    // The lost slot shows sold out at once.
    expect(cell('giovedì 26 novembre, 10:00–12:00, 3,90 €, esaurito, eco').getAttribute('aria-disabled')).toBe('true');
    const offers = within(alert).getAllByRole('button');
    expect(offers.map((b) => b.textContent)).toEqual(
      [
        'giovedì 26 novembre, 14:00–16:00, Gratis',
        'venerdì 27 novembre, 08:00–10:00, 1,90 €',
        'venerdì 27 novembre, 10:00–12:00, 5,90 €',
      ].map(n),
    );
    await act(async () => {
      fireEvent.click(offers[0]!);
    });
    await screen.findByRole('heading', { name: 'La tua prenotazione' });
    expect(shop.callsTo('auth/slots/reservation').at(-1)!.body).toMatchObject({ slotId: slotIdOf(0, 3) });
    expect(screen.queryByRole('alert', { name: /altro cliente/ })).toBeNull();
  });

  it('marks a cell sold out when another shopper takes its last place, reloads after a reconnection, and closes the stream when removed', async () => {
    const { unmount } = render(<SlotPicker logged />);
    await grid();
    // The stream opens in an effect after the week shows (after the paint, under Preact).
    await waitFor(() =>
      expect(FakeEventSource.open.map((s) => s.url)).toEqual(['/commerce/resources/slots/events?scope=area%3A7']),
    );
    act(() => shop.takeLastPlace(slotIdOf(0, 2)));
    const gone = cell('giovedì 26 novembre, 10:00–12:00, 3,90 €, esaurito, eco');
    expect(gone.getAttribute('aria-disabled')).toBe('true');
    // A place freed again; a per-shopper state (blocked by the trolley) is not the stream's to change.
    act(() => FakeEventSource.broadcast({ slotId: slotIdOf(0, 2), state: 'AVAILABLE' }));
    expect(cell(THU_10).getAttribute('aria-disabled')).toBeNull();
    act(() => FakeEventSource.broadcast({ slotId: slotIdOf(0, 4), state: 'AVAILABLE' }));
    expect(cell(THU_18)).toBeTruthy();
    // Events sent while the stream was down are lost: a reconnection reloads the week (the first opening does not).
    act(() => FakeEventSource.open[0]!.connect());
    expect(shop.callsTo('auth/slots')).toHaveLength(1);
    await act(async () => FakeEventSource.open[0]!.connect());
    await waitFor(() => expect(shop.callsTo('auth/slots')).toHaveLength(2));
    unmount();
    expect(FakeEventSource.open).toEqual([]);
  });

  it('shows the extend prompt once the hold nears its end, and keeps the slot longer', async () => {
    openShop({
      reservation: {
        slotId: slotIdOf(0, 2),
        reservedUntil: new Date(Date.now() + 5 * 60_000).toISOString(),
        extendFrom: new Date(Date.now() - 5 * 60_000).toISOString(),
      },
    });
    const extended = vi.fn();
    render(<SlotPicker logged onSlotExtended={extended} />);
    const prompt = await screen.findByText(/La prenotazione scade alle \d\d:\d\d: vuoi mantenerla ancora\?/);
    await act(async () => {
      fireEvent.click(within(prompt).getByRole('button', { name: 'Prolunga' }));
    });
    await waitFor(() => expect(extended).toHaveBeenCalledTimes(1));
    expect(shop.callsTo('auth/slots/reservation/extend')).toHaveLength(1);
    expect(screen.getByText('Prenotazione valida fino alle 14:00')).toBeTruthy();
    expect(screen.queryByText(/vuoi mantenerla ancora/)).toBeNull();
  });

  it('shows the extend prompt when the hold nears its end, and reloads the week when it ends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      openShop({
        reservation: {
          slotId: slotIdOf(0, 2),
          reservedUntil: new Date(Date.now() + 20 * 60_000).toISOString(),
          extendFrom: new Date(Date.now() + 10 * 60_000).toISOString(),
        },
      });
      render(<SlotPicker logged />);
      await screen.findByRole('heading', { name: 'La tua prenotazione' });
      expect(screen.queryByRole('button', { name: 'Prolunga' })).toBeNull();
      // The hold's timer is set by an effect that React may run a little after the render that showed
      // the heading (on a loaded machine, after the clock below had moved: the prompt's timer was then
      // never set, and the test failed). Let it run before the clock moves.
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      await act(async () => {
        vi.advanceTimersByTime(10 * 60_000 + 1000);
      });
      expect(screen.getByRole('button', { name: 'Prolunga' })).toBeTruthy();
      expect(shop.callsTo('auth/slots')).toHaveLength(1);
      // The hold ends: the shop has released the slot, the week is asked again.
      await act(async () => {
        vi.advanceTimersByTime(10 * 60_000);
      });
      await waitFor(() => expect(shop.callsTo('auth/slots')).toHaveLength(2));
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows no extend prompt before the hold nears its end', async () => {
    openShop({
      reservation: {
        slotId: slotIdOf(0, 2),
        reservedUntil: new Date(Date.now() + 60 * 60_000).toISOString(),
        extendFrom: new Date(Date.now() + 50 * 60_000).toISOString(),
      },
    });
    render(<SlotPicker logged />);
    await screen.findByRole('heading', { name: 'La tua prenotazione' });
    expect(screen.getByText(/Prenotazione valida fino alle/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Prolunga' })).toBeNull();
  });

  it('books through the select-based variant', async () => {
    render(<SlotPicker logged />);
    await grid();
    const details = document.querySelector('details')!;
    expect(details.querySelector('summary')!.textContent).toBe('Scegli da un elenco');
    await act(async () => {
      details.open = true;
      details.dispatchEvent(new Event('toggle'));
    });
    const day = (await screen.findByLabelText('Giorno')) as HTMLSelectElement;
    expect([...day.options].map((o) => o.textContent)[0]).toBe('giovedì 26 novembre');
    fireEvent.change(day, { target: { value: '2026-11-27' } });
    const time = screen.getByLabelText('Fascia oraria') as HTMLSelectElement;
    expect([...time.options].map((o) => o.textContent)).toEqual(
      ['08:00–10:00, 1,90 €', '10:00–12:00, 5,90 €', '14:00–16:00, 5,90 €', '18:00–20:00, 5,90 €'].map(n),
    );
    fireEvent.change(time, { target: { value: String(slotIdOf(1, 3)) } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Prenota' }));
    });
    await screen.findByRole('heading', { name: 'La tua prenotazione' });
    expect(shop.callsTo('auth/slots/reservation')[0]!.body).toMatchObject({ slotId: slotIdOf(1, 3) });
  });

  it('says when there is no slot to book', async () => {
    openShop({ soldOut: true });
    render(<SlotPicker logged />);
    await grid();
    expect(screen.getByText('Nessuno slot momentaneamente disponibile')).toBeTruthy();
    cleanup();
    openShop({ empty: true });
    render(<SlotPicker logged />);
    await screen.findByText('Nessuno slot momentaneamente disponibile');
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('shows the legend, with the checkout items in order mode', async () => {
    render(<SlotPicker logged />);
    await grid();
    const legend = () =>
      within(screen.getByRole('list', { name: 'Legenda' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(legend()).toEqual([
      'Disponibile',
      'Bloccato dal contenuto del carrello',
      'Prenotato',
      'Esaurito',
      'Ordine farmacia',
      'Ordine spesa',
      'Ordine enoteca',
      'Ordine beauty',
      'Eco',
      'Fast',
    ]);
    cleanup();
    render(<SlotPicker logged mode="order" />);
    await grid();
    expect(legend().slice(10)).toEqual(['Promozionale', 'Non attivo', 'Collegato a un ordine spesa']);
  });

  it("goes one heading level down in a tab, under the host panel's own heading", async () => {
    const levels = () => screen.getAllByRole('heading').map((h) => [h.textContent, h.tagName.toLowerCase()] as const);
    render(<SlotPicker logged />);
    await grid();
    expect(levels()).toEqual([
      ['Prenota la data di consegna', 'h2'],
      ['Legenda', 'h3'],
    ]);
    cleanup();
    render(<SlotPicker logged mode="tab" />);
    await grid();
    expect(levels()).toEqual([
      ['Prenota la data di consegna', 'h3'],
      ['Legenda', 'h4'],
    ]);
  });
});

describe('SlotPicker: modify mode', () => {
  it("changes an order's slot: the chosen slot waits for 'Conferma modifica'; 'Annulla' drops it", async () => {
    openShop({ reservation: { slotId: slotIdOf(0, 2), reservedUntil: null, extendFrom: null } });
    const changed = vi.fn<(c: SlotChange) => void>();
    const cancelled = vi.fn();
    render(<SlotPicker logged modify orderId={77} onSlotChanged={changed} onChangeCancelled={cancelled} />);
    await grid();
    expect(screen.getByRole('heading', { name: 'Scegli la nuova data di consegna' })).toBeTruthy();
    expect(shop.callsTo('auth/slots')[0]!.query).toEqual({ orderId: '77' });
    // The order's slot, and no summary: the grid is what the change page shows.
    expect(cell('giovedì 26 novembre, 10:00–12:00, 3,90 €, prenotato, eco')).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Conferma modifica' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(cell(FRI_10));
    const chosen = cell('venerdì 27 novembre, 10:00–12:00, 5,90 €, scelto, da confermare');
    expect(chosen.className).toContain('sp-c--chosen');
    expect(screen.getByText('Nuova data scelta: venerdì 27 novembre, 10:00–12:00', { selector: 'p' })).toBeTruthy();
    expect(shop.callsTo('auth/slots/reservation')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(cancelled).toHaveBeenCalledWith({ orderId: 77 });
    expect(cell(FRI_10).className).not.toContain('sp-c--chosen');
    expect(confirm.disabled).toBe(true);
    fireEvent.click(cell(FRI_10));
    await act(async () => {
      fireEvent.click(confirm);
    });
    await waitFor(() => expect(changed).toHaveBeenCalledTimes(1));
    expect(changed.mock.calls[0]![0]).toMatchObject({ orderId: 77, reservation: { slotId: slotIdOf(1, 2) } });
    expect(shop.callsTo('auth/slots/reservation')).toHaveLength(1);
    await waitFor(() => expect(cell('venerdì 27 novembre, 10:00–12:00, 5,90 €, prenotato')).toBeTruthy());
  });
});

describe('SlotPicker: modify mode with changeSlot', () => {
  it("'Conferma modifica' moves the order through changeSlot, booking no hold", async () => {
    openShop({ reservation: { slotId: slotIdOf(0, 2), reservedUntil: null, extendFrom: null } });
    const changed = vi.fn<(c: SlotChange) => void>();
    const moved: SlotReservation = {
      slotId: slotIdOf(1, 2),
      site: 'supermercato',
      startDate: '2026-11-27',
      startTime: '10:00',
      endTime: '12:00',
      price: 590,
      reservedUntil: null,
      extendFrom: null,
    };
    const changeSlot = vi.fn(async () => moved);
    render(<SlotPicker logged modify orderId={77} onSlotChanged={changed} changeSlot={changeSlot} />);
    await grid();
    fireEvent.click(cell(FRI_10));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Conferma modifica' }));
    });
    await waitFor(() => expect(changed).toHaveBeenCalledTimes(1));
    expect(changeSlot.mock.calls[0]).toMatchObject([{ slotId: slotIdOf(1, 2) }]);
    expect(changed.mock.calls[0]![0]).toEqual({ orderId: 77, reservation: moved });
    expect(shop.callsTo('auth/slots/reservation')).toHaveLength(0);
  });
});

describe('SlotPicker: other layouts', () => {
  it("'slider': day tabs with the day's slots as chips, Eco and Fast filters, 'VEDI TUTTI' with the filters disabled", async () => {
    render(<SlotPicker logged layout="slider" />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent?.replace(/^(\w+)(\d+)/, '$1 $2'))).toHaveLength(7);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[0]!.id);
    const chips = () =>
      within(screen.getByRole('tabpanel'))
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label'));
    expect(chips()).toEqual([THU_8, THU_10, THU_14, THU_18]);
    fireEvent.click(screen.getByRole('button', { name: 'Solo Eco' }));
    expect(chips()).toEqual([THU_10]);
    fireEvent.click(screen.getByRole('button', { name: 'Solo Eco' }));
    fireEvent.click(screen.getByRole('button', { name: 'Solo Fast' }));
    expect(chips()).toEqual([THU_14]);
    // Arrow keys move between the days.
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(screen.getAllByRole('tab')[1]!.getAttribute('aria-selected')).toBe('true');
    expect(focused()).toBe(screen.getAllByRole('tab')[1]);
    expect(within(screen.getByRole('tabpanel')).getByText('Nessuna fascia corrisponde ai filtri scelti')).toBeTruthy();
    fireEvent.keyDown(screen.getAllByRole('tab')[1]!, { key: 'End' });
    expect(screen.getAllByRole('tab')[6]!.getAttribute('aria-selected')).toBe('true');
    // 'VEDI TUTTI': the whole week, every slot, the filters off.
    fireEvent.click(screen.getByRole('button', { name: 'VEDI TUTTI' }));
    expect(screen.queryByRole('tablist')).toBeNull();
    expect((screen.getByRole('button', { name: 'Solo Eco' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Solo Fast' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(7);
    expect(screen.getAllByRole('button', { name: /novembre|dicembre/ })).toHaveLength(27);
    await act(async () => {
      fireEvent.click(cell(FRI_10));
    });
    await screen.findByRole('heading', { name: 'La tua prenotazione' });
    expect(shop.callsTo('auth/slots/reservation')[0]!.body).toMatchObject({ slotId: slotIdOf(1, 2) });
  });

  it("'day': one day at a time with the previous and next day", async () => {
    render(<SlotPicker logged layout="day" />);
    await screen.findByRole('heading', { name: 'giovedì 26 novembre' });
    expect((screen.getByRole('button', { name: 'Giorno precedente' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(cell(THU_10)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Giorno successivo' }));
    expect(screen.getByRole('heading', { name: 'venerdì 27 novembre' })).toBeTruthy();
    expect(cell(FRI_8)).toBeTruthy();
    expect(screen.queryByRole('button', { name: THU_10 })).toBeNull();
  });

  it("'lite': the first days with free slots, only the free ones; 'VEDI TUTTI' shows the whole week", async () => {
    render(<SlotPicker logged layout="lite" site="prenotazioni" />);
    const days = await screen.findAllByRole('heading', { level: 4 });
    expect(days.map((h) => h.textContent)).toEqual([
      'giovedì 26 novembre',
      'venerdì 27 novembre',
      'sabato 28 novembre',
    ]);
    expect(screen.queryByRole('button', { name: THU_8 })).toBeNull();
    expect(screen.queryByRole('button', { name: THU_18 })).toBeNull();
    expect(cell(THU_10)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'VEDI TUTTI' }));
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(7);
    expect(cell(THU_8).getAttribute('aria-disabled')).toBe('true');
  });
});

describe('SlotPicker: visitors and partner pages', () => {
  it('tells a free visitor to log in, and asks the shop nothing', () => {
    render(<SlotPicker />);
    expect(screen.getByText("Effettua l'accesso per utilizzare il servizio")).toBeTruthy();
    expect(
      screen.getByText('I servizi di ritiro e consegna a domicilio non sono disponibili in visita libera.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Accedi per prenotare' }).getAttribute('href')).toBe('/accedi?next=%2F');
    expect(screen.queryByRole('grid')).toBeNull();
    expect(shop.calls).toEqual([]);
  });

  it('shows the read-only availability of a postcode without cookies, with a link into the shop to book', async () => {
    render(<SlotPicker postcode="20121" apiBase="https://shop.example" site="drive" />);
    await grid();
    const [call] = shop.callsTo('slots/availability');
    expect(call!.query).toEqual({ postcode: '20121', site: 'drive' });
    expect(call!.credentials).toBe('omit');
    expect(shop.callsTo('auth/slots')).toEqual([]);
    // Nothing can be booked here; the cells still say what is free.
    const free = cell(THU_10);
    expect(free.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(free);
    expect(shop.callsTo('auth/slots/reservation')).toEqual([]);
    expect(screen.getByRole('link', { name: 'Accedi per prenotare' }).getAttribute('href')).toBe(
      'https://shop.example/accedi?next=%2Fsupermercato%2Fhome',
    );
    expect(screen.queryByText('Scegli da un elenco')).toBeNull();
    await waitFor(() =>
      expect(FakeEventSource.open[0]?.url).toBe(
        'https://shop.example/commerce/resources/slots/events?scope=postcode%3A20121',
      ),
    );
  });

  it('links to book-url when given, and says when the postcode has no slots to show', async () => {
    render(<SlotPicker postcode="90121" bookUrl="https://shop.example/prenota" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Indirizzo non trovato o non coperto dal servizio');
    cleanup();
    render(<SlotPicker postcode="20121" bookUrl="https://shop.example/prenota" />);
    await grid();
    expect(screen.getByRole('link', { name: 'Accedi per prenotare' }).getAttribute('href')).toBe(
      'https://shop.example/prenota',
    );
  });
});

describe('<mercato-slot-picker>', () => {
  type El = HTMLElement & Record<string, unknown>;
  const view = (el: HTMLElement) => within(el.shadowRoot as unknown as HTMLElement);

  it('follows its attributes for its whole life: a new postcode reloads, a removed attribute restores the default', async () => {
    await import('./element.ts');
    const el = document.createElement('mercato-slot-picker') as unknown as El;
    el.setAttribute('postcode', '20121');
    document.body.append(el);
    try {
      await waitFor(() => expect(view(el).getByRole('grid')).toBeTruthy());
      expect(shop.callsTo('slots/availability').map((c) => c.query.postcode)).toEqual(['20121']);
      el.setAttribute('postcode', '20122');
      await waitFor(() =>
        expect(shop.callsTo('slots/availability').map((c) => c.query.postcode)).toEqual(['20121', '20122']),
      );
      await waitFor(() =>
        expect(FakeEventSource.open.map((s) => s.url)).toEqual([expect.stringContaining('postcode%3A20122')]),
      );
      el.setAttribute('layout', 'slider');
      await waitFor(() => expect(view(el).getAllByRole('tab')).toHaveLength(7));
      el.removeAttribute('layout');
      await waitFor(() => expect(view(el).getByRole('grid')).toBeTruthy());
      // Without a postcode nor a login: the free-visit notice.
      el.removeAttribute('postcode');
      await waitFor(() => expect(view(el).getByText("Effettua l'accesso per utilizzare il servizio")).toBeTruthy());
      el.logged = true;
      await waitFor(() => expect(view(el).getByRole('grid')).toBeTruthy());
      expect(shop.callsTo('auth/slots')).toHaveLength(1);
      el.setAttribute('modify', '');
      await waitFor(() =>
        expect(view(el).getByRole('heading', { name: 'Scegli la nuova data di consegna' })).toBeTruthy(),
      );
      el.removeAttribute('modify');
      await waitFor(() => expect(view(el).getByRole('heading', { name: 'Prenota la data di consegna' })).toBeTruthy());
    } finally {
      el.remove();
    }
  });

  it('emits mercato:slot-booked from the element', async () => {
    await import('./element.ts');
    const el = document.createElement('mercato-slot-picker') as unknown as El;
    el.setAttribute('logged', '');
    const booked: unknown[] = [];
    el.addEventListener('mercato:slot-booked', (e) => booked.push((e as CustomEvent).detail));
    document.body.append(el);
    try {
      const button = await waitFor(() => view(el).getByRole('button', { name: THU_10 }));
      await act(async () => {
        fireEvent.click(button);
      });
      await waitFor(() => expect(booked).toHaveLength(1));
      expect(booked[0]).toMatchObject({ slotId: slotIdOf(0, 2) });
    } finally {
      el.remove();
    }
  });
});
