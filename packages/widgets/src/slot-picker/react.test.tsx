// The slot picker as a React app gets it (`@mercato/widgets/react/slot-picker`, react.tsx): styled with no
// CSS import, on the shop's origin given by `apiBase`. Runs on the three runtimes like every widget test
// (the entry is React-only, but nothing in it is).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@test-support/render.ts';
import { createSlotShop, FakeEventSource } from '@test-support/slot-shop.ts';
import { SlotPicker } from './react.tsx';

let shop: ReturnType<typeof createSlotShop>;
beforeEach(() => {
  shop = createSlotShop();
  vi.stubGlobal('fetch', shop.fetch);
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  FakeEventSource.open = [];
  document.adoptedStyleSheets = [];
  document.head.innerHTML = '';
});

const loginLink = () => screen.getByRole('link', { name: 'Accedi per prenotare' });
const rulesOf = (root: Document | ShadowRoot) =>
  root.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));

describe('SlotPicker for React apps', () => {
  it('brings its styles into the document: the login link has the brand colour', async () => {
    await act(async () => {
      render(<SlotPicker />);
    });
    // The brand colour: --mercato-color-primary of @mercato/ui's tokens.
    expect(getComputedStyle(loginLink()).backgroundColor).toBe('#0b6b3a');
    expect(document.querySelector('style')).toBeNull();
  });

  it('adopts each stylesheet once, however many pickers the page shows', async () => {
    await act(async () => {
      render(
        <>
          <SlotPicker />
          <SlotPicker />
        </>,
      );
    });
    const rules = rulesOf(document);
    expect(rules.filter((r) => r.startsWith('.mercato-button {'))).toHaveLength(1);
    expect(rules.filter((r) => r.startsWith('.sp {'))).toHaveLength(1);
  });

  it('a layout loaded later brings its own styles', async () => {
    await act(async () => {
      render(<SlotPicker apiBase="https://shop.example" postcode="20121" layout="slider" />);
    });
    await screen.findAllByRole('tab');
    expect(rulesOf(document).some((r) => r.startsWith('.sp-tools {'))).toBe(true);
  });

  it("shows a postcode's read-only week from the shop at apiBase, without cookies, and links there to book", async () => {
    await act(async () => {
      render(<SlotPicker apiBase="https://shop.example/" postcode="20121" />);
    });
    await screen.findByRole('grid');
    expect(shop.calls).toHaveLength(1);
    expect(shop.calls[0]).toMatchObject({
      method: 'GET',
      path: 'slots/availability',
      query: { postcode: '20121' },
      credentials: 'omit',
    });
    expect(
      screen.getByRole('button', { name: 'giovedì 26 novembre, 10:00–12:00, 3,90\u00a0€, disponibile, eco' }),
    ).toBeTruthy();
    expect(loginLink().getAttribute('href')).toBe('https://shop.example/accedi?next=%2Fsupermercato%2Fhome');
    // The live stream opens in an effect once the week is shown (after the paint, under Preact).
    await waitFor(() =>
      expect(FakeEventSource.open.map((s) => s.url)).toEqual([
        'https://shop.example/commerce/resources/slots/events?scope=postcode%3A20121',
      ]),
    );
  });
});
