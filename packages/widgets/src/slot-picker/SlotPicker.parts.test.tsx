// The slot picker downloads its rarer parts (the day, slider and lite layouts, the select variant, the
// dialogs) when they are needed: meanwhile it says it is loading; a failed download says so with
// 'Riprova', which tries again. Downloads are held or failed at the lazy-part boundary. (A file of its
// own: a part once downloaded stays, for the page or the test file.)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@test-support/render.ts';
import { network } from '../runtime/lazy-part-network.ts';
import { SlotPicker } from './SlotPicker.tsx';
import { createSlotShop, FakeEventSource } from '@test-support/slot-shop.ts';

vi.mock('../runtime/lazy-part.ts', async (original) =>
  (await import('../runtime/lazy-part-network.ts')).flakyLazyParts(original),
);

beforeEach(() => {
  vi.stubGlobal('fetch', createSlotShop().fetch);
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  FakeEventSource.open = [];
  network.offline = false;
  network.gate = null;
});

const BLOCKED = 'giovedì 26 novembre, 18:00–20:00, 5,90\u00a0€, bloccato dal contenuto del carrello';

describe('SlotPicker lazy parts', () => {
  it('says the slider is loading, or that it cannot be downloaded, and shows it on retry', async () => {
    let arrive!: () => void;
    network.gate = new Promise<void>((r) => (arrive = r));
    network.offline = true;
    render(<SlotPicker logged layout="slider" />);
    await screen.findByText('Caricamento in corso…');
    expect(screen.queryByRole('tablist')).toBeNull();
    await act(async () => arrive());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Caricamento non riuscito. Controlla la connessione e riprova.');
    network.offline = false;
    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: 'Riprova' }));
    });
    expect((await screen.findAllByRole('tab')).length).toBe(7);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when a dialog cannot be downloaded, and opens it on retry', async () => {
    network.offline = true;
    render(<SlotPicker logged />);
    await screen.findByRole('grid');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: BLOCKED }));
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Caricamento non riuscito');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    network.offline = false;
    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: 'Riprova' }));
    });
    await screen.findByRole('alertdialog', { name: 'Fascia non prenotabile' });
  });
});
