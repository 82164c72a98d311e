// The address checker as a React app gets it (`@mercato/widgets/react/address-checker`, react.tsx): styled
// with no CSS import, on the shop's origin given by `apiBase`. Runs on the three runtimes like every
// widget test (the entry is React-only, but nothing in it is).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@test-support/render.ts';
import { AddressChecker } from './react.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.adoptedStyleSheets = [];
  document.head.innerHTML = '';
});

const verifyButton = () => screen.getByRole('button', { name: 'Verifica indirizzo' });
const rulesOf = (root: Document | ShadowRoot) =>
  root.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));

describe('AddressChecker for React apps', () => {
  it('brings its styles into the document: the button has the brand colour', async () => {
    await act(async () => {
      render(<AddressChecker />);
    });
    // The brand colour: --mercato-color-primary of @mercato/ui's tokens.
    expect(getComputedStyle(verifyButton()).backgroundColor).toBe('#0b6b3a');
    expect(document.querySelector('style')).toBeNull();
  });

  it('adopts each stylesheet once, however many checkers the page shows', async () => {
    await act(async () => {
      render(
        <>
          <AddressChecker />
          <AddressChecker />
        </>,
      );
    });
    const rules = rulesOf(document);
    expect(rules.filter((r) => r.startsWith('.mercato-button {'))).toHaveLength(1);
    expect(rules.filter((r) => r.startsWith('.ac {'))).toHaveLength(1);
  });

  it("lets the page's own --mercato-* tokens win", async () => {
    const own = document.createElement('style');
    own.textContent = ':root { --mercato-color-primary: rgb(90, 20, 120); }';
    document.head.append(own);
    await act(async () => {
      render(<AddressChecker />);
    });
    expect(getComputedStyle(verifyButton()).backgroundColor).toBe('rgb(90, 20, 120)');
  });

  it('rendered into a shadow root, adopts its styles there and not into the document', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    shadow.append(container);
    await act(async () => {
      render(<AddressChecker />, { container });
    });
    expect(rulesOf(shadow).some((r) => r.startsWith('.ac {'))).toBe(true);
    expect(document.adoptedStyleSheets).toHaveLength(0);
    host.remove();
  });

  it('renders a <style> where constructed stylesheets are missing', async () => {
    vi.stubGlobal('CSSStyleSheet', undefined);
    await act(async () => {
      render(<AddressChecker />);
    });
    expect([...document.querySelectorAll('style')].some((s) => s.textContent?.includes('.ac {'))).toBe(true);
  });

  it('looks the postcode up on the shop at apiBase, without cookies', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
      Response.json({ data: { code: 'NOT_SUPPORTED', postcode: '90121', townName: 'Palermo' } }),
    );
    vi.stubGlobal('fetch', fetch);
    await act(async () => {
      render(<AddressChecker apiBase="https://shop.example/" />);
    });
    await act(async () => {
      fireEvent.input(screen.getByLabelText('CAP'), { target: { value: '90121' } });
    });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://shop.example/commerce/resources/onboarding/postcode/check');
    expect(init?.credentials).toBe('omit');
  });
});
