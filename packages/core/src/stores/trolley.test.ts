// The trolley store with the shop faked at the fetch boundary (the real client of getClient()).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getClient } from '../api.ts';
import { $actionFeedback, $modal, $toasts, closeModal, dismissToast } from './feedback.ts';
import {
  $trolley,
  $trolleyAdding,
  $trolleyCount,
  $trolleyLines,
  $trolleyLoading,
  $trolleyPending,
  addToTrolley,
  emptyTrolley,
  ensureTrolley,
  loadTrolley,
  removeFromTrolley,
  resetTrolleyStore,
  setTrolleyChannelFactory,
  setTrolleyQuantity,
  TROLLEY_CHANNEL,
  type TrolleyChannel,
  type TrolleyMessage,
} from './trolley.ts';
import { createTestShop } from '@test-support/trolley-shop.ts';
import type { ShopError } from '@mercato/client';

// The page's client, without the 1 s anti-duplicate window between tests (in-flight calls stay guarded).
getClient({ duplicateWindowMs: 0, retries: 0 });

/** Channels of "tabs" in one test: what one posts, the others receive. */
function fakeTabs() {
  const open = new Set<TrolleyChannel>();
  const make = (): TrolleyChannel => {
    const c: TrolleyChannel = {
      onmessage: null,
      postMessage(message: TrolleyMessage) {
        for (const other of open)
          if (other !== c) other.onmessage?.({ data: structuredClone(message) } as MessageEvent<TrolleyMessage>);
      },
      close() {
        open.delete(c);
      },
    };
    open.add(c);
    return c;
  };
  return { make, open };
}

let shop: ReturnType<typeof createTestShop>;
beforeEach(() => {
  shop = createTestShop();
  vi.stubGlobal('fetch', shop.fetch);
  resetTrolleyStore();
  setTrolleyChannelFactory(() => null);
});
afterEach(() => {
  vi.unstubAllGlobals();
  while ($modal.get()) closeModal(false);
  for (const t of $toasts.get()) dismissToast(t.id);
  $actionFeedback.set(null);
  setTrolleyChannelFactory(null);
});

