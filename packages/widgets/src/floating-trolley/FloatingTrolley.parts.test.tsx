// The trolley widgets download their parts when they are needed (the floating trolley's panel on first
// open, the feedback badge with the first feedback, the add button with the first <mercato-add-to-trolley>).
// A failed download never leaves them blank or on 'Caricamento…': they say 'Caricamento non riuscito…'
// with 'Riprova', which downloads the part again. Runs under React, the elements' Preact and
// preact/compat. Downloads are failed at the lazy-part boundary. (A file of its own, in this order: a
// part once downloaded stays, for the page or the test file.)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@test-support/render.ts';
import { getClient } from '@mercato/core/api';
import { $actionFeedback, showActionFeedback } from '@mercato/core/stores/feedback';
import { resetTrolleyStore, setTrolleyChannelFactory } from '@mercato/core/stores/trolley';
import { createTestShop } from '@test-support/trolley-shop.ts';
import { FloatingTrolley } from './FloatingTrolley.tsx';
import { network } from '../runtime/lazy-part-network.ts';

vi.mock('../runtime/lazy-part.ts', async (original) =>
  (await import('../runtime/lazy-part-network.ts')).flakyLazyParts(original),
);

getClient({ duplicateWindowMs: 0, retries: 0 });

const FAILED = 'Caricamento non riuscito. Controlla la connessione e riprova.';

beforeEach(() => {
  const shop = createTestShop();
  shop.seed([[101, 1]]);
  vi.stubGlobal('fetch', shop.fetch);
  resetTrolleyStore();
  setTrolleyChannelFactory(() => null);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  $actionFeedback.set(null);
  setTrolleyChannelFactory(null);
  network.offline = false;
});

describe('trolley widget parts', () => {
  it('says when the floating trolley cannot be downloaded, and opens it on Riprova', async () => {
    network.offline = true;
    render(<FloatingTrolley />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Mostra carrello' }));
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(FAILED);
    expect(screen.queryByText('Caricamento del carrello…')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The open chevron points at what is there instead of the panel.
    expect(screen.getByRole('button', { name: 'Mostra carrello' }).getAttribute('aria-controls')).toBe(alert.id);
    network.offline = false;
    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: 'Riprova' }));
    });
    expect(await screen.findByRole('dialog', { name: '1 Prodotto' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when the feedback badge cannot be downloaded, and shows it on Riprova', async () => {
    network.offline = true;
    render(<FloatingTrolley />);
    await act(async () => {
      showActionFeedback({ target: 'trolley', kind: 'add' });
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(FAILED);
    network.offline = false;
    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: 'Riprova' }));
    });
    await waitFor(() => expect(document.querySelector('.mercato-action-feedback')).not.toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('<mercato-add-to-trolley> says when its button cannot be downloaded, and shows it on Riprova', async () => {
    network.offline = true;
    await import('./element.ts');
    const el = document.createElement('mercato-add-to-trolley');
    el.setAttribute('product-id', '103');
    el.setAttribute('description', 'Caffè macinato 250 g');
    document.body.append(el);
    try {
      const shadow = () => within(el.shadowRoot as unknown as HTMLElement);
      const alert = await waitFor(() => shadow().getByRole('alert'));
      expect(alert.textContent).toContain(FAILED);
      network.offline = false;
      await act(async () => {
        within(alert).getByRole('button', { name: 'Riprova' }).click();
      });
      await waitFor(() =>
        expect(shadow().getByRole('button', { name: /^Aggiungi al carrello\s*Caffè macinato 250 g$/ })).toBeTruthy(),
      );
      expect(shadow().queryByRole('alert')).toBeNull();
    } finally {
      el.remove();
    }
  });
});
