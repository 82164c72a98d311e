// The catalogue pages are kept rendered for the shoppers who see them alike (docs/adr/0015-page-caches.md),
// and a change of the catalogue shows on the very next page: a price changed, then a promotion ended (as
// the back office or an SQL console would do it, through the shop's test fixtures), each seen at once on
// the listing and the search page by a free visitor, a power guest and a logged customer who had all
// seen those pages before the change; and a visitor without any session (no script runs, so no call of
// the shop's API gives them one), whose pages are kept whole (docs/adr/0018-shared-pages.md).
import { consentedState } from './consent-state.ts';
import { expect, type Browser, type Page, test } from '@playwright/test';
import { formatPrice } from '@mercato/contracts/format/price';
import { API, enterAsPowerGuest, loginAsNew, plainProducts, xsrf } from './helpers.ts';

// One test after another: the first changes a price and ends a promotion (and puts them back), which the
// others' comparison of a kept page with the page as rendered would see mid-way.
test.describe.configure({ mode: 'default' });

const LISTING = '/supermercato/menu/1/frutta-e-verdura';
const PROMOTIONS = 'solo-promozioni';

interface Visitor {
  kind: string;
  page: Page;
}

async function visitors(browser: Browser): Promise<Visitor[]> {
  const open = async () => (await browser.newContext()).newPage();
  const free = await open();
  const guest = await open();
  await enterAsPowerGuest(guest);
  const logged = await open();
  await loginAsNew(logged, 'mario.rossi@example.it');
  await expect(logged).not.toHaveURL(/accedi/);
  const sessionless = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  return [
    { kind: 'free visitor', page: free },
    { kind: 'visitor without a session', page: sessionless },
    { kind: 'power guest', page: guest },
    { kind: 'logged customer', page: logged },
  ];
}

const tile = (page: Page, code: string) => page.locator(`article.product-tile[data-code="${code}"]`);

/** The tile's final price as the screen reader reads it ('4,25 €'). */
const priceOf = (page: Page, code: string) =>
  tile(page, code).locator('.mercato-price__final .mercato-visually-hidden').textContent();

test('a price change and a promotion ending show on the next listing and search page of every kind of visitor', async ({
  browser,
}) => {
  // A long flow through several pages and calls (the slowest of its file).
  test.slow();
  const shoppers = await visitors(browser);
  const first = shoppers[0]!.page;
  await first.goto(LISTING);
  // A product without a promotion, on the first page of the listing, and not one of the products other
  // tests put in their trolleys meanwhile (the test hook's plain products, lowest ids first).
  const taken = (await plainProducts(first.request, 30)).map((p) => `[data-code="${p.code}"]`);
  const plain = first.locator(`article.product-tile:not(:has(.promo-badge)):not(${taken.join(',')})`).first();
  const code = (await plain.getAttribute('data-code')) as string;
  // Searched by its code (search answers a product code with that product).
  const search = `/supermercato/ricerca/${code}`;
  for (const { page } of shoppers) {
    for (const path of [LISTING, search]) {
      await page.goto(path);
      await expect(tile(page, code)).toBeVisible();
    }
  }
  const was = await priceOf(first, code);

  const fixture = `${API}/test/products/${code}/price`;
  const changed = await first.request.put(fixture, {
    data: { priceCents: 4321 },
    headers: await xsrf(first.context()),
  });
  expect(changed.ok()).toBe(true);
  const { before } = (await changed.json()).data as { before: number };
  try {
    for (const { kind, page } of shoppers) {
      for (const path of [LISTING, search]) {
        await page.goto(path);
        await expect(tile(page, code).locator('.mercato-price__final'), `${kind} on ${path}`).toContainText('43,21');
      }
    }
  } finally {
    await first.request.put(fixture, { data: { priceCents: before }, headers: await xsrf(first.context()) });
  }
  await first.goto(LISTING);
  expect(await priceOf(first, code)).toBe(was);

  // A product on promotion in the same listing: its badge and promotional price go when the promotion ends.
  await first.goto(`${LISTING}?filtri=${PROMOTIONS}`);
  const promoted = first.locator('article.product-tile:has(.promo-badge)').first();
  const promoCode = (await promoted.getAttribute('data-code')) as string;
  const promoSearch = `/supermercato/ricerca/${promoCode}`;
  for (const { page } of shoppers) {
    for (const path of [LISTING, `${LISTING}?filtri=${PROMOTIONS}`, promoSearch]) await page.goto(path);
  }
  const ended = await first.request.post(`${API}/test/products/${promoCode}/end-promotions`, {
    headers: await xsrf(first.context()),
  });
  expect(ended.ok()).toBe(true);
  const { ended: promotions } = (await ended.json()).data as { ended: { id: number; endsAt: string }[] };
  expect(promotions.length).toBeGreaterThan(0);
  try {
    for (const { kind, page } of shoppers) {
      await page.goto(`${LISTING}?filtri=${PROMOTIONS}`);
      await expect(tile(page, promoCode), `${kind}: no longer among the promotions`).toHaveCount(0);
      await page.goto(promoSearch);
      await expect(tile(page, promoCode), `${kind}: on the search page`).toBeVisible();
      await expect(tile(page, promoCode).locator('.promo-badge'), `${kind}: no badge`).toHaveCount(0);
      await expect(
        tile(page, promoCode).locator('.mercato-price__previous'),
        `${kind}: no crossed-out price`,
      ).toHaveCount(0);
    }
  } finally {
    for (const p of promotions)
      await first.request.put(`${API}/test/promotions/${p.id}/ends-at`, {
        data: { endsAt: p.endsAt },
        headers: await xsrf(first.context()),
      });
  }
  // Back as it was: the promotion shows again.
  await first.goto(`${LISTING}?filtri=${PROMOTIONS}`);
  await expect(tile(first, promoCode)).toBeVisible();
  expect(formatPrice(4321)).toContain('43,21');
});

