// The trolley as a power guest uses it (issue 5 "Must show"): the floating trolley element and the
// add-to-trolley buttons against the real shop, in Chromium.
// The first tests add through <mercato-add-to-trolley> buttons put on the store home (the same element the
// listings hold), loading the element bundle from /elements/ the way a partner page does; the last one
// adds from a real listing page.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  API,
  enterAsPowerGuest,
  expectNoAxeViolations,
  hydrated,
  loginThroughPage,
  newCustomer,
  pickProducts,
  xsrf,
} from './helpers';

/** The floating trolley of the top menu (the site's, or one put in the page) and add buttons for `productIds`. */
async function mountTrolley(page: Page, productIds: number[] = []) {
  if ((await page.locator('.site-header__trolley, mercato-floating-trolley').count()) === 0) {
    await page.evaluate(() => {
      const el = document.createElement('mercato-floating-trolley');
      (document.querySelector('header') ?? document.body).prepend(el);
    });
  }
  await page.evaluate((ids) => {
    const list = document.createElement('ul');
    list.setAttribute('aria-label', 'Prodotti di prova');
    list.id = 'e2e-products';
    for (const id of ids) {
      const li = document.createElement('li');
      const add = document.createElement('mercato-add-to-trolley');
      add.setAttribute('product-id', String(id));
      add.setAttribute('description', `Prodotto ${id}`);
      li.append(add);
      list.append(li);
    }
    document.querySelector('main')?.append(list) ?? document.body.append(list);
  }, productIds);
  // The add buttons are elements: load their bundle (it also defines <mercato-floating-trolley>).
  if (!(await page.evaluate(() => !!customElements.get('mercato-add-to-trolley')))) {
    await page.addScriptTag({ type: 'module', url: '/elements/floating-trolley.js' });
  }
  await expect(trolleyLink(page)).toBeVisible();
  // The top menu's trolley is an island (client:idle): its server-rendered chevron does nothing until it
  // hydrates, which a loaded machine can delay past the first click.
  await expect(page.locator('.site-header__trolley astro-island[ssr]')).toHaveCount(0);
}

/** The site's top-menu trolley (an island), or the element put in the page. */
const trolleyWidget = (page: Page) => page.locator('.site-header__trolley, mercato-floating-trolley').first();
const trolleyLink = (page: Page) => trolleyWidget(page).getByRole('link', { name: /^CARRELLO/ });
const badge = (page: Page) => trolleyWidget(page).locator('.ft-count');
const chevron = (page: Page) => trolleyWidget(page).getByRole('button', { name: 'Mostra carrello' });
const panel = (page: Page) => trolleyWidget(page).getByRole('dialog');
const total = async (page: Page) => (await panel(page).locator('footer').innerText()).replace(/\s+/g, ' ');

async function add(page: Page, productId: number) {
  const el = page.locator(`mercato-add-to-trolley[product-id="${productId}"]`);
  await el.getByRole('button', { name: `Aggiungi al carrello Prodotto ${productId}` }).click();
  await expect(el.getByRole('status')).toHaveText('Prodotto aggiunto al carrello');
}

