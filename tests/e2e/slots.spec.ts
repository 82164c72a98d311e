// The slot tab of the delivery header bar against the real shop (issue 15 "Must show"): a logged
// customer opens tab 2, goes to next week, books a slot and sees it on the slot button, changes it; a
// sold-out slot cannot be chosen; the whole booking by keyboard alone; two customers of one delivery
// area in two browser contexts: when one books the last place, the other's picker shows it sold out
// without a reload (server-sent events).
// Customers: Marco Russo and Roberto Barbieri, demo customers of the Milano Centro area that no other
// spec uses. Every test gives its bookings back, so the slots and the slot button of the other specs
// are as seeded. "The last place" is made through the shop's test fixture PUT test/slots/{id}/free-places
// (routes/test-hooks.ts, on with MERCATO_TEST_HOOKS=1 as playwright.config.ts starts the shop): the
// shop's calls do not say how many places a slot has left, and the seeded slots keep at least three.
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { API, hydrated, italianDay, loginAsNew, xsrf } from './helpers.ts';

const MARCO = 'marco.russo1@example.it';
const ROBERTO = 'roberto.barbieri7@example.it';

interface Slot {
  slotId: number;
  startDate: string;
  startTime: string;
  endTime: string;
  timeRangeId: number;
  state: string;
  notAvailable: boolean;
}
interface Week {
  site: string;
  nextFrom: string | null;
  timeRanges: { id: number }[];
  days: { date: string; slots: Slot[] }[];
  firstAvailable: Slot | null;
  reservation: { slotId: number } | null;
}

const bar = (page: Page) => page.getByTestId('delivery-bar');
const slotPanel = (page: Page) =>
  page.getByRole('dialog', { name: 'Consegna Con Mercato A Casa' }).getByRole('tabpanel', { name: 'Giorno e orario' });

/** The slot button's text with `slot` booked: 'giovedì 26 novembre 10:00-12:00'. */
const bookedText = (slot: Slot) => `${italianDay(slot.startDate)} ${slot.startTime}-${slot.endTime}`;

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The grid cell of `slot` in the tab: its button is named by day and time range, then price and state. */
const cell = (page: Page, slot: Slot) =>
  slotPanel(page)
    .getByRole('grid')
    .getByRole('button', {
      name: new RegExp(`^${literal(`${italianDay(slot.startDate)}, ${slot.startTime}–${slot.endTime},`)}`),
    });

const bookable = (s: Slot) => s.state === 'AVAILABLE' && !s.notAvailable;

/** The customer's week through the shop's API (the page's session). */
async function weekOf(page: Page, from?: string): Promise<Week> {
  const res = await page.request.get(`${API}/auth/slots${from ? `?from=${from}` : ''}`);
  expect(res.ok()).toBe(true);
  return (await res.json()).data as Week;
}

/** Next week's slots, in the grid's order (time range by time range, each across the days). */
async function nextWeek(page: Page): Promise<{ week: Week; slots: Slot[] }> {
  const first = await weekOf(page);
  expect(first.nextFrom).not.toBeNull();
  const week = await weekOf(page, first.nextFrom as string);
  const slots = week.timeRanges.flatMap((r) => week.days.flatMap((d) => d.slots.filter((s) => s.timeRangeId === r.id)));
  return { week, slots };
}

/** Gives back the customer's booked slot, if any. */
async function release(page: Page) {
  const res = await page.request.delete(`${API}/auth/slots/reservation`, { headers: await xsrf(page.context()) });
  expect([204, 200, 404]).toContain(res.status());
}

/** Logs `email` in on the supermarket home, with nothing booked. */
async function login(page: Page, email: string) {
  await loginAsNew(page, email, '/supermercato/home');
  await expect(page).toHaveURL(/\/supermercato\/home$/);
  await release(page);
  await page.reload();
  await hydrated(page);
}

