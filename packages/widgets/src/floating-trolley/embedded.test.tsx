// <mercato-floating-trolley> and <mercato-add-to-trolley> on a page that is not the shop's (a partner or
// content page; the shop at api-base): on an origin the shop does not list in MERCATO_PARTNER_ORIGINS they
// say so in their own UI and once in the console, and make no call with credentials; on a listed origin
// they work, and a visitor who has not entered the shop is told to enter it there. The shop is faked at the
// fetch boundary (real client, store and elements). Runs under React, the elements' Preact and
// preact/compat. (A file of its own: the shop's answer about an origin is kept for the page.)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, waitFor, within } from '@test-support/render.ts';
import { getClient } from '@mercato/core/api';
import { $modal, closeModal } from '@mercato/core/stores/feedback';
import { resetTrolleyStore, setTrolleyChannelFactory } from '@mercato/core/stores/trolley';
import { createTestShop } from '@test-support/trolley-shop.ts';
import './element.ts';

const REFUSED =
  "Questo sito non è ancora abilitato ad accedere al negozio: il gestore del sito deve chiederne l'abilitazione.";
const REFUSING_SHOP = 'https://refusing-shop.test';
const LISTING_SHOP = 'https://listing-shop.test';

// The page's one client (the first element of a page would make it on its api-base).
getClient({ baseUrl: LISTING_SHOP, duplicateWindowMs: 0, retries: 0 });

let shop: ReturnType<typeof createTestShop>;
let sent: string[];
/** The fake shop behind both origins; the open look-up says whether this page's origin is listed. */
function serve(options: { freeVisitor?: boolean } = {}) {
  shop = createTestShop(options);
  sent = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    sent.push(`${init.credentials ?? 'include'} ${init.method ?? 'GET'} ${url.origin}${url.pathname}`);
    if (url.pathname === '/commerce/resources/onboarding/services')
      return new Response(JSON.stringify({ data: [] }), {
        headers: {
          'Content-Type': 'application/json',
          'X-Mercato-Credentials': url.origin === REFUSING_SHOP ? 'refused' : 'allowed',
        },
      });
    return shop.fetch(input, init);
  });
}

const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
beforeEach(() => {
  serve();
  resetTrolleyStore();
  setTrolleyChannelFactory(() => null);
});
afterEach(() => {
  cleanup();
  for (const el of document.querySelectorAll('mercato-floating-trolley, mercato-add-to-trolley')) el.remove();
  vi.unstubAllGlobals();
  while ($modal.get()) closeModal(false);
  setTrolleyChannelFactory(null);
});

function place(apiBase: string) {
  const trolley = document.createElement('mercato-floating-trolley');
  trolley.setAttribute('api-base', apiBase);
  const add = document.createElement('mercato-add-to-trolley');
  add.setAttribute('api-base', apiBase);
  add.setAttribute('product-id', '103');
  add.setAttribute('description', 'Caffè macinato 250 g');
  document.body.append(trolley, add);
  const shadow = (el: Element) => within(el.shadowRoot as unknown as HTMLElement);
  return { trolley: shadow(trolley), add: shadow(add), addEl: add };
}

describe('trolley elements on a page of another origin', () => {
  it('the shop does not list it: both say so, the console names the setting once, no call with credentials', async () => {
    const { trolley, add, addEl } = place(REFUSING_SHOP);
    await trolley.findByText(REFUSED);
    expect(trolley.queryByRole('link', { name: /CARRELLO/ })).toBeNull();
    const button = await add.findByRole('button', { name: /^Aggiungi al carrello\s*Caffè macinato 250 g$/ });
    const events: CustomEvent[] = [];
    addEl.addEventListener('mercato:trolley-add', (e) => events.push(e as CustomEvent));
    await act(async () => {
      button.click();
    });
    await waitFor(() => expect(add.getByRole('status').textContent).toBe(REFUSED));
    expect(events.map((e) => e.detail)).toEqual([{ productId: 103, quantity: 1, status: 'error' }]);
    // One question to the shop, without cookies; no trolley call at all.
    expect(sent).toEqual([`omit GET ${REFUSING_SHOP}/commerce/resources/onboarding/services`]);
    expect(shop.calls).toEqual([]);
    const told = warn.mock.calls.map((c) => String(c[0])).filter((m) => m.includes('MERCATO_PARTNER_ORIGINS'));
    expect(told).toHaveLength(1);
    expect(told[0]).toContain(REFUSING_SHOP);
    expect(told[0]).toContain(location.origin);
  });

  it('the shop lists it: the trolley loads and the add button adds', async () => {
    shop.seed([[101, 2]]);
    const { trolley, add } = place(LISTING_SHOP);
    await waitFor(() => expect(trolley.getByRole('link', { name: /^CARRELLO/ }).textContent).toContain('2 articoli'));
    const button = await add.findByRole('button', { name: /^Aggiungi al carrello/ });
    await act(async () => {
      button.click();
    });
    await waitFor(() => expect(trolley.getByRole('link', { name: /^CARRELLO/ }).textContent).toContain('3 articoli'));
    expect(add.getByRole('status').textContent).toBe('Prodotto aggiunto al carrello');
    expect(trolley.queryByText(REFUSED)).toBeNull();
    // The shop's pages and images are on the shop, not on this page's origin.
    expect(trolley.getByRole('link', { name: /^CARRELLO/ }).getAttribute('href')).toBe(
      `${LISTING_SHOP}/checkout/trolley`,
    );
    await act(async () => {
      trolley.getByRole('button', { name: 'Mostra carrello' }).click();
    });
    const row = (await trolley.findAllByRole('listitem'))[0]!;
    expect(within(row).getByRole('link').getAttribute('href')).toBe(`${LISTING_SHOP}/supermercato/prodotto/101`);
    expect(within(row).getByRole('img', { name: 'Latte intero 1 l' }).getAttribute('src')).toBe(
      `${LISTING_SHOP}/img/101.jpg`,
    );
  });

  it('a visitor who has not entered the shop is told to enter it there, with a link to the shop', async () => {
    serve({ freeVisitor: true });
    const { add } = place(LISTING_SHOP);
    const button = await add.findByRole('button', { name: /^Aggiungi al carrello/ });
    await act(async () => {
      button.click();
    });
    const status = await waitFor(() => {
      const s = add.getByRole('status');
      if (!s.textContent?.startsWith('Per aggiungere')) throw new Error(`status: ${s.textContent}`);
      return s;
    });
    expect(status.textContent).toBe(
      'Per aggiungere prodotti al carrello entra prima in Mercato: verifica il tuo indirizzo o accedi. Entra in Mercato',
    );
    expect(within(status).getByRole('link', { name: 'Entra in Mercato' }).getAttribute('href')).toBe(
      `${LISTING_SHOP}/`,
    );
    expect(add.queryByText(/registrarti ed effettuare il login al sito/)).toBeNull();
  });
});
