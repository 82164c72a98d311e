// `@mercato/widgets/react/floating-trolley`'s AddToTrolley alone on a React app's page: its apiBase
// decides where the trolley calls go. A file of its own, so that this button is the first trolley widget
// of the page (the first one creates the page's API client: react.test.tsx has the FloatingTrolley first).
import { afterEach, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@test-support/render.ts';
import { setTrolleyChannelFactory } from '@mercato/core/stores/trolley';
import { createTestShop } from '@test-support/trolley-shop.ts';
import { AddToTrolley, type TrolleyAddDetail } from './react.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setTrolleyChannelFactory(null);
});

it('AddToTrolley with apiBase adds on the shop at that origin, with its cookies', async () => {
  const shop = createTestShop();
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => shop.fetch(input, init));
  vi.stubGlobal('fetch', fetch);
  setTrolleyChannelFactory(() => null);
  const added: TrolleyAddDetail[] = [];
  render(<AddToTrolley apiBase="https://shop.example" productId={101} onAdd={(d) => added.push(d)} />);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi al carrello' }));
  });
  await waitFor(() => expect(added).toEqual([{ productId: 101, quantity: 1, status: 'done' }]));
  const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
  expect(String(post?.[0])).toMatch(/^https:\/\/shop\.example\/commerce\/resources\/auth\/trolley/);
  expect(post?.[1]?.credentials).toBe('include');
});
