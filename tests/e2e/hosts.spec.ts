// The elements embedded the way Custom Elements Everywhere (webcomponents/custom-elements-everywhere)
// tests frameworks: the same checks, as a user or a host page sees them, against a plain HTML, a React 19, a
// Vue 3 and a Preact page served from an origin of their own (tests/e2e/hosts/, built with Vite as their
// server starts). Each page renders its framework's state into the elements its own way (attributes,
// props, bindings); the test changes that state through `window.host.set()` and lets the framework render,
// and loads the element bundles from the shop after the framework's first render (issue 14, points 1–6).
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import type { CouponWallet } from '@mercato/contracts/coupons';
import { chat } from '@mercato/contracts/i18n/it-chat';
import { cookies as spec, consentBanner } from '@mercato/contracts/i18n/it-consent';
import { couponCardWords, couponTexts } from '@mercato/contracts/i18n/it-coupons';
import {
  API,
  addableProducts,
  chooseStreet,
  emptyTrolley,
  enterAsPowerGuest,
  expectNoAxeViolations,
  newCustomer,
} from './helpers';

const port = Number(process.env.E2E_PORT ?? 4391);
const partnerPort = Number(process.env.E2E_PARTNER_PORT ?? 4392);
const hostsPort = Number(process.env.E2E_HOSTS_PORT ?? partnerPort + 4);
const SHOP = `http://localhost:${port}`;
const HOSTS_ORIGIN = `http://localhost:${hostsPort}`;

const HOSTS = { html: 'plain HTML', react: 'React 19', vue: 'Vue 3', preact: 'Preact' } as const;
type Host = keyof typeof HOSTS;

/** The host page's state (tests/e2e/hosts/host.js), which its framework renders into the elements. */
interface HostState {
  logged: boolean;
  currentService?: string;
  noNotifyMe: boolean;
  open?: boolean;
  checkoutUrl?: string;
  products: number[];
  quantity?: number | '';
  cookies: boolean;
  policyUrl?: string;
  bannerHidden?: boolean;
  chatbot: boolean;
  chatDisabled?: boolean;
  socketUrl?: string;
  coupons: boolean;
  couponHeading?: string;
  couponsCheckout?: boolean;
  couponsSwapped: boolean;
  note: string;
  events: string[];
}

declare global {
  interface Window {
    host: {
      framework: Host;
      state: HostState;
      set(patch: Partial<HostState>): Promise<void>;
      define(): Promise<void>;
      ready: Promise<void>;
    };
  }
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

// One power guest session for every test of the worker (the trolley's calls need a session): entered once
// through the shop's address checker, with two products its store sells; each test starts on an empty trolley.
const test = base.extend<object, { guest: { storageState: StorageState; products: number[] } }>({
  guest: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL: SHOP, locale: 'it-IT', timezoneId: 'Europe/Rome' });
      const page = await context.newPage();
      await enterAsPowerGuest(page);
      const products = await addableProducts(page, 2);
      const storageState = await context.storageState();
      await context.close();
      await use({ storageState, products });
    },
    { scope: 'worker' },
  ],
  storageState: ({ guest }, use) => use(guest.storageState),
});

// What the host page logs as errors (a failed load, an exception, a framework's complaint): none expected.
let consoleErrors: string[] = [];

test.beforeEach(async ({ page }) => {
  consoleErrors = [];
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  page.on('pageerror', (e) => consoleErrors.push(e.message));
  await emptyTrolley(page);
});

test.afterEach(() => {
  expect(consoleErrors).toEqual([]);
});

/** Opens a host page; without `later` it waits until the elements are defined (loaded after the first render). */
async function openHost(page: Page, host: Host, { later = false } = {}) {
  await page.goto(`${HOSTS_ORIGIN}/${host}/${later ? '?later' : ''}`);
  await page.evaluate(() => window.host.ready);
}

