// The trolley widgets as a React app gets them (`@mercato/widgets/react/floating-trolley`, react.tsx):
// styled with no CSS import, calling the shop at `apiBase`. The shop is faked at the fetch boundary.
// A file of its own: the page's API client is created by the first trolley widget that renders, here
// the FloatingTrolley with apiBase (react-add.test.tsx: an AddToTrolley first).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@test-support/render.ts';
import { resetTrolleyStore, setTrolleyChannelFactory } from '@mercato/core/stores/trolley';
import { createTestShop } from '@test-support/trolley-shop.ts';
import { AddToTrolley, FloatingTrolley, type TrolleyAddDetail } from './react.tsx';

let shop: ReturnType<typeof createTestShop>;
const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => shop.fetch(input, init));
beforeEach(() => {
  shop = createTestShop();
  fetch.mockClear();
  vi.stubGlobal('fetch', fetch);
  resetTrolleyStore();
  setTrolleyChannelFactory(() => null);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setTrolleyChannelFactory(null);
  document.adoptedStyleSheets = [];
});

const badge = () => document.querySelector('.ft-count')!;
// The trolley's calls (not the client's question whether the shop on another origin answers this page's
// calls with credentials, asked without cookies before the first).
const calls = () =>
  fetch.mock.calls
    .map(([url, init]) => ({ url: String(url), credentials: init?.credentials }))
    .filter((call) => !call.url.endsWith('/onboarding/services'));

describe('FloatingTrolley and AddToTrolley for React apps', () => {
  it('read and add on the shop at apiBase, with its cookies', async () => {
    shop.seed([[101, 2]]);
    const added: TrolleyAddDetail[] = [];
    render(
      <>
        <FloatingTrolley apiBase="https://shop.example/" />
        <AddToTrolley productId={103} onAdd={(d) => added.push(d)} />
      </>,
    );
    await waitFor(() => expect(badge().textContent).toBe('2'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Aggiungi al carrello' }));
    });
    await waitFor(() => expect(badge().textContent).toBe('3'));
    expect(added).toEqual([{ productId: 103, quantity: 1, status: 'done' }]);
    // The panel shows the shop's images and product pages on the shop's origin, not the app's.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Mostra carrello' }));
    });
    const panel = await screen.findByRole('dialog');
    await waitFor(() => expect(panel.querySelector('img')).not.toBeNull());
    expect(panel.querySelector('img')!.getAttribute('src')).toMatch(/^https:\/\/shop\.example\/img\/\d+\.jpg$/);
    expect(panel.querySelector('a')!.getAttribute('href')).toMatch(
      /^https:\/\/shop\.example\/supermercato\/prodotto\//,
    );
    expect(calls().length).toBeGreaterThanOrEqual(2);
    for (const call of calls()) {
      expect(call.url.startsWith('https://shop.example/commerce/resources/')).toBe(true);
      expect(call.credentials).toBe('include');
    }
  });

  it('bring their styles into the document: badge and add button in the brand colour', async () => {
    shop.seed([[101, 1]]);
    render(
      <>
        <FloatingTrolley />
        <AddToTrolley productId={101} />
      </>,
    );
    await waitFor(() => expect(badge().textContent).toBe('1'));
    // The brand colour: --mercato-color-primary of @mercato/ui's tokens.
    expect(getComputedStyle(badge()).backgroundColor).toBe('#0b6b3a');
    const add = screen.getByRole('button', { name: 'Aggiungi al carrello' });
    expect(getComputedStyle(add).backgroundColor).toBe('#0b6b3a');
    // The shared sheets (tokens and buttons, the spinner) once for both widgets.
    const rules = document.adoptedStyleSheets.flatMap((s) => [...s.cssRules].map((r) => r.cssText));
    expect(rules.filter((r) => r.startsWith('.mercato-button {'))).toHaveLength(1);
    expect(rules.filter((r) => r.startsWith('.ft-spinner {'))).toHaveLength(1);
  });
});