test.describe('trolley', () => {
  test('what a power guest put in the trolley is still there after logging in on /accedi', async ({
    page,
    context,
    request,
  }) => {
    // An account of the test's own (made on the `request` fixture's cookies, not the page's).
    const giulia = await newCustomer(request, 'giulia.bianchi@example.it');
    // Issue 13 point 16: the guest trolley joins the account's at login (the page passes the guest
    // session to the login, which merges the trolleys).
    await enterAsPowerGuest(page);
    const [product] = await pickProducts(page, 1);
    const added = await page.request.post(`${API}/auth/trolley/item`, {
      headers: await xsrf(context),
      data: { productId: product, quantity: 2 },
    });
    expect(added.ok()).toBe(true);
    await loginThroughPage(page, giulia.email, '/supermercato/home');
    await expect(page).toHaveURL(/\/supermercato\/home$/);
    const trolley = (await (await page.request.get(`${API}/auth/trolley?nav=supermercato`)).json()).data;
    const profile = (await (await page.request.get(`${API}/auth/profile/customer`)).json()).data;
    expect(profile.email).toBe(giulia.email);
    const line = trolley.items.find((i: { productId: number }) => i.productId === product);
    expect(line?.quantity).toBeGreaterThanOrEqual(2);
    await page.request.delete(`${API}/auth/trolley`, { headers: await xsrf(context) });
  });

  test('power guest: add three products, change a quantity, remove one, totals follow; reload keeps it; a second tab follows; empty it', async ({
    page,
    context,
  }) => {
    // The longest flow of the file: two tabs, a reload, axe at the end.
    test.slow();
    await enterAsPowerGuest(page);
    const [a, b, c] = await pickProducts(page, 3);
    await mountTrolley(page, [a!, b!, c!]);
    await expect(badge(page)).toHaveText('0');

    // Quantity 0: an empty notice, no navigation.
    await trolleyLink(page).click();
    await expect(trolleyWidget(page).getByText('Il tuo carrello è vuoto. Aggiungi dei prodotti.')).toBeVisible();
    await expect(page).toHaveURL(/\/supermercato\/home$/);

    await chevron(page).click();
    await expect(panel(page).getByText('carrello vuoto')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(panel(page)).toHaveCount(0);
    await expect(chevron(page)).toBeFocused();

    await add(page, a!);
    await add(page, b!);
    // A double click adds once.
    await page.locator(`mercato-add-to-trolley[product-id="${c}"]`).getByRole('button').dblclick();
    await expect(badge(page)).toHaveText('3');

    await chevron(page).click();
    await expect(panel(page).getByRole('heading', { name: '3 Prodotti' })).toBeVisible();
    await expect(panel(page).getByRole('listitem')).toHaveCount(3);
    await expectNoAxeViolations(page);
    const before = await total(page);

    await panel(page).getByRole('listitem').first().getByRole('combobox').selectOption('3');
    await expect(badge(page)).toHaveText('5');
    await expect.poll(() => total(page)).not.toBe(before);
    const afterChange = await total(page);

    await panel(page)
      .getByRole('listitem')
      .nth(1)
      .getByRole('button', { name: /^Rimuovi/ })
      .click();
    await expect(panel(page).getByRole('heading', { name: '2 Prodotti' })).toBeVisible();
    await expect(badge(page)).toHaveText('4');
    await expect.poll(() => total(page)).not.toBe(afterChange);

    // Reload: the trolley is kept (the server's).
    await page.reload();
    await mountTrolley(page, [a!, b!, c!]);
    await expect(badge(page)).toHaveText('4');

    // A second tab shows the same trolley, and each tab follows the other's changes without reloading.
    const other = await context.newPage();
    await other.goto('/supermercato/home');
    await mountTrolley(other, [b!]);
    await expect(badge(other)).toHaveText('4');
    await add(other, b!);
    await expect(badge(other)).toHaveText('5');
    await expect(badge(page)).toHaveText('5');

    // Empty it (asked first).
    await chevron(page).click();
    await expect(panel(page).getByRole('heading', { name: /^\d+ Prodott[oi]$/ })).toBeVisible();
    await panel(page).getByRole('button', { name: 'Svuota carrello' }).click();
    const confirm = trolleyWidget(page).getByRole('alertdialog', { name: 'Svuota carrello' });
    await expect(confirm).toContainText('Vuoi svuotare il carrello?');
    await confirm.getByRole('button', { name: 'Si' }).click();
    await expect(panel(page).getByText('carrello vuoto')).toBeVisible();
    await expect(badge(page)).toHaveText('0');
    await expect(badge(other)).toHaveText('0');
    await expectNoAxeViolations(page);
    await other.close();
  });

  test('while the trolley loads the floating trolley shows 5 skeleton rows, axe-clean', async ({ page }) => {
    await enterAsPowerGuest(page);
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    await page.route(`**${API}/auth/trolley`, async (route) => {
      if (route.request().method() === 'GET') await gate;
      await route.continue();
    });
    // The top menu loads the trolley as the page opens: open it again with the answer held back.
    await page.reload();
    await mountTrolley(page);
    await chevron(page).click();
    await expect(panel(page).locator('.mercato-skeleton--row')).toHaveCount(5);
    await expect(panel(page)).toHaveAttribute('aria-busy', 'true');
    await expectNoAxeViolations(page);
    release();
    await expect(panel(page).getByText('carrello vuoto')).toBeVisible();
  });

  test('adds three products from a listing page', async ({ page, context }) => {
    await enterAsPowerGuest(page);
    await page.request.delete(`${API}/auth/trolley`, { headers: await xsrf(context) });
    await page.getByRole('navigation', { name: 'Reparti' }).getByRole('link', { name: 'Latte', exact: true }).click();
    await expect(page.getByText(/\d+ risultati/).first()).toBeVisible();
    // The tiles' add buttons are brought to life by the page's one island: click each once it is live.
    const boxes = page.locator('.product-tile__add');
    for (let i = 0; i < 3; i++) {
      await boxes.nth(i).scrollIntoViewIfNeeded();
      await expect(boxes.nth(i)).toHaveAttribute('data-live', '');
      await boxes
        .nth(i)
        .getByRole('button', { name: /^Aggiungi al carrello/ })
        .click();
      await expect(trolleyWidget(page).locator('.ft-count')).toHaveText(String(i + 1));
    }
  });
});

test.describe('trolley button while busy', () => {
  test('the chevron keeps its place while the trolley loads, adds, removes a line and empties', async ({
    page,
    guest: _enteredAsPowerGuest,
    plain,
  }) => {
    const [a, b] = await plain(2);
    // A floating trolley element of its own, at a fixed place with room for its panel on the left: the
    // add buttons are elements too, so they share its store (and its spinner) through the element bundle.
    const mine = page.locator('#carrello-di-prova');
    const link = mine.getByRole('link', { name: /^CARRELLO/ });
    const spinner = link.locator('.ft-spinner');
    const mineChevron = mine.getByRole('button', { name: 'Mostra carrello' });
    const minePanel = mine.getByRole('dialog');
    const box = () => mineChevron.boundingBox();
    /** Holds the calls `method API/path…` until the busy chevron is measured; `act` starts the step. */
    const held = async (method: string, path: string, act: () => Promise<unknown>) => {
      let release!: () => void;
      const gate = new Promise<void>((r) => {
        release = r;
      });
      const matches = (url: URL) => url.pathname.startsWith(`${API}/${path}`);
      await page.route(matches, async (route) => {
        if (route.request().method() !== method) return route.fallback();
        await gate;
        await route.continue();
      });
      await act();
      await expect(spinner).toBeVisible();
      const busy = await box();
      release();
      await expect(spinner).toHaveCount(0);
      await page.unroute(matches);
      return busy;
    };

    await page.goto('/supermercato/home');
    await hydrated(page);
    // Loading: the element reads the trolley when it starts.
    const loading = await held('GET', 'auth/trolley', async () => {
      await page.evaluate(() => {
        const place = document.createElement('div');
        place.style.cssText = 'position: fixed; top: 8rem; left: 32rem; z-index: 1000; background: white';
        const trolley = document.createElement('mercato-floating-trolley');
        trolley.id = 'carrello-di-prova';
        place.append(trolley);
        document.body.append(place);
      });
      await mountTrolley(page, [a!.id, b!.id]);
    });
    await expect(mine.locator('.ft-count')).toHaveText('0');
    const idle = await box();
    expect(idle).not.toBeNull();
    expect(loading).toEqual(idle);

    const adding = await held('POST', 'auth/trolley/item', () =>
      page.locator(`mercato-add-to-trolley[product-id="${a!.id}"]`).getByRole('button').click(),
    );
    expect(adding).toEqual(idle);
    await add(page, b!.id);
    await expect(mine.locator('.ft-count')).toHaveText('2');

    await mineChevron.click();
    await expect(minePanel.getByRole('listitem')).toHaveCount(2);
    const removing = await held('DELETE', 'auth/trolley/item/', () =>
      minePanel
        .getByRole('listitem')
        .first()
        .getByRole('button', { name: /^Rimuovi/ })
        .click(),
    );
    expect(removing).toEqual(idle);
    await expect(mine.locator('.ft-count')).toHaveText('1');

    const emptying = await held('DELETE', 'auth/trolley', async () => {
      await minePanel.getByRole('button', { name: 'Svuota carrello' }).click();
      await mine.getByRole('alertdialog', { name: 'Svuota carrello' }).getByRole('button', { name: 'Si' }).click();
    });
    expect(emptying).toEqual(idle);
    await expect(mine.locator('.ft-count')).toHaveText('0');
    expect(await box()).toEqual(idle);
  });
});

test.describe('a shopper without a live session', () => {
  /** The listing of 'Latte' as the page shows it, its first tile's add button live. */
  async function firstAddButton(page: Page) {
    await page.getByRole('navigation', { name: 'Reparti' }).getByRole('link', { name: 'Latte', exact: true }).click();
    const box = page.locator('.product-tile__add').first();
    await box.scrollIntoViewIfNeeded();
    await expect(box).toHaveAttribute('data-live', '');
    return box.getByRole('button', { name: /^Aggiungi al carrello/ });
  }

  test("whose session the shop ended is told 'Sessione scaduta: login necessaria...', then the login", async ({
    page,
    context,
  }) => {
    await newCustomer(page.request, 'mario.rossi@example.it');
    await page.goto('/supermercato/home');
    const addButton = await firstAddButton(page);
    const listing = new URL(page.url()).pathname;
    // The shop ends the session (as an expiry would); the browser still holds its cookies.
    const cookies = await context.cookies();
    expect((await page.request.get(`${API}/logout/supermercato`, { maxRedirects: 0 })).status()).toBeLessThan(400);
    await context.addCookies(cookies);
    await addButton.click();
    // The toast, read before the login opens; never the free visitor's prompt.
    await expect(page.getByRole('alert').getByText('Sessione scaduta: login necessaria...')).toBeVisible();
    await expect(page.getByText("Vuoi effettuare l'accesso?")).toHaveCount(0);
    await expect(page).toHaveURL(/\/accedi\?next=/);
    expect(new URL(page.url()).searchParams.get('next')).toBe(listing);
  });

  test("a free visitor's add asks 'Vuoi effettuare l'accesso?' without calling the shop", async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/auth/trolley/item')) calls.push(r.url());
    });
    await page.goto('/supermercato/home');
    await expect(page.locator('html')).toHaveAttribute('data-mercato-visit', 'freeVisit');
    await (await firstAddButton(page)).click();
    const prompt = page.getByRole('alertdialog');
    await expect(prompt).toContainText("Vuoi effettuare l'accesso?");
    await expect(prompt).toContainText(
      "Per inserire l'articolo nel carrello devi registrarti ed effettuare il login al sito.",
    );
    expect(calls).toEqual([]);
  });
});