/** Changes the host's state: the framework renders it into the elements its own way. */
const set = (page: Page, patch: Partial<HostState>) => page.evaluate((p) => window.host.set(p), patch);

/** Loads the element bundles from the shop (pages opened with `later`). */
const define = (page: Page) => page.evaluate(() => window.host.define());

const defined = (page: Page) => page.evaluate(() => !!customElements.get('mercato-address-checker'));

for (const [host, framework] of Object.entries(HOSTS) as [Host, string][]) {
  test.describe(`elements in ${framework}`, () => {
    // One page load per scenario, the checks as steps: a page load and its context are most of a check's
    // time, and the steps' order is part of what they check (each starts from the state the last left).
    test('defined after the first render: service in use, open, notify-me, quantity, shared trolley, events, coupons', async ({
      page,
      guest,
    }) => {
      await openHost(page, host);
      const checker = page.locator('#checker');
      const verify = checker.getByRole('heading', { name: 'Verifica il tuo indirizzo' });
      const [a, b] = guest.products as [number, number];
      const events = page.locator('#events li');

      await test.step('1. logged and current-service show the service in use; unset, the checker again', async () => {
        const chosen = checker.getByRole('heading', { name: 'Hai scelto il servizio' });
        await expect(verify).toBeVisible();
        await set(page, { logged: true, currentService: 'Mercato a Casa' });
        await expect(chosen).toBeVisible();
        await expect(checker.getByText('Mercato a Casa')).toBeVisible();
        await set(page, { logged: false });
        await expect(verify).toBeVisible();
        await set(page, { logged: true });
        await expect(chosen).toBeVisible();
        await set(page, { currentService: undefined });
        await expect(verify).toBeVisible();
      });

      await test.step('2. the floating trolley opens with open and closes when set false or dropped', async () => {
        const trolley = page.locator('#trolley');
        const panel = trolley.getByRole('dialog');
        await expect(trolley.getByRole('link', { name: /^CARRELLO/ })).toBeVisible();
        await expect(panel).toHaveCount(0);
        await set(page, { open: true });
        await expect(panel).toBeVisible();
        await expect(panel.getByText('carrello vuoto')).toBeVisible();
        await set(page, { open: false });
        await expect(panel).toHaveCount(0);
        await set(page, { open: true });
        await expect(panel).toBeVisible();
        // Dropped: HTML, React and Vue remove the attribute or write false, Preact writes el.open = ''.
        await set(page, { open: undefined });
        await expect(panel).toHaveCount(0);
        // The page's other floating trolley was never asked to open.
        await expect(page.locator('#trolley-2').getByRole('dialog')).toHaveCount(0);
      });

      await test.step('3. notify-me is offered for a postcode with no service only while no-notify-me is false', async () => {
        await checker.getByLabel('CAP').fill('90121');
        await expect(checker.getByText('Indirizzo non trovato o non coperto dal servizio')).toBeVisible();
        const notify = checker.getByRole('button', { name: 'Avvisami quando è disponibile' });
        await expect(notify).toBeVisible();
        await set(page, { noNotifyMe: true });
        await expect(notify).toHaveCount(0);
        await set(page, { noNotifyMe: false });
        await expect(notify).toBeVisible();
      });

      await test.step("the address checker's events reach the framework's handlers", async () => {
        await chooseStreet(checker, '50121', 'pinti', 'Borgo Pinti');
        await expect(page.locator('#events')).toContainText('mercato:address-verified {"postcode":"50121","streetId":');
        await expect(checker.getByRole('heading', { name: 'Servizi disponibili' })).toBeVisible();
      });

      const badges = page.locator('#trolley .ft-count, #trolley-2 .ft-count');
      await test.step('4. a removed or empty quantity shows 1; the add button adds the quantity shown', async () => {
        await set(page, { products: [a], quantity: 3 });
        const add = page.locator('mercato-add-to-trolley');
        const quantity = add.getByRole('spinbutton', { name: `Quantità Prodotto ${a}` });
        await expect(quantity).toHaveValue('3');
        await set(page, { quantity: undefined });
        await expect(quantity).toHaveValue('1');
        await set(page, { quantity: 3 });
        await expect(quantity).toHaveValue('3');
        await set(page, { quantity: '' });
        await expect(quantity).toHaveValue('1');
        await expect(badges).toHaveText(['0', '0']);
        // Two: the next step adds one of the same product, which the client would refuse as a repeat of
        // this very call if its body were the same (packages/client/src/request.ts, anti-duplicate).
        await set(page, { quantity: 2 });
        await add.getByRole('button', { name: `Aggiungi al carrello Prodotto ${a}` }).click();
        await expect(add.getByRole('status')).toHaveText('Prodotto aggiunto al carrello');
        await expect(badges).toHaveText(['2', '2']);
      });

      await test.step("two add buttons and two floating trolleys share one trolley; the adds reach the framework's handlers", async () => {
        // The first button's quantity dropped again: each button adds one.
        await set(page, { products: [a, b], quantity: undefined, events: [] });
        for (const [i, id] of [a, b].entries()) {
          const add = page.locator('mercato-add-to-trolley').nth(i);
          await add.getByRole('button', { name: `Aggiungi al carrello Prodotto ${id}` }).click();
          await expect(add.getByRole('status')).toHaveText('Prodotto aggiunto al carrello');
        }
        // The badge counts pieces: a three times, b once.
        await expect(badges).toHaveText(['4', '4']);
        await expect(events).toHaveText([
          `mercato:trolley-add {"productId":${a},"quantity":1,"status":"done"}`,
          `mercato:trolley-add {"productId":${b},"quantity":1,"status":"done"}`,
        ]);
      });

      await test.step("the coupon cards: the customer's coupons in two elements with the framework's props, events, moved in the DOM", async () => {
        // A customer of the test's own, logged in on the shop's origin (its cookies reach the elements' calls).
        await newCustomer(page.request, 'mario.rossi@example.it');
        const wallet = (await (await page.request.get(`${API}/auth/coupons`)).json()).data as CouponWallet;
        const mine = wallet.coupons.filter((c) => c.state !== 'USED');
        // FRESCO15 of the demo data: no minimum spend, no product, so an empty trolley takes it.
        const fresh = mine.find((c) => c.code === 'FRESCO15')!;
        const heading = `I buoni in ${framework}`;
        await set(page, { coupons: true, couponHeading: heading, events: [] });
        const [first, second] = [page.locator('#coupons'), page.locator('#coupons-2')];
        const card = (el: typeof first) =>
          el.getByRole('article', { name: fresh.listBodyMessage || fresh.description });
        await expect(first.getByRole('heading', { name: heading })).toBeVisible();
        await expect(second.getByRole('heading', { name: heading })).toHaveCount(0);
        for (const el of [first, second]) {
          await expect(el.getByRole('article')).toHaveCount(mine.length);
          await expect(card(el).getByRole('button', { name: couponCardWords.use })).toBeVisible();
        }
        // checkout set by the framework: the first element's buttons become 'Aggiungi', the second's stay.
        await set(page, { couponsCheckout: true });
        const add = card(first).getByRole('button', { name: couponCardWords.add });
        await expect(add).toBeVisible();
        await expect(card(second).getByRole('button', { name: couponCardWords.use })).toBeVisible();
        // Every element of the page rendered by the framework: checker, trolleys, add buttons, coupons.
        await expectNoAxeViolations(page);
        await add.click();
        const remove = card(first).getByRole('button', { name: couponCardWords.remove });
        await expect(remove).toBeVisible();
        const added = `mercato:coupon-added {"couponId":${fresh.id},"code":"${fresh.code}"`;
        await expect(events).toContainText([added]);

        // The framework swaps them (one is moved): the same elements, kept as they were, without a reload.
        const loads: string[] = [];
        page.on('request', (r) => {
          if (r.method() === 'GET' && new URL(r.url()).pathname === `${API}/auth/coupons`) loads.push(r.url());
        });
        const before = [await first.elementHandle(), await second.elementHandle()];
        await set(page, { couponsSwapped: true });
        expect(await page.locator('mercato-coupon-cards').evaluateAll((els) => els.map((el) => el.id))).toEqual([
          'coupons-2',
          'coupons',
        ]);
        expect(
          await page.evaluate(
            ([x, y]) => x === document.getElementById('coupons') && y === document.getElementById('coupons-2'),
            before,
          ),
        ).toBe(true);
        await expect(first.getByText(couponTexts.added)).toHaveCount(1);
        // Its listeners moved with it: 'Rimuovi' gives the coupon back and says so to the framework.
        await remove.click();
        await expect(add).toBeVisible();
        const removed = `mercato:coupon-removed {"couponId":${fresh.id},"code":"${fresh.code}"`;
        await expect(events).toContainText([added, removed]);
        await expect(events).toHaveCount(2);
        expect(loads).toEqual([]);
      });
    });

    test('defined later: props and attributes written before, children, the cookie centre and the chatbot', async ({
      page,
      guest,
    }) => {
      // This origin has no decision of its own (the banner version is in its local storage): a first visit.
      await openHost(page, host, { later: true });
      const [product] = guest.products;
      const checkoutUrl = `${SHOP}/checkout/trolley?da=${host}`;
      // A path on the API's origin, told apart by its query (the shop's socket ignores it).
      const socketUrl = `/commerce/resources/chat/socket?da=${host}`;
      const note = 'Il negozio Mercato si sta caricando…';
      const children = page.locator('#checker > p, #trolley > p');
      const checker = page.locator('#checker');
      const chosen = checker.getByRole('heading', { name: 'Hai scelto il servizio' });
      const cookies = page.locator('#cookies');
      const banner = cookies.getByRole('region', { name: consentBanner.bannerLabel });
      const chatbot = page.locator('#chatbot');
      const events = page.locator('#events li');

      await test.step('5. props written before the elements are defined (camelCase in the frameworks)', async () => {
        await expect(children).toHaveText([note, note]);
        for (const child of await children.all()) await expect(child).toBeVisible();
        await set(page, {
          logged: true,
          currentService: 'Clicca e Vai',
          checkoutUrl,
          products: [product!],
          cookies: true,
          policyUrl: `/cookie-policy?da=${host}`,
          bannerHidden: true,
          chatbot: true,
          chatDisabled: true,
          socketUrl,
        });
        expect(await defined(page)).toBe(false);
        // What the page wrote: React, Vue and Preact write the camelCase props they do not know as attributes,
        // which HTML lower-cases; the HTML page writes the documented kebab-case attributes.
        const names = (selector: string) => page.locator(selector).evaluate((el) => el.getAttributeNames());
        const html = host === 'html';
        expect(await names('#checker')).toContain(html ? 'current-service' : 'currentservice');
        expect(await names('#trolley')).toContain(html ? 'checkout-url' : 'checkouturl');
        expect(await names('mercato-add-to-trolley')).toContain(html ? 'product-id' : 'productid');
        expect(await names('#cookies')).toEqual(
          expect.arrayContaining(html ? ['policy-url', 'banner-hidden'] : ['policyurl', 'bannerhidden']),
        );
        expect(await names('#chatbot')).toEqual(
          expect.arrayContaining(['disabled', html ? 'socket-url' : 'socketurl']),
        );

        const config = page.waitForResponse((r) => r.url().includes('/analytics/cookie-center/config/'));
        await define(page);
        await config;
        await expect(chosen).toBeVisible();
        await expect(checker.getByText('Clicca e Vai')).toBeVisible();
        await expect(page.locator('#trolley').getByRole('link', { name: /^CARRELLO/ })).toHaveAttribute(
          'href',
          checkoutUrl,
        );
        const add = page.locator('mercato-add-to-trolley');
        await add.getByRole('button', { name: `Aggiungi al carrello Prodotto ${product}` }).click();
        await expect(add.getByRole('status')).toHaveText('Prodotto aggiunto al carrello');
        await expect(page.locator('#trolley .ft-count')).toHaveText('1');
      });

      await test.step('6. children are kept in the light DOM but not rendered; the framework still updates them', async () => {
        await expect(children).toHaveText([note, note]);
        for (const child of await children.all()) await expect(child).toBeHidden();
        await set(page, { note: 'Testo aggiornato dal framework' });
        await expect(children).toHaveText(['Testo aggiornato dal framework', 'Testo aggiornato dal framework']);
        for (const child of await children.all()) await expect(child).toBeHidden();
        await expect(chosen).toBeVisible();
      });

      await test.step("the cookie centre: the banner and the centre, events to the framework's handlers", async () => {
        await expect(banner).toBeHidden();
        await set(page, { bannerHidden: false });
        await expect(banner).toBeVisible();
        await expect(banner.getByRole('link', { name: spec.readPolicy })).toHaveAttribute(
          'href',
          `${SHOP}/cookie-policy?da=${host}`,
        );
        await set(page, { bannerHidden: true });
        await expect(banner).toBeHidden();
        // Dropped: HTML and React remove the attribute, Vue writes false, Preact writes ''.
        await set(page, { bannerHidden: undefined });
        await expect(banner).toBeVisible();

        await banner.getByRole('button', { name: consentBanner.close }).click();
        await expect(banner).toBeHidden();
        await expect(page.locator('#events')).toContainText('mercato:consent-saved {"source":"close"');

        // The page's own 'Gestisci cookie' (data-cookie-centre) downloads and opens the centre; Escape closes it.
        const manage = page.getByRole('button', { name: spec.manage, exact: true });
        await manage.click();
        const centre = cookies.getByRole('dialog', { name: spec.centreTitle });
        await expect(centre.getByRole('switch', { name: 'Cookie analitici' })).not.toBeChecked();
        await expect(page.locator('#events')).toContainText('mercato:cookie-centre-toggle {"open":true}');
        await page.keyboard.press('Escape');
        await expect(centre).toBeHidden();
        await expect(manage).toBeFocused();
        await expect(page.locator('#events')).toContainText('mercato:cookie-centre-toggle {"open":false}');
      });

      await test.step('the chatbot button: disabled and enabled by the framework, the panel opened and closed', async () => {
        await set(page, { events: [] });
        const launcher = chatbot.getByRole('button', { name: chat.openLabel });
        await expect(launcher).toBeDisabled();
        await set(page, { chatDisabled: false });
        await expect(launcher).toBeEnabled();
        await set(page, { chatDisabled: true });
        await expect(launcher).toBeDisabled();
        // Dropped: HTML and React remove the attribute, Vue sets undefined, Preact sets ''.
        await set(page, { chatDisabled: undefined });
        await expect(launcher).toBeEnabled();

        // The click downloads the panel, which connects to the socket-url given and takes the focus.
        const socket = page.waitForEvent('websocket');
        await launcher.click();
        const panel = chatbot.getByRole('dialog', { name: chat.title });
        await expect(panel.getByRole('textbox', { name: chat.input })).toBeFocused();
        expect((await socket).url()).toBe(`ws://localhost:${port}${socketUrl}`);
        await expect(page.locator('#events')).toContainText('mercato:chatbot-open null');
        // Every element of the page, defined late: checker, trolleys, add button, cookie centre, chat panel.
        await expectNoAxeViolations(page);
        await page.keyboard.press('Escape');
        await expect(panel).toBeHidden();
        await expect(launcher).toBeFocused();
        await expect(events).toHaveText(['mercato:chatbot-open null', 'mercato:chatbot-close null']);
      });
    });
  });
}
