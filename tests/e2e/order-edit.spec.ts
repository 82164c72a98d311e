// Changing an order before its cut-offs (issue 17; spec orders §2 order edit dialog, change-slot page,
// /ordini/modifica/{action}/{orderId}; §4; §8; shell §4 redirector): a customer moves an order to another
// slot and sees it on the list, changes its content and confirms it again through the checkout (the list
// shows the new order and the old one replaced), another cancels an order; an order past its cut-off
// offers nothing and the shop refuses a direct call. Customers of the demo seed only this spec uses:
// generated customers 10 (martina.rizzo6) and 15 (stefano.conti11). The dialog opens through the
// order-modify redirector (the link of the confirmation e-mail), the orders list's 'Modifica' buttons
// open the same dialog.
import { expect, test, type Page } from '@playwright/test';
import type { SlotWeek } from '@mercato/contracts';
import type { OrderCard, OrderPage } from '@mercato/contracts/checkout';
import { checkoutOf, putInTrolley } from './checkout-steps-helpers.ts';
import { API, addableProducts, expectNoAxeViolations, hydrated, italianDay, loginAs, xsrf } from './helpers.ts';

// The tests share the orders the seed gave this file's demo customer: one after another, in one worker.
test.describe.configure({ mode: 'default' });

const MARTINA = 'martina.rizzo6@example.it';
const STEFANO = 'stefano.conti11@example.it';
const DEADLINE = "Oltre il termine ultimo non sara' possibile apportare modifiche.";

/** Logs in and lands on 'Ordini Online' (giving the sale conditions and privacy acceptances when asked). */
async function login(page: Page, email: string) {
  await loginAs(page, email, '/ordini/precedenti');
  await expect(page).toHaveURL(/\/(ordini\/precedenti|rule-agreement\?bloccato=1)$/);
  if (page.url().includes('rule-agreement')) {
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    // No address chosen now (the rule agreement's first question, ADR 0053), then the two acceptances.
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByLabel(/condizioni generali di vendita/).check();
    await page.getByLabel(/informativa sulla privacy/).check();
    await page.getByRole('button', { name: 'Continua' }).click();
    await expect(page).not.toHaveURL(/rule-agreement/);
    await page.goto('/ordini/precedenti');
  }
  await expect(page).toHaveURL(/\/ordini\/precedenti$/);
}

async function myOrders(page: Page): Promise<OrderCard[]> {
  const res = await page.request.get(`${API}/auth/orders`);
  expect(res.ok()).toBe(true);
  return ((await res.json()).data as OrderPage).orders;
}
const cardOf = async (page: Page, id: number): Promise<OrderCard> =>
  (await (await page.request.get(`${API}/auth/orders/${id}`)).json()).data as OrderCard;

/** The first order of a group whose slot, content and cancel are all still open (no payment pending). */
async function editableOrder(page: Page): Promise<OrderCard> {
  const order = (await myOrders(page)).find(
    (o) =>
      o.orderAction === 'MODIFY_OR_DELETE' &&
      o.slotModifiable &&
      o.linkedToOrderId === null &&
      o.paymentRecoveryStatus === null,
  );
  expect(order, 'an editable order in the demo data').toBeTruthy();
  return order as OrderCard;
}

