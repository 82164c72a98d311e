// The floating trolley's rows hand a product to the page's lists (issue 39): the row's add-to-list button
// sends `mercato:add-to-list` {productId, description} out of the widget, which the site's lists take (the
// 'choose a list' modal). Runs under React, the elements' Preact and preact/compat.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@test-support/render.ts';
import { getClient } from '@mercato/core/api';
import { resetTrolleyStore, setTrolleyChannelFactory } from '@mercato/core/stores/trolley';
import { createTestShop } from '@test-support/trolley-shop.ts';
import { FloatingTrolley } from './FloatingTrolley.tsx';

getClient({ duplicateWindowMs: 0, retries: 0 });

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
  setTrolleyChannelFactory(null);
});

describe('floating trolley: add a row to a list', () => {
  it("sends the row's product to the page's lists", async () => {
    const told: { productId: number; description: string }[] = [];
    const take = (e: Event) => {
      e.preventDefault();
      told.push((e as CustomEvent<{ productId: number; description: string }>).detail);
    };
    document.addEventListener('mercato:add-to-list', take);
    try {
      render(<FloatingTrolley />);
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Mostra carrello' }));
      });
      const panel = await screen.findByRole('dialog', { name: '1 Prodotto' }, { timeout: 20_000 });
      const button = await within(panel).findByRole('button', { name: /a una lista$/ }, { timeout: 20_000 });
      fireEvent.click(button);
      expect(told).toHaveLength(1);
      expect(told[0]?.productId).toBe(101);
      expect(button.getAttribute('aria-label')).toBe(`Aggiungi ${told[0]?.description} a una lista`);
    } finally {
      document.removeEventListener('mercato:add-to-list', take);
    }
  }, 30_000);
});
