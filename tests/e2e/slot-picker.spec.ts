// <mercato-slot-picker> in Chromium: the built element served by the shop (/elements/slot-picker.js) on a
// page of the test, its calls answered by the tests' slot shop (tests/support/slot-shop.ts, the
// contract's shapes) through page.route: every layout and mode passes axe at
// 1280 and 390 px, the booking works by keyboard alone, a phone keeps the seven days, a place taken by
// another shopper shows at once. With SLOT_PICKER_SHOTS=<folder> it also saves a screenshot of each.
import { expect, test, type Page } from '@playwright/test';
import { createSlotShop, slotIdOf, type SlotShopOptions } from '../support/slot-shop.ts';
import { expectNoAxeViolations } from './helpers';

const SHOTS = process.env.SLOT_PICKER_SHOTS;

const harness = (body: string) => `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Prenota la consegna</title>
<style>body{margin:0;padding:16px;background:#f6f7f4;font-family:system-ui,sans-serif}main{max-width:62rem;margin:0 auto;display:grid;gap:24px}</style>
<script type="module" src="/elements/slot-picker.js"></script>
</head>
<body><main><h1>Prenota la consegna</h1>${body}</main></body>
</html>`;

interface Harness {
  shop: ReturnType<typeof createSlotShop>;
  /** Sends an event on the slots' streams (they wait for it). */
  sendEvent: (slotId: number, state: string) => void;
}

async function open(page: Page, body: string, options: SlotShopOptions = {}): Promise<Harness> {
  const shop = createSlotShop(options);
  let send: (data: string) => void = () => undefined;
  const event = new Promise<string>((resolve) => (send = resolve));
  await page.route('**/commerce/resources/**', async (route) => {
    const req = route.request();
    if (req.url().includes('/slots/events')) {
      // One event when the test sends it; `retry` keeps the browser from reconnecting during the test.
      const data = await event;
      await route.fulfill({
        status: 200,
        headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-store' },
        body: `retry: 600000\n\nevent: slot\ndata: ${data}\n\n`,
      });
      return;
    }
    const res = await shop.fetch(req.url(), { method: req.method(), body: req.postData() ?? undefined });
    await route.fulfill({ status: res.status, contentType: 'application/json', body: await res.text() });
  });
  await page.route('**/slot-picker-harness', (route) =>
    route.fulfill({ contentType: 'text/html', body: harness(body) }),
  );
  await page.goto('/slot-picker-harness');
  return { shop, sendEvent: (slotId, state) => send(JSON.stringify({ slotId, state })) };
}

const name = (text: string) => text.replace(/ €/g, '\u00a0€');
const THU_10 = name('giovedì 26 novembre, 10:00–12:00, 3,90 €, disponibile, eco');

const EVERY_LAYOUT = `
<mercato-slot-picker logged></mercato-slot-picker>
<mercato-slot-picker logged layout="slider" mode="tab"></mercato-slot-picker>
<mercato-slot-picker logged layout="day" mode="order"></mercato-slot-picker>
<mercato-slot-picker logged layout="lite" site="prenotazioni"></mercato-slot-picker>
<mercato-slot-picker logged modify order-id="77"></mercato-slot-picker>
<mercato-slot-picker postcode="20121" site="drive"></mercato-slot-picker>
<mercato-slot-picker></mercato-slot-picker>`;

async function everyLayoutShown(page: Page) {
  const pickers = page.locator('mercato-slot-picker');
  await expect(pickers).toHaveCount(7);
  await expect(page.getByRole('grid')).toHaveCount(3);
  await expect(pickers.nth(1).getByRole('tab')).toHaveCount(7);
  await expect(pickers.nth(2).getByRole('heading', { name: 'giovedì 26 novembre' })).toBeVisible();
  await expect(pickers.nth(3).getByRole('heading', { level: 4 })).toHaveCount(3);
  await expect(pickers.nth(4).getByRole('heading', { name: 'Scegli la nuova data di consegna' })).toBeVisible();
  await expect(pickers.nth(5).getByRole('link', { name: 'Accedi per prenotare' })).toBeVisible();
  await expect(pickers.nth(6).getByText("Effettua l'accesso per utilizzare il servizio")).toBeVisible();
}

