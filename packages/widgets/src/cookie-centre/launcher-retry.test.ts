// <mercato-cookie-centre> when the centre cannot be downloaded: it says so, with 'Riprova', which tries again.
import { afterEach, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/dom';
import { cookies as spec } from '@mercato/contracts/i18n/it-consent';
import { lazyParts } from '@mercato/contracts/i18n/it-parts';

// The first download fails (offline), the next ones arrive.
const tries = vi.hoisted(() => ({ n: 0 }));
vi.mock('./centre-mount.ts', async (original) => {
  if (++tries.n === 1) throw new TypeError('Failed to fetch dynamically imported module');
  return original();
});

await import('./element.ts');

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

it("shows 'Caricamento non riuscito…' with 'Riprova' when the centre fails to download; 'Riprova' opens it", async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ error: {} }), { status: 503 })),
  );
  const link = document.createElement('a');
  link.href = '/cookie-policy';
  link.dataset.cookieCentre = '';
  document.body.append(link);
  const el = document.createElement('mercato-cookie-centre');
  document.body.append(el);
  link.click();
  const alert = await waitFor(
    () => el.shadowRoot!.querySelector<HTMLElement>('[role=alert]') ?? Promise.reject(new Error('no alert')),
  );
  expect(alert.textContent).toContain(lazyParts.loadError);
  alert.querySelector('button')!.click();
  const dialog = await waitFor(
    () => el.shadowRoot!.querySelector<HTMLElement>('[role=dialog]') ?? Promise.reject(new Error('no dialog')),
  );
  expect(dialog.querySelector('h2')!.textContent).toBe(spec.centreTitle);
  expect(el.shadowRoot!.querySelector('[role=alert]')).toBeNull();
});