test.describe('trolley element attributes', () => {
  test('upgrade with the lower-case attributes frameworks write; open and quantity follow their attributes and properties', async ({
    page,
  }) => {
    await page.goto('/index');
    await hydrated(page);
    expect(await page.evaluate(() => !!customElements.get('mercato-floating-trolley'))).toBe(false);
    // Before the bundle defines them, as React, Vue and Preact write checkoutUrl / productId / quantity.
    await page.evaluate(() => {
      const trolley = document.createElement('mercato-floating-trolley');
      trolley.id = 'carrello-di-prova';
      trolley.setAttribute('checkoutUrl', '/carrello-di-prova');
      const add = document.createElement('mercato-add-to-trolley');
      add.id = 'aggiungi-di-prova';
      add.setAttribute('productId', '1');
      add.setAttribute('quantity', '');
      document.body.prepend(trolley, add);
    });
    await page.addScriptTag({ type: 'module', url: '/elements/floating-trolley.js' });
    const trolley = page.locator('#carrello-di-prova');
    const add = page.locator('#aggiungi-di-prova');
    await expect(trolley.getByRole('link', { name: /^CARRELLO/ })).toHaveAttribute('href', '/carrello-di-prova');
    const quantity = add.getByLabel('Quantità');
    await expect(quantity).toHaveValue('1');
    await add.evaluate((el) => el.setAttribute('quantity', '4'));
    await expect(quantity).toHaveValue('4');
    await add.evaluate((el) => el.removeAttribute('quantity'));
    await expect(quantity).toHaveValue('1');
    const dialog = trolley.getByRole('dialog');
    await trolley.evaluate((el) => el.setAttribute('open', ''));
    await expect(dialog).toBeVisible();
    await trolley.evaluate((el) => el.removeAttribute('open'));
    await expect(dialog).toHaveCount(0);
    // Preact sets a removed boolean property to '': closed.
    await trolley.evaluate((el) => Object.assign(el, { open: true }));
    await expect(dialog).toBeVisible();
    await trolley.evaluate((el) => Object.assign(el, { open: '' }));
    await expect(dialog).toHaveCount(0);
  });
});