test.describe('<mercato-slot-picker>', () => {
  for (const width of [1280, 390]) {
    test(`every layout and mode passes axe at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page, EVERY_LAYOUT);
      await everyLayoutShown(page);
      const pickers = page.locator('mercato-slot-picker');
      // The slider's 'VEDI TUTTI' view and a chosen slot in modify mode.
      await pickers.nth(1).getByRole('button', { name: 'VEDI TUTTI' }).click();
      await pickers.nth(4).getByRole('button', { name: THU_10 }).click();
      await expect(pickers.nth(4).getByText('Nuova data scelta: giovedì 26 novembre, 10:00–12:00')).toBeVisible();
      await pickers.nth(0).getByText('Scegli da un elenco').click();
      await expect(pickers.nth(0).getByLabel('Giorno')).toBeVisible();
      await expectNoAxeViolations(page);
      if (SHOTS) {
        const names = ['week', 'slider-all-tab', 'day-order', 'lite', 'modify', 'partner', 'free-visitor'];
        for (let i = 0; i < names.length; i++)
          await pickers.nth(i).screenshot({ path: `${SHOTS}/${names[i]}-${width}.png` });
      }
    });
  }

  test('the booked summary, its extend prompt, the dialogs and a lost race pass axe', async ({ page }) => {
    const now = Date.now();
    const { shop } = await open(page, '<mercato-slot-picker logged></mercato-slot-picker>', {
      reservation: {
        slotId: slotIdOf(1, 2),
        reservedUntil: new Date(now + 5 * 60_000).toISOString(),
        extendFrom: new Date(now - 5 * 60_000).toISOString(),
      },
    });
    await expect(page.getByRole('heading', { name: 'La tua prenotazione' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Prolunga' })).toBeVisible();
    await expectNoAxeViolations(page);
    if (SHOTS) await page.locator('mercato-slot-picker').screenshot({ path: `${SHOTS}/summary-extend.png` });
    await page.getByRole('button', { name: 'Modifica Prenotazione' }).click();
    await page
      .getByRole('button', { name: /18:00–20:00, .*bloccato dal contenuto del carrello/ })
      .first()
      .click({ force: true }); // aria-disabled: Playwright would wait for it to be enabled
    const blocked = page.getByRole('alertdialog', { name: 'Fascia non prenotabile' });
    await expect(blocked).toBeVisible();
    await expectNoAxeViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/dialog-blocked.png` });
    await blocked.getByRole('button', { name: 'OK' }).click();
    shop.loseRaceFor(slotIdOf(0, 2));
    await page.getByRole('button', { name: THU_10 }).click();
    const replace = page.getByRole('alertdialog', { name: 'Modifica Prenotazione' });
    await replace.getByRole('button', { name: 'Si' }).click();
    const lost = page
      .getByRole('alert')
      .filter({ hasText: 'Questa fascia è appena stata prenotata da un altro cliente.' });
    await expect(lost).toBeVisible();
    await expect(lost.getByRole('button')).toHaveCount(3);
    await expectNoAxeViolations(page);
    if (SHOTS) await page.locator('mercato-slot-picker').screenshot({ path: `${SHOTS}/lost-race.png` });
  });

  test('books a slot by keyboard alone', async ({ page }) => {
    const { shop } = await open(page, '<mercato-slot-picker logged></mercato-slot-picker>');
    await expect(page.getByRole('grid')).toBeVisible();
    // Tab reaches the grid once (its first bookable cell), arrows move inside it.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      if (await page.getByRole('grid').getByRole('button').and(page.locator(':focus')).count()) break;
    }
    await expect(
      page.getByRole('button', {
        name: name('venerdì 27 novembre, 08:00–10:00, 1,90 €, disponibile, promozionale, ordine farmacia'),
      }),
    ).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('button', { name: THU_10 })).toBeFocused();
    await page.keyboard.press('Enter');
    const summary = page.getByRole('heading', { name: 'La tua prenotazione' });
    await expect(summary).toBeFocused();
    await expect(page.getByText('Prenotazione valida fino alle 12:00')).toBeVisible();
    expect(shop.callsTo('auth/slots/reservation')).toHaveLength(1);
    // 'Modifica Prenotazione' by keyboard, then PageDown to the next week.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Modifica Prenotazione' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('button', { name: name('giovedì 26 novembre, 10:00–12:00, 3,90 €, prenotato, eco') }),
    ).toBeFocused();
    await page.keyboard.press('PageDown');
    await expect(page.getByText('Dal 3 dicembre al 9 dicembre', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('button', { name: name('giovedì 3 dicembre, 10:00–12:00, 5,90 €, disponibile') }),
    ).toBeFocused();
  });

  test('on a phone the grid keeps the seven days in view, without scrolling sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '<mercato-slot-picker logged></mercato-slot-picker>');
    const grid = page.getByRole('grid');
    await expect(grid).toBeVisible();
    const headers = grid.getByRole('columnheader');
    await expect(headers).toHaveCount(8);
    for (let i = 1; i < 8; i++) {
      const box = (await headers.nth(i).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    const scroller = await page.locator('mercato-slot-picker .sp-scroll').evaluate((el) => ({
      scroll: el.scrollWidth,
      client: el.clientWidth,
    }));
    expect(scroller.scroll).toBeLessThanOrEqual(scroller.client);
    // Cells stay large enough to press.
    const box = (await page.getByRole('button', { name: THU_10 }).boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(36);
    expect(box.height).toBeGreaterThanOrEqual(40);
  });

  test('a place taken by another shopper shows sold out without a reload', async ({ page }) => {
    const { sendEvent } = await open(page, '<mercato-slot-picker logged></mercato-slot-picker>');
    const slot = page.getByRole('button', { name: THU_10 });
    await expect(slot).toBeVisible();
    await expect(slot).not.toHaveAttribute('aria-disabled', 'true');
    sendEvent(slotIdOf(0, 2), 'SOLD_OUT');
    const soldOut = page.getByRole('button', { name: name('giovedì 26 novembre, 10:00–12:00, 3,90 €, esaurito, eco') });
    await expect(soldOut).toHaveAttribute('aria-disabled', 'true');
  });
});