/** The slot button, showing the first available day (nothing booked). */
async function firstAvailableButton(page: Page): Promise<Locator> {
  const { firstAvailable } = await weekOf(page);
  expect(firstAvailable).not.toBeNull();
  const button = bar(page).getByRole('button', {
    name: `Prima data disponibile: ${italianDay((firstAvailable as Slot).startDate)}`,
  });
  await expect(button).toBeVisible();
  return button;
}

/** Opens tab 2 with the slot button, and waits for the picker's week. */
async function openSlotTab(page: Page, slotButton: Locator) {
  await slotButton.click();
  await expect(page.getByRole('tab', { name: 'Giorno e orario' })).toHaveAttribute('aria-selected', 'true');
  await expect(slotPanel(page).getByRole('heading', { name: 'Prenota la data di consegna' })).toBeVisible();
  await expect(slotPanel(page).getByRole('grid')).toBeVisible();
}

async function goToNextWeek(page: Page, week: Week) {
  await slotPanel(page).getByRole('button', { name: 'Settimana successiva' }).click();
  await expect(cell(page, week.days[0]!.slots[0]!)).toBeVisible();
}

test('a customer books a slot of next week in the header bar, sees it on the button, and changes it', async ({
  page,
}) => {
  await login(page, MARCO);
  const slotButton = await firstAvailableButton(page);
  const { week, slots } = await nextWeek(page);
  const free = slots.filter(bookable);
  expect(free.length).toBeGreaterThanOrEqual(2);
  const [first, second] = [free[0]!, free.at(-1)!];

  await openSlotTab(page, slotButton);
  await goToNextWeek(page, week);
  await cell(page, first).click();
  // At once on the button, and in the picker's booked summary.
  await expect(bar(page).getByRole('button', { name: bookedText(first) })).toBeVisible();
  await expect(slotPanel(page).getByRole('heading', { name: 'La tua prenotazione' })).toBeVisible();
  expect((await weekOf(page)).reservation?.slotId).toBe(first.slotId);

  // The change: 'Modifica Prenotazione', another slot, the picker asks first.
  await slotPanel(page).getByRole('button', { name: 'Modifica Prenotazione' }).click();
  await cell(page, second).click();
  const confirm = page.getByRole('alertdialog', { name: 'Modifica Prenotazione' });
  await expect(confirm).toContainText(`${italianDay(second.startDate)}, ${second.startTime}–${second.endTime}`);
  await confirm.getByRole('button', { name: 'Si' }).click();
  await expect(bar(page).getByRole('button', { name: bookedText(second) })).toBeVisible();
  expect((await weekOf(page)).reservation?.slotId).toBe(second.slotId);

  // The next page shows the booked slot from the server.
  await page.reload();
  await expect(bar(page).getByRole('button', { name: bookedText(second) })).toBeVisible();
  await release(page);
});

test('a sold-out slot cannot be chosen', async ({ page }) => {
  await login(page, MARCO);
  const slotButton = await firstAvailableButton(page);
  const { week, slots } = await nextWeek(page);
  // The demo data sells out some slots of every week (booked = capacity).
  const soldOut = slots.find((s) => s.state === 'SOLD_OUT');
  expect(soldOut).toBeDefined();

  await openSlotTab(page, slotButton);
  await goToNextWeek(page, week);
  const sold = cell(page, soldOut as Slot);
  await expect(sold).toHaveAccessibleName(/, esaurito/);
  await expect(sold).toHaveAttribute('aria-disabled', 'true');
  // Pressed anyway (aria-disabled keeps it reachable, so its state is heard): nothing is booked.
  await sold.click({ force: true });
  await sold.press('Enter');
  await expect(slotPanel(page).getByRole('heading', { name: 'La tua prenotazione' })).toHaveCount(0);
  await expect(slotButton).toBeVisible();
  expect((await weekOf(page)).reservation).toBeNull();
});