describe('trolley store', () => {
  it('loads once for every widget of the page and counts quantities and lines', async () => {
    shop.seed([
      [101, 2],
      [103, 1],
    ]);
    const first = ensureTrolley();
    expect($trolleyLoading.get()).toBe(true);
    const second = ensureTrolley();
    await Promise.all([first, second]);
    expect(shop.calls.filter((c) => c.path === 'auth/trolley')).toHaveLength(1);
    expect($trolleyLoading.get()).toBe(false);
    expect($trolleyCount.get()).toBe(3);
    expect($trolleyLines.get()).toBe(2);
    await ensureTrolley();
    expect(shop.calls).toHaveLength(1);
  });

  it('shows in one dialog what the login could not keep of the guest trolley (the first read after it)', async () => {
    shop.seed([[101, 1]]);
    const kept = [
      'Hai raggiunto la quantità massima acquistabile per Latte intero: 12.',
      'Il prodotto Pane casereccio non è disponibile per il servizio scelto.',
    ];
    // The server answers the merge's exceptions once, with the first GET auth/trolley after the login.
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const res = await shop.fetch(input, init);
      const body = await res.json();
      body.data.exceptions = kept.map((message, i) => ({
        code: 'MAX_PURCHASABLE_QUANTITY',
        productId: 101 + i,
        description: 'prodotto',
        message,
      }));
      return new Response(JSON.stringify(body), { status: res.status, headers: res.headers });
    });
    await loadTrolley();
    expect($modal.get()).toMatchObject({ kind: 'alert', message: kept.join('\n') });
    expect($trolleyCount.get()).toBe(1);
  });

  it('adds with an Idempotency-Key, shows the 1800 ms add feedback and updates the count', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const outcome = await addToTrolley(101, 3);
      expect(outcome.status).toBe('done');
      expect($trolleyCount.get()).toBe(3);
      const add = shop.calls.find((c) => c.method === 'POST')!;
      expect(add.body).toEqual({ productId: 101, quantity: 3 });
      expect(add.headers.get('Idempotency-Key')).toMatch(/^[A-Za-z0-9._:-]{1,128}$/);
      expect($actionFeedback.get()).toMatchObject({ kind: 'add', target: 'trolley' });
      vi.advanceTimersByTime(1799);
      expect($actionFeedback.get()).not.toBeNull();
      vi.advanceTimersByTime(1);
      expect($actionFeedback.get()).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers a trolley exception instead of added, with a 5000 ms warning, and resends forced on Continua', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const outcome = await addToTrolley(104, 5);
      expect(outcome.status).toBe('exception');
      if (outcome.status !== 'exception') return;
      expect(outcome.exceptions[0]).toMatchObject({
        code: 'QUANTITY_EXCEEDS_AVAILABILITY',
        orderedQuantity: 5,
        availableQuantity: 2,
      });
      expect($actionFeedback.get()).toMatchObject({ kind: 'warn', message: 'Quantità richiesta 5, disponibile 2.' });
      vi.advanceTimersByTime(4999);
      expect($actionFeedback.get()).not.toBeNull();
      vi.advanceTimersByTime(1);
      expect($actionFeedback.get()).toBeNull();
      expect($trolleyCount.get()).toBe(0);
      const forced = await addToTrolley(104, 5, { forced: true });
      expect(forced.status).toBe('done');
      expect($trolleyCount.get()).toBe(2);
      expect(shop.calls.at(-1)!.body).toEqual({ productId: 104, quantity: 5, forced: true });
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a second add of the same product while the first runs: one call, one line', async () => {
    const release = shop.hold();
    const first = addToTrolley(101, 1);
    expect($trolleyAdding.get().has(101)).toBe(true);
    expect($trolleyPending.get()).toBe(true);
    const second = await addToTrolley(101, 1);
    expect(second.status).toBe('busy');
    expect($toasts.get().at(-1)).toMatchObject({
      type: 'warning',
      message: 'Operazione già avviata, aspettare il completamento e riprovare.',
    });
    release();
    expect((await first).status).toBe('done');
    expect(shop.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect($trolley.get()!.items).toHaveLength(1);
    expect($trolleyCount.get()).toBe(1);
    expect($trolleyPending.get()).toBe(false);
  });

  it("shows the server's 409 for a product being added elsewhere as the catalogue toast", async () => {
    shop.busyElsewhere(103);
    const outcome = await addToTrolley(103, 1);
    expect(outcome.status).toBe('error');
    await vi.waitFor(() =>
      expect($toasts.get().at(-1)?.message).toBe('Operazione già avviata, aspettare il completamento e riprovare.'),
    );
  });

  it('changes a quantity, removes a line (remove feedback) and empties the trolley', async () => {
    shop.seed([
      [101, 1],
      [102, 2],
      [105, 1],
    ]);
    await loadTrolley();
    const pasta = $trolley.get()!.items.find((i) => i.productId === 102)!;
    expect((await setTrolleyQuantity(pasta.trolleyItemId, 4)).status).toBe('done');
    expect(shop.calls.at(-1)).toMatchObject({
      method: 'PUT',
      path: `auth/trolley/item/${pasta.trolleyItemId}`,
      body: { quantity: 4 },
    });
    expect($trolleyCount.get()).toBe(6);
    const milk = $trolley.get()!.items.find((i) => i.productId === 101)!;
    await removeFromTrolley(milk.trolleyItemId);
    expect($actionFeedback.get()).toMatchObject({ kind: 'remove', target: 'trolley' });
    expect($trolleyLines.get()).toBe(2);
    await emptyTrolley();
    // The readonly line stays.
    expect($trolley.get()!.items.map((i) => i.productId)).toEqual([105]);
  });

  it('gives a free visitor no trolley and no dialog on load, and the login prompt on add', async () => {
    shop = createTestShop({ freeVisitor: true });
    vi.stubGlobal('fetch', shop.fetch);
    expect(await loadTrolley()).toBeNull();
    expect($modal.get()).toBeNull();
    const outcome = await addToTrolley(101, 1);
    expect(outcome.status).toBe('error');
    await vi.waitFor(() =>
      expect($modal.get()).toMatchObject({ kind: 'confirm', title: "Vuoi effettuare l'accesso?" }),
    );
  });

  it("asks a free visitor the page declares to log in without calling the shop, 'Sì' leading to the login", async () => {
    shop = createTestShop({ freeVisitor: true });
    const fetch = vi.fn(shop.fetch);
    vi.stubGlobal('fetch', fetch);
    document.documentElement.dataset.mercatoVisit = 'freeVisit';
    try {
      const outcome = await addToTrolley(101, 1);
      expect(outcome.status).toBe('error');
      expect(outcome.status === 'error' && (outcome.error as ShopError).onConfirmURL).toMatch(/^\/accedi\?next=/);
      expect(fetch).not.toHaveBeenCalled();
      expect($modal.get()).toMatchObject({
        kind: 'confirm',
        title: "Vuoi effettuare l'accesso?",
        message: "Per inserire l'articolo nel carrello devi registrarti ed effettuare il login al sito.",
      });
      // A page of another kind (or none declared) asks the shop as before.
      document.documentElement.dataset.mercatoVisit = 'logged';
      closeModal(false);
      shop = createTestShop();
      vi.stubGlobal('fetch', shop.fetch);
      expect((await addToTrolley(101, 1)).status).toBe('done');
    } finally {
      delete document.documentElement.dataset.mercatoVisit;
    }
  });

  it('keeps other tabs of the shopper in sync, without the exceptions of the call, and ignores other navigations', async () => {
    const tabs = fakeTabs();
    setTrolleyChannelFactory(tabs.make);
    await loadTrolley();
    // "Another tab": a second channel on the same name.
    const other = tabs.make();
    const seen: TrolleyMessage[] = [];
    other.onmessage = (e) => seen.push(e.data);
    await addToTrolley(101, 2);
    expect(seen.at(-1)!.trolley!.itemsCount).toBe(2);
    await addToTrolley(104, 5);
    expect('exceptions' in seen.at(-1)!.trolley!).toBe(false);
    // The other tab changes the trolley: this tab follows.
    const newer = { ...$trolley.get()!, version: 99, itemsCount: 7 };
    other.postMessage({ type: 'trolley', trolley: newer });
    expect($trolleyCount.get()).toBe(7);
    // A late, older answer does not go back.
    other.postMessage({ type: 'trolley', trolley: { ...newer, version: 98, itemsCount: 1 } });
    expect($trolleyCount.get()).toBe(7);
    other.postMessage({ type: 'trolley', trolley: { ...newer, navigation: 'drive', version: 100, itemsCount: 3 } });
    expect($trolleyCount.get()).toBe(7);
  });

  it('uses the real BroadcastChannel when there is one', async () => {
    if (typeof BroadcastChannel === 'undefined') return;
    setTrolleyChannelFactory(null);
    const other = new BroadcastChannel(TROLLEY_CHANNEL);
    const got = new Promise<TrolleyMessage>((resolve) => {
      other.onmessage = (e: MessageEvent<TrolleyMessage>) => resolve(e.data);
    });
    await addToTrolley(103, 1);
    expect((await got).trolley!.itemsCount).toBe(1);
    other.postMessage({ type: 'trolley', trolley: { ...$trolley.get()!, version: 50, itemsCount: 4 } });
    await vi.waitFor(() => expect($trolleyCount.get()).toBe(4));
    other.close();
  });
});