/** Opens the order edit dialog through the order-modify redirector. */
async function openDialog(page: Page, order: OrderCard, action: 'SLOT' | 'ORDER') {
  await page.goto(`/ordini/modifica-ordine/${order.orderId}?action=${action}`);
  await hydrated(page);
  const dialog = page.getByRole('dialog', { name: `Modifica ordine n. ${order.publicOrderId}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(DEADLINE)).toBeVisible();
  return dialog;
}

test.describe
  .serial('customer 10 changes an order', () => {
    test('changes the slot on the change-delivery page and sees the new slot on the list', async ({ page }) => {
      await login(page, MARTINA);
      const order = await editableOrder(page);
      const dialog = await openDialog(page, order, 'SLOT');
      await expectNoAxeViolations(page);
      await dialog.getByRole('link', { name: 'Modifica giorno e orario' }).click();
      await expect(page).toHaveURL(new RegExp(`/ordini/modifica-consegna\\?orderId=${order.orderId}$`));
      await hydrated(page);

      // A free slot of a later day than the order's (its cut-offs keep their lead time: still open after).
      const week = (await (await page.request.get(`${API}/auth/slots?orderId=${order.orderId}`)).json())
        .data as SlotWeek;
      const target = week.days
        .flatMap((d) => d.slots)
        .find((s) => s.state === 'AVAILABLE' && !s.notAvailable && s.startDate > order.slotDate);
      expect(target, 'a free slot in the order week').toBeTruthy();
      const picker = page.locator('.sp');
      await expect(picker.getByRole('heading', { name: 'Scegli la nuova data di consegna' })).toBeVisible();
      // Before 'Conferma modifica': the delivery price stays the order's, whatever the slots say.
      const price = (order.slotPrice / 100).toFixed(2).replace('.', ',');
      await expect(
        page.getByText(
          order.slotPrice > 0
            ? new RegExp(`Il costo della consegna resta quello pagato con l'ordine, ${price}\\s€, qualunque fascia`)
            : 'La consegna resta gratuita, qualunque fascia oraria tu scelga',
        ),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      const cell = picker.getByRole('grid').getByRole('button', {
        name: new RegExp(`^${italianDay(target!.startDate)}, ${target!.startTime}–${target!.endTime}, `),
      });
      await cell.click();
      await picker.getByRole('button', { name: 'Conferma modifica' }).click();

      await expect(page).toHaveURL(/\/ordini\/precedenti$/);
      const moved = await cardOf(page, order.orderId);
      expect([moved.slotDate, moved.slotStartTime, moved.slotEndTime]).toEqual([
        target!.startDate,
        target!.startTime,
        target!.endTime,
      ]);
      expect(moved.version).toBe(order.version + 1);
      expect([moved.slotPrice, moved.totalAmount]).toEqual([order.slotPrice, order.totalAmount]);
      const onList = page.getByRole('article', { name: new RegExp(order.publicOrderId) });
      await expect(onList).toContainText(`${target!.startTime}`);
      await expect(onList).toContainText(italianDay(target!.startDate));
    });

    test("opening the content page changes nothing: the edit starts only on its POST with the session's token", async ({
      page,
    }) => {
      await login(page, MARTINA);
      const order = await editableOrder(page);
      const path = `/ordini/modifica/${order.orderAction}/${order.orderId}`;
      // A link, a prefetch or a crawler with the session: a GET shows the question, nothing starts.
      const opened = await page.request.get(path, { maxRedirects: 0 });
      expect(opened.status()).toBe(200);
      expect(await opened.text()).toContain('Sì, modifica contenuto');
      expect((await checkoutOf(page)).editing).toBeNull();
      // A same-origin POST without the session's token (or with another session's): refused, nothing starts.
      const origin = new URL(page.url()).origin;
      const forms: Record<string, string>[] = [
        { version: String(order.version) },
        { version: String(order.version), xsrf: 'x'.repeat(43) },
      ];
      for (const form of forms) {
        const forged = await page.request.post(path, { form, headers: { origin }, maxRedirects: 0 });
        expect(forged.status()).toBe(403);
        expect(await forged.text()).toContain('Richiesta non autorizzata: ricarica la pagina e riprova.');
      }
      expect((await checkoutOf(page)).editing).toBeNull();
      const after = await cardOf(page, order.orderId);
      expect([after.orderStatus, after.version]).toEqual([order.orderStatus, order.version]);
      await page.goto(path);
      await expectNoAxeViolations(page);
    });

    test('changes the content, confirms through the checkout, and the order is replaced', async ({ page }) => {
      await login(page, MARTINA);
      const order = await editableOrder(page);
      // Products the store sells now (found with trial adds in the ordinary trolley, emptied after).
      const candidates = await addableProducts(page, 8);
      const dialog = await openDialog(page, order, 'ORDER');
      await dialog.getByRole('link', { name: 'Modifica contenuto' }).click();
      // The page asks first (a GET changes nothing); the edit starts on its POST.
      await expect(
        page.getByRole('heading', { name: `Vuoi modificare il contenuto dell'ordine n. ${order.publicOrderId}?` }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Sì, modifica contenuto' }).click();

      // The checkout's trolley page in edit-order mode: the notice, the order's lines.
      await expect(page).toHaveURL(/\/checkout\/trolley$/);
      await hydrated(page);
      await expect(page.getByText(`Stai modificando l'ordine n. ${order.publicOrderId}`)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Annulla modifica' })).toBeVisible();
      await expectNoAxeViolations(page);
      const before = await checkoutOf(page);
      expect(before.editing?.orderId).toBe(order.orderId);
      expect(before.trolley.items.length).toBe(order.linesCount);

      // One product more, paid at delivery, and confirmed on the summary page.
      const inOrder = new Set(before.trolley.items.map((i) => i.productId));
      const extra = candidates.find((id) => !inOrder.has(id));
      expect(extra).toBeTruthy();
      await putInTrolley(page, [[extra as number, 1]]);
      const headers = await xsrf(page.context());
      const paid = await page.request.patch(`${API}/auth/checkout`, {
        headers,
        data: { payment: { type: 'HOME', walletId: null } },
      });
      expect(paid.ok()).toBe(true);
      const ready = await checkoutOf(page);
      if (ready.mobileVerificationRequired) test.skip(true, 'the demo address asks for the SMS code first');
      await page.goto('/checkout/summary');
      await hydrated(page);
      await expect(page.getByText(`Stai modificando l'ordine n. ${order.publicOrderId}`)).toBeVisible();
      await page.getByRole('button', { name: ready.payment.buttonLabel }).first().click();
      await expect(page).toHaveURL(/\/checkout\/order\/success\/\d+$/);
      const newId = Number(page.url().split('/').pop());

      const old = await cardOf(page, order.orderId);
      expect(old.orderStatus).toBe('SOSTITUITO');
      const fresh = await cardOf(page, newId);
      expect(fresh.linesCount).toBe(order.linesCount + 1);
      expect([fresh.slotDate, fresh.slotStartTime]).toEqual([old.slotDate, old.slotStartTime]);
      // The list: the new order, and the old one replaced.
      await page.goto('/ordini/precedenti');
      await expect(page.getByRole('article', { name: new RegExp(fresh.publicOrderId) })).toBeVisible();
      await expect(page.getByRole('article', { name: new RegExp(order.publicOrderId) })).toContainText('Sostituito');
      // The ordinary trolley is the customer's again.
      expect((await checkoutOf(page)).editing).toBeNull();
    });
  });

test.describe
  .serial('customer 15', () => {
    test("cancels an order after 'Confermi di voler cancellare l'ordine?'", async ({ page }) => {
      await login(page, STEFANO);
      const order = await editableOrder(page);
      const dialog = await openDialog(page, order, 'SLOT');
      await dialog.getByRole('button', { name: 'Annulla ordine' }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toContainText("Confermi di voler cancellare l'ordine?");
      await expectNoAxeViolations(page);
      await confirm.getByRole('button', { name: 'Sì, annulla ordine' }).click();
      await expect(page).toHaveURL(/\/ordini\/precedenti$/);
      expect((await cardOf(page, order.orderId)).orderStatus).toBe('ANNULLATO');
      await expect(page.getByRole('article', { name: new RegExp(order.publicOrderId) })).toContainText('Annullato');
    });

    test('an order past its cut-off offers no change, and the shop refuses a direct call', async ({ page }) => {
      await login(page, STEFANO);
      const late = (await myOrders(page)).find(
        (o) => o.orderStatus === 'IN_LAVORAZIONE' && o.orderAction === 'NO_ACTION',
      ) as OrderCard;
      expect(late, 'an order past its cut-offs in the demo data').toBeTruthy();
      // No 'Modifica' on its card.
      const card = page.getByRole('article', { name: new RegExp(late.publicOrderId) });
      await expect(card).toBeVisible();
      await expect(card.getByRole('button', { name: /Modifica/ })).toHaveCount(0);
      // The redirector sends to the order's detail after its loader.
      const toDetail = page.waitForRequest((r) => r.url().endsWith(`/ordini/ordine/${late.orderId}`));
      await page.goto(`/ordini/modifica-ordine/${late.orderId}?action=ORDER`);
      await expect(page.getByRole('status').filter({ hasText: 'ti stiamo portando al dettaglio' })).toBeVisible();
      await toDetail;
      // Direct calls, with the XSRF header: refused, nothing changes.
      const headers = await xsrf(page.context());
      const cancel = await page.request.post(`${API}/auth/orders/${late.orderId}/cancel`, {
        headers,
        data: { version: late.version },
      });
      expect(cancel.status()).toBe(409);
      expect((await cancel.json()).error.message).toBe(DEADLINE);
      const edit = await page.request.post(`${API}/auth/orders/${late.orderId}/edit`, {
        headers,
        data: { version: late.version },
      });
      expect(edit.status()).toBe(409);
      // The content page too (the dialog's link, opened by hand): refused with the deadline note.
      const contentPage = await page.request.get(`/ordini/modifica/MODIFY/${late.orderId}`, { maxRedirects: 0 });
      expect(contentPage.status()).toBe(409);
      expect(await contentPage.text()).toContain('Oltre il termine ultimo non sara&#39; possibile');
      const after = await cardOf(page, late.orderId);
      expect([after.orderStatus, after.version]).toEqual(['IN_LAVORAZIONE', late.version]);
    });
  });
