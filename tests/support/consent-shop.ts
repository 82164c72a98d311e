// Test helper: the shop's consent API as the cookie centre's element sees it (launcher.test.ts,
// launcher-adopt.test.ts): fetch answers `config` (the configuration, as JSON; held back while the test
// says so) and keeps the decision records posted; each test starts with the stub in place and ends with an
// empty page, no cookies and no storage.
import { waitFor } from '@testing-library/dom';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { clearCookies } from './cookies.ts';

export interface ConsentRecord {
  source: string;
  categories: Record<string, boolean>;
}

/** Installs the stub for every test of the file; `records` is emptied before each. */
export function fakeConsentShop(config: object) {
  const records: ConsentRecord[] = [];
  let held: Promise<void> | null = null;
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.includes('/consent/records')) {
      records.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify({ data: {} }), { status: 200 });
    }
    if (held) await held;
    return new Response(JSON.stringify({ data: config }), { status: 200 });
  });
  beforeEach(() => {
    records.length = 0;
    held = null;
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    document.body.replaceChildren();
    vi.unstubAllGlobals();
    clearCookies();
    localStorage.clear();
  });
  return {
    records,
    fetchMock,
    /** Holds the configuration's answer back; answers the function that releases it. */
    hold(): () => void {
      let release!: () => void;
      held = new Promise((r) => {
        release = r;
      });
      return release;
    },
    /** The configuration request answered and its promises settled. */
    async settled(): Promise<void> {
      await waitFor(() => expect(fetchMock).toHaveBeenCalled());
      for (let i = 0; i < 10; i++) await new Promise((r) => setTimeout(r, 0));
    },
  };
}

/** The button whose text or aria-label is `name`, under `root`. */
export const buttonNamed = (root: ParentNode, name: string) =>
  Array.from(root.querySelectorAll<HTMLButtonElement>('button')).find(
    (b) => b.textContent === name || b.getAttribute('aria-label') === name,
  )!;
