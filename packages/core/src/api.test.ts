import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShopError, toShopError } from '@mercato/client';
import { connectClient, getClient, presentError, shopUrl } from './api.ts';
import { $activeTasks, $loaderText, $modal, $toasts, closeModal, dismissToast } from './stores/feedback.ts';

afterEach(() => {
  while ($modal.get()) closeModal(false);
  for (const t of $toasts.get()) dismissToast(t.id);
  $activeTasks.set(0);
});

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('presentError', () => {
  it("shows 401 as the 'Sessione scaduta' toast long enough to read it, then goes to the login with the way back", async () => {
    vi.useFakeTimers();
    try {
      const navigate = vi.fn();
      const shown = presentError(toShopError(401, {}), { navigate, currentPath: '/supermercato/home' });
      expect($toasts.get()[0]).toMatchObject({ type: 'error', message: 'Sessione scaduta: login necessaria...' });
      // Not at once: the page would leave before the toast is seen.
      await vi.advanceTimersByTimeAsync(1000);
      expect(navigate).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1000);
      await shown;
      expect(navigate).toHaveBeenCalledWith('/accedi?next=%2Fsupermercato%2Fhome');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a network failure in a modal titled Errore and goes home once it is closed', async () => {
    const navigate = vi.fn();
    const shown = presentError(toShopError(-1, null), { navigate });
    expect($modal.get()).toMatchObject({
      kind: 'alert',
      title: 'Errore',
      message: 'Si è verificato un problema, si prega di riprovare più tardi',
    });
    expect(navigate).not.toHaveBeenCalled();
    closeModal(true);
    await shown;
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('asks ECOM-001 as a confirm dialog and follows onConfirmURL or onDenyURL', async () => {
    const navigate = vi.fn();
    const body = {
      error: {
        code: 'ECOM-001',
        type: 'CONFIRM',
        message: 'Vuoi sostituire il carrello?',
        onConfirmURL: '/si',
        onDenyURL: '/no',
      },
    };
    let shown = presentError(toShopError(409, body), { navigate });
    expect($modal.get()).toMatchObject({ kind: 'confirm', title: 'Errore', message: 'Vuoi sostituire il carrello?' });
    closeModal(false);
    await shown;
    expect(navigate).toHaveBeenLastCalledWith('/no');
    shown = presentError(toShopError(409, body), { navigate });
    closeModal(true);
    await shown;
    expect(navigate).toHaveBeenLastCalledWith('/si');
  });

  it('sends 4004 to the product-not-found page without a dialog, and keeps 4005 silent', async () => {
    const navigate = vi.fn();
    await presentError(toShopError(404, { error: { code: '4004', type: 'ALERT', message: 'x' } }), { navigate });
    expect(navigate).toHaveBeenCalledWith('/prodotto-non-trovato');
    expect($modal.get()).toBeNull();
    await presentError(toShopError(400, { error: { code: '4005', type: 'ALERT', message: 'x' } }), { navigate });
    expect(navigate).toHaveBeenCalledTimes(1);
    expect($toasts.get()).toEqual([]);
  });

  it("shows 406 as the loader 'Autenticazione necessaria', kept on while the forced login opens", async () => {
    vi.useFakeTimers();
    try {
      const navigate = vi.fn();
      const shown = presentError(toShopError(406, {}), { navigate, currentPath: '/ordini' });
      expect($activeTasks.get()).toBe(1);
      expect($loaderText.get()).toBe('Autenticazione necessaria');
      await vi.advanceTimersByTimeAsync(1000);
      expect(navigate).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1000);
      await shown;
      expect(navigate).toHaveBeenCalledWith('/accedi?next=%2Fordini');
      expect($activeTasks.get()).toBe(1);
    } finally {
      vi.useRealTimers();
      $loaderText.set(null);
    }
  });

  it('warns about a duplicate call with its Italian text', async () => {
    await presentError(
      new ShopError({
        kind: 'duplicate',
        status: 0,
        code: 'DUPLICATE',
        type: 'ALERT',
        title: 'Attenzione',
        message: 'Operazione già avviata, aspettare il completamento e riprovare.',
        presentation: 'toast',
      }),
    );
    await flush();
    expect($toasts.get()[0]).toMatchObject({
      type: 'warning',
      message: 'Operazione già avviata, aspettare il completamento e riprovare.',
    });
  });
});

describe('connectClient and shopUrl', () => {
  it("the first widget's apiBase decides where the page's client calls and where the shop's paths point", async () => {
    const fetch = vi.fn(async (_url: string) => Response.json({ data: { version: '1' } }));
    vi.stubGlobal('fetch', fetch);
    connectClient('https://shop.example/');
    connectClient('https://other.example');
    await getClient().getServerInfo();
    vi.unstubAllGlobals();
    // (Before it, the client asked the shop on another origin whether it answers this page's calls.)
    expect(fetch.mock.calls.at(-1)![0]).toBe('https://shop.example/commerce/resources/info/server');
    expect(shopUrl('/images/products/1001410.svg')).toBe('https://shop.example/images/products/1001410.svg');
    expect(shopUrl('https://cdn.example/a.svg')).toBe('https://cdn.example/a.svg');
    expect(shopUrl('//elsewhere.example/a.svg')).toBe('//elsewhere.example/a.svg');
  });
});