test('the whole booking by keyboard alone', async ({ page }) => {
  await login(page, MARCO);
  const slotButton = await firstAvailableButton(page);
  const { week } = await nextWeek(page);
  // The first bookable slot of the grid's first column that has one: reached from the top left corner.
  let target: { slot: Slot; row: number; col: number } | null = null;
  for (let col = 0; col < week.days.length && !target; col++) {
    for (let row = 0; row < week.timeRanges.length && !target; row++) {
      const slot = week.days[col]!.slots.find((s) => s.timeRangeId === week.timeRanges[row]!.id);
      if (slot && bookable(slot)) target = { slot, row, col };
    }
  }
  expect(target).not.toBeNull();
  const { slot, row, col } = target as { slot: Slot; row: number; col: number };

  await slotButton.focus();
  await page.keyboard.press('Enter');
  const tab = page.getByRole('tab', { name: 'Giorno e orario' });
  await expect(tab).toBeFocused();
  const grid = slotPanel(page).getByRole('grid');
  await expect(grid).toBeVisible();
  // Tab goes through the panel to the grid's one cell in the tab order.
  const gridCell = grid.locator('button[tabindex="0"]');
  for (let i = 0; i < 8 && !(await gridCell.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(gridCell).toBeFocused();
  // PageDown: next week, the focus stays in the grid; Ctrl+Home to the corner, then the arrows.
  await page.keyboard.press('PageDown');
  await expect(cell(page, week.days[0]!.slots[0]!)).toBeVisible();
  await page.keyboard.press('Control+Home');
  for (let i = 0; i < row; i++) await page.keyboard.press('ArrowDown');
  for (let i = 0; i < col; i++) await page.keyboard.press('ArrowRight');
  await expect(cell(page, slot)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(bar(page).getByRole('button', { name: bookedText(slot) })).toBeVisible();
  // The booked summary takes the focus; Escape closes the bar and gives it back to the slot button.
  await expect(slotPanel(page).getByRole('heading', { name: 'La tua prenotazione' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(bar(page).getByRole('button', { name: bookedText(slot) })).toBeFocused();
  expect((await weekOf(page)).reservation?.slotId).toBe(slot.slotId);
  await release(page);
});

/** A customer logged in a browser context of their own, the slot tab open on next week. */
async function shopperOf(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, email);
  return { context, page };
}

test('two customers of one area: when one books the last place, the other sees it sold out without a reload', async ({
  browser,
}) => {
  test.slow();
  const marco = await shopperOf(browser, MARCO);
  const roberto = await shopperOf(browser, ROBERTO);
  const { week, slots } = await nextWeek(marco.page);
  // The cluster project runs this test too, on the same database at the same time: a slot of its own.
  const slot = slots.filter(bookable).at(test.info().project.name === 'cluster' ? -3 : -2);
  expect(slot).toBeDefined();
  const last = slot as Slot;
  // One place left.
  const fixture = `${API}/test/slots/${last.slotId}/free-places`;
  const set = await marco.page.request.put(fixture, { data: { free: 1 } });
  expect(set.ok()).toBe(true);
  const { capacity, before } = (await set.json()).data as { capacity: number; before: number };

  try {
    for (const { page } of [marco, roberto]) {
      // Roberto's picker listens to the live changes of his area's slots.
      const stream = page.waitForResponse((r) => r.url().includes('/slots/events'));
      await openSlotTab(page, await firstAvailableButton(page));
      await stream;
      await goToNextWeek(page, week);
      await expect(cell(page, last)).toHaveAccessibleName(/, disponibile/);
    }
    await cell(marco.page, last).click();
    await expect(bar(marco.page).getByRole('button', { name: bookedText(last) })).toBeVisible();
    // Roberto's page is not reloaded: the place taken reaches his picker.
    await expect(cell(roberto.page, last)).toHaveAccessibleName(/, esaurito/);
    await expect(cell(roberto.page, last)).toHaveAttribute('aria-disabled', 'true');
    expect((await weekOf(roberto.page)).reservation).toBeNull();
  } finally {
    await release(marco.page);
    await marco.page.request.put(fixture, { data: { free: capacity - before } });
    await marco.context.close();
    await roberto.context.close();
  }
});