test("a page kept whole for visitors without a session is never another shopper's, nor theirs anyone else's", async ({
  browser,
  baseURL,
}) => {
  const sessionless = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  const logged = await (await browser.newContext()).newPage();
  await loginAsNew(logged, 'mario.rossi@example.it');
  await expect(logged).not.toHaveURL(/accedi/);
  for (const path of ['/index', LISTING, '/supermercato/ricerca/latte', '/supermercato/home']) {
    const first = await sessionless.goto(path);
    expect(first?.headers()['set-cookie'], `${path}: no cookie with a kept page`).toBeUndefined();
    expect(first?.headers()['x-mercato-shared-page'], `${path}: the mark is not sent`).toBeUndefined();
    await expect(sessionless.getByTestId('welcome')).toHaveCount(0);
    // The same address right after, by a logged customer: their own header.
    await logged.goto(path);
    await expect(logged.getByTestId('welcome'), path).toContainText('Mario');
    // And again without a session: still nobody's page.
    const again = await sessionless.goto(path);
    expect(await again?.text(), path).not.toContain('Mario');
    await expect(sessionless.getByTestId('welcome')).toHaveCount(0);
    // No cookie of the shop's: only the cookie policy the page started with (tests/e2e/consent-state.ts).
    const consent = new Set(consentedState(baseURL!).cookies.map((c) => c.name));
    expect((await sessionless.context().cookies()).filter((c) => !consent.has(c.name))).toEqual([]);
  }
});

/** A shopper's page as the server sends it (no script runs: nothing of theirs changes on the way). */
async function pageOf(page: Page, path: string): Promise<string> {
  const res = await page.request.get(path, { maxRedirects: 0 });
  expect(res.status(), path).toBe(200);
  return res.text();
}

/** The address the delivery bar shows ('Via Dante 7, 20121 Milano'), or null without a bar. */
const addressOf = (html: string) => /class="delivery-bar__address[^"]*">([^<]+)</.exec(html)?.[1] ?? null;

/** The slot id the delivery bar names as the first available, from its island's props. */
const firstSlotOf = (html: string) =>
  Number(/firstAvailable&quot;:\[0,\{&quot;slotId&quot;:\[0,(\d+)\]/.exec(html)?.[1] ?? Number.NaN);

test("a page kept per view carries each shopper's own parts and nobody else's, and the first free slot as it is now", async ({
  browser,
}) => {
  // Pages kept per view (docs/adr/0022-pages-kept-per-view.md): the second page of an address is the kept
  // template with the shopper's own parts filled in, the first may be another shopper's template.
  const mario = await (await browser.newContext()).newPage();
  await loginAsNew(mario, 'mario.rossi@example.it');
  const giulia = await (await browser.newContext()).newPage();
  await loginAsNew(giulia, 'giulia.bianchi@example.it');
  const guest = await (await browser.newContext()).newPage();
  await enterAsPowerGuest(guest);
  // Each shopper's greeting, and the address their delivery bar shows as rendered (other tests change
  // the demo shoppers' addresses, so it is read from their own first page, never assumed).
  const own = [
    { page: mario, greeting: 'Ciao, Mario' },
    { page: giulia, greeting: 'Ciao, Giulia' },
    { page: guest, greeting: null },
  ];
  for (const path of [LISTING, '/supermercato/ricerca/latte', '/supermercato/home', '/index']) {
    const seen: { html: string[]; greeting: string | null; address: string | null }[] = [];
    for (const { page, greeting } of own) {
      const first = await pageOf(page, path);
      const again = await pageOf(page, path);
      expect(again, `${path}: the kept page is the page as rendered`).toBe(first);
      const address = addressOf(first);
      if (path !== '/index') expect(address, `${path}: the delivery bar's address`).toBeTruthy();
      seen.push({ html: [first, again], greeting, address });
    }
    for (const { html, greeting, address } of seen) {
      const others = seen.filter((o) => o.greeting !== greeting);
      for (const page of html) {
        if (greeting) expect(page, `${path}: ${greeting}`).toContain(greeting);
        else expect(page, `${path}: the power guest's login link`).toContain('>Accedi<');
        for (const other of others) {
          if (other.greeting) expect(page, `${path}: not ${other.greeting}`).not.toContain(other.greeting);
          if (other.address && other.address !== address)
            expect(page, `${path}: not ${other.address}`).not.toContain(other.address);
        }
        expect(page, `${path}: the marks never go out`).not.toContain('mercato-own-');
      }
    }
  }

  // The first free slot is read for each page: when its places go, the next page names the next one.
  const before = firstSlotOf(await pageOf(mario, LISTING));
  expect(before).toBeGreaterThan(0);
  expect(firstSlotOf(await pageOf(mario, LISTING))).toBe(before);
  const fixture = `${API}/test/slots/${before}/free-places`;
  const set = await mario.request.put(fixture, { data: { free: 0 }, headers: await xsrf(mario.context()) });
  expect(set.ok()).toBe(true);
  const { capacity, before: booked } = (await set.json()).data as { capacity: number; before: number };
  try {
    const after = firstSlotOf(await pageOf(mario, LISTING));
    expect(after).toBeGreaterThan(0);
    expect(after).not.toBe(before);
    expect(firstSlotOf(await pageOf(mario, LISTING))).toBe(after);
  } finally {
    await mario.request.put(fixture, { data: { free: capacity - booked }, headers: await xsrf(mario.context()) });
  }
  expect(firstSlotOf(await pageOf(mario, LISTING))).toBe(before);
});