test.describe('trolley element parts downloaded when reached', () => {
  test('a failed download of the floating trolley says so instead of loading forever, and Riprova opens it', async ({
    page,
  }) => {
    // The element's panel is a chunk of its own (dist/elements/chunks/TrolleyPanel-*.js).
    const blocked = '**/elements/chunks/TrolleyPanel-*.js';
    await page.route(blocked, (route) => route.abort('internetdisconnected'));
    await page.goto('/index');
    await hydrated(page);
    await page.evaluate(() => {
      const el = document.createElement('mercato-floating-trolley');
      el.id = 'carrello-di-prova';
      document.body.prepend(el);
    });
    await page.addScriptTag({ type: 'module', url: '/elements/floating-trolley.js' });
    const el = page.locator('#carrello-di-prova');
    await el.getByRole('button', { name: 'Mostra carrello' }).click();
    const alert = el
      .getByRole('alert')
      .filter({ hasText: 'Caricamento non riuscito. Controlla la connessione e riprova.' });
    await expect(alert).toBeVisible();
    await expect(el.getByText('Caricamento del carrello…')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.unroute(blocked);
    await alert.getByRole('button', { name: 'Riprova' }).click();
    await expect(el.getByRole('dialog')).toBeVisible();
    await expect(alert).toHaveCount(0);
  });
});

test.describe('origin choice', () => {
  // Mele Fuji (seed: 'Italia' or 'Spagna', in stock, no promotion): the origin is asked before the add.
  const MELE = { path: '/supermercato/prodotto/1000465/mele-fuji', name: 'Mele Fuji' };

  test('a product of several origins asks the origin first; the trolley shows the one chosen', async ({
    page,
    customer: _loggedIn,
  }) => {
    await page.goto(MELE.path);
    await expect(page.locator('.product-add astro-island[ssr]')).toHaveCount(0);
    await page.getByRole('button', { name: new RegExp(`^Aggiungi al carrello\\s*${MELE.name}$`) }).click();
    const dialog = page.getByRole('alertdialog', { name: `Scegli l'origine di ${MELE.name}` });
    await expect(dialog.getByRole('radio')).toHaveCount(2);
    await expectNoAxeViolations(page, '.mercato-modal');
    await dialog.getByRole('radio', { name: 'Spagna' }).check();
    await dialog.getByRole('button', { name: 'Aggiungi al carrello' }).click();
    await expect(dialog).toBeHidden();
    await expect(trolleyWidget(page).locator('.ft-count')).toHaveText('1');
    await chevron(page).click();
    const row = trolleyWidget(page).getByRole('listitem').filter({ hasText: MELE.name });
    await expect(row).toContainText('Origine: Spagna');
  });
});
