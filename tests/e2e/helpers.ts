import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
  type Response,
} from '@playwright/test';
import { type PowChallenge, powToken, solvePow } from '@mercato/client';
import type { OutboxEntry } from '@mercato/contracts/checkout';
import type { SlotWeek } from '@mercato/contracts/slots';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export const PASSWORD = 'Mercato2026!';

export const API = '/commerce/resources';

/** Logs in through the login page, as a shopper would. */
export async function loginThroughPage(page: Page, email: string, next = '/') {
  await page.goto(`/accedi?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();
}

/**
 * Logs the demo customer `email` in by the shop's API (POST login), then opens `next`: for the specs that
 * need the orders, vouchers or messages the seed gave that customer. Everyone else takes `loginAsNew`.
 */
export async function loginAs(page: Page, email: string, next = '/') {
  const res = await page.request.post(`${API}/login`, { data: { username: email, password: PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto(next);
}

/** A customer of the test's own made from the demo customer `like`, logged in by API; then opens `next`. */
export async function loginAsNew(page: Page, like: string, next = '/'): Promise<TestCustomer> {
  const customer = await newCustomer(page.request, like);
  await page.goto(next);
  return customer;
}

// axe-core itself, put into a page once per document and run there. @axe-core/playwright's analyze() cost
// 5-20 times more a call: it evaluates the 550 kB source again on every call, and opens a new blank page
// to merge its per-frame results (measured with the same rules on the store home and a search).
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Runs axe on the current page and expects no violation (WCAG 2.1 AA rules). */
export async function expectNoAxeViolations(page: Page, scope?: string) {
  // scope: a selector, to check only a part of a page already checked whole (a dialog opened over it).
  // Each frame is checked in itself (iframes: false), so a frame without axe never makes axe wait for it.
  const summary: string[] = [];
  for (const frame of scope ? [page.mainFrame()] : page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axeSource);
    const found = await frame.evaluate(
      async ({ scope, tags }) => {
        // biome-ignore lint/suspicious/noExplicitAny: axe-core's global, put in by the evaluate above.
        const axe = (window as any).axe;
        const results = await axe.run(scope ? { include: [[scope]] } : document, {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
          iframes: false,
        });
        return (results.violations as { id: string; nodes: { target: string[] }[] }[]).map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        );
      },
      { scope, tags: AXE_TAGS },
    );
    summary.push(...found);
  }
  expect(summary).toEqual([]);
}

/**
 * Waits until the site's islands are hydrated (Astro removes the ssr attribute). The page is loaded first:
 * right after a navigation commits (toHaveURL passes then) the new document may not hold its islands yet,
 * and a count of none would pass before they are even parsed.
 */
export async function hydrated(page: Page) {
  await page.waitForLoadState('load');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/** axe at the desktop and the phone width (the page's layout at each: a reflow can bring a violation). */
export async function axeAtBothWidths(page: Page) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
}

/**
 * Clicks `control` once the script-enhanced part holding it answers: the nearest ancestor marked
 * `data-live` (the listing's filter bar, a tile's add button), set when its listeners are attached. A click
 * on the server-rendered markup before that does nothing. Waits for that one part, not the whole page.
 */
export async function clickLive(control: Locator) {
  await expect(control.locator('xpath=ancestor-or-self::*[@data-live][1]')).toBeAttached();
  await control.click();
}

/**
 * The page's context enters as a power guest at 20121, Via Monte… (Mercato a Casa) by the shop's API, then
 * opens the store home. The entry through the address checker is address-checker.spec.ts's subject.
 */
export async function enterAsPowerGuest(page: Page) {
  await enterAsGuestByApi(page.request);
  await page.goto('/supermercato/home');
  await hydrated(page);
}

export interface TestCustomer {
  customerId: number;
  email: string;
}

/** A new customer made from the demo customer `like`, logged in on `request`'s cookies (test hook). */
export async function newCustomer(request: APIRequestContext, like: string): Promise<TestCustomer> {
  const res = await request.post(`${API}/test/customers`, { data: { like } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data as TestCustomer;
}

const byte = () => Math.floor(Math.random() * 254) + 1;

/**
 * `request`'s cookies enter as a power guest with a verified address, by the calls the address checker
 * makes: the postcode's streets, the one named `street`, the proof of work, the entry for `site`.
 */
export async function enterAsGuestByApi(
  request: APIRequestContext,
  { postcode = '20121', street = 'mont', site = 'supermercato' } = {},
) {
  // Each entry from a client of its own (the e2e shop trusts one proxy hop, MERCATO_TRUST_PROXY=1): the
  // shop allows 20 guest entries an hour from one device, and the suite makes more than that by API.
  const headers = { 'X-Forwarded-For': `10.${byte()}.${byte()}.${byte()}` };
  const streets = await request.post(`${API}/onboarding/street/suggestions`, { data: { postcode }, headers });
  expect(streets.status(), await streets.text()).toBe(200);
  const found = ((await streets.json()).data as { id: number; value: string }[]).filter((s) =>
    s.value.toLowerCase().includes(street),
  );
  expect(found, `one street of ${postcode} named like '${street}'`).toHaveLength(1);
  const challenge = (await (await request.get(`${API}/onboarding/captcha/challenge`, { headers })).json())
    .data as PowChallenge;
  // Solved as the address checker solves it (packages/client pow.ts; Node has the same Web Crypto).
  const number = await solvePow(challenge);
  expect(number, 'a solution to the proof of work').not.toBeNull();
  const captchaToken = powToken(challenge, number!);
  const entered = await request.post(`${API}/onboarding/guest`, {
    data: { postcode, streetId: found[0]!.id, site, captchaToken },
    headers,
  });
  expect(entered.status(), await entered.text()).toBe(200);
}

/** The XSRF header the shop asks of unsafe calls made outside its pages (page.request). */
export async function xsrf(context: BrowserContext): Promise<Record<string, string>> {
  const token = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value;
  return token ? { 'X-XSRF-TOKEN': decodeURIComponent(token) } : {};
}

/** Empties the trolley of the page's session through the shop's API. */
export async function emptyTrolley(page: Page) {
  const emptied = await page.request.delete(`${API}/auth/trolley`, { headers: await xsrf(page.context()) });
  expect((await emptied.json()).data.items).toHaveLength(0);
}

/**
 * `count` products the store of the page's session sells now without a question (in stock, no preparation
 * limit, no promotion), their stock given back by the shop's test hook (routes/test-hooks.ts), lowest ids
 * first from `skip`; the page's trolley is emptied, so the caller starts from an empty trolley.
 */
export async function addableProducts(page: Page, count: number, skip = 0): Promise<number[]> {
  const chosen = (await plainProducts(page.request, count, skip)).map((p) => p.id);
  await emptyTrolley(page);
  return chosen;
}

export interface PlainProduct {
  id: number;
  code: string;
  description: string;
  priceCents: number;
}

/** The test hook's plain products (POST test/products/plain): `count` of them from `skip`, stock given back. */
export async function plainProducts(request: APIRequestContext, count: number, skip = 0): Promise<PlainProduct[]> {
  const res = await request.post(`${API}/test/products/plain`, { data: { count, skip } });
  expect(res.status(), await res.text()).toBe(200);
  const products = (await res.json()).data as PlainProduct[];
  expect(products).toHaveLength(count);
  return products;
}

/** `count` products the store sells now, on an empty trolley, the page showing the server's state. */
export async function pickProducts(page: Page, count: number): Promise<number[]> {
  const chosen = await addableProducts(page, count);
  // The header's trolley island may have read the trolley between the trial adds and the emptying
  // (the API calls bypass the page's store): start the page again from the server's state.
  await page.reload();
  await hydrated(page);
  return chosen;
}

/**
 * In the address checker in `scope` (a page, or the element's locator): the postcode, then the one street
 * suggested for `typed` (`street`: its name, when the test checks it), chosen by keyboard.
 */
export async function chooseStreet(scope: Page | Locator, postcode: string, typed: string, street?: string) {
  await scope.getByLabel('CAP').fill(postcode);
  const via = scope.getByRole('combobox', { name: 'Via' });
  await expect(via).toBeEnabled();
  await via.pressSequentially(typed);
  const options = scope.getByRole('option');
  if (street) await expect(options).toHaveText([street]);
  else await expect(options).toHaveCount(1);
  const { keyboard } = 'keyboard' in scope ? scope : scope.page();
  await keyboard.press('ArrowDown');
  await keyboard.press('Enter');
}

/** 'mercoledì 25 novembre': a calendar day 'yyyy-MM-dd' as Italian writes it. */
export const italianDay = (date: string) =>
  new Intl.DateTimeFormat('it-IT', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
const STATE_WORDS: Record<string, string> = { AVAILABLE: 'disponibile', SOLD_OUT: 'esaurito', INACTIVE: 'non attivo' };

/**
 * A <mercato-slot-picker postcode> shows, read-only, the week the shop answered it (`answer`, its
 * slots/availability call): a grid of the week's days by time ranges, each slot a cell named by day, time
 * range, price and state, none of them bookable here. Returns the week.
 */
export async function expectShopSlots(picker: Locator, answer: Response): Promise<SlotWeek> {
  expect(answer.status()).toBe(200);
  const { data: week } = (await answer.json()) as { data: SlotWeek };
  expect(week.readOnly).toBe(true);
  const slots = week.days.flatMap((d) => d.slots);
  expect(
    slots.some((s) => s.state === 'AVAILABLE'),
    'the postcode has free slots this week',
  ).toBe(true);

  await expect(picker.getByRole('heading', { name: 'Prenota la data di consegna' })).toBeVisible();
  const grid = picker.getByRole('grid');
  await expect(grid.getByRole('columnheader')).toHaveCount(week.days.length + 1);
  await expect(grid.getByRole('rowheader')).toHaveText(week.timeRanges.map((r) => `${r.startTime}–${r.endTime}`));
  const cells = grid.getByRole('button');
  await expect(cells).toHaveCount(week.days.length * week.timeRanges.length);
  const names = await cells.evaluateAll((els) =>
    els.map((el) => [el.getAttribute('aria-label') ?? '', el.getAttribute('aria-disabled') ?? ''] as const),
  );
  for (const slot of slots) {
    const when = `${italianDay(slot.startDate)}, ${slot.startTime}–${slot.endTime}, `;
    const cell = names.find(([name]) => name.startsWith(when));
    expect(cell, when).toBeDefined();
    // Price ('Gratis' or '3,90 €'), then the state in the legend's words.
    expect(cell![0].slice(when.length)).toMatch(
      new RegExp(`^(gratis|\\d+,\\d\\d\u00a0€), ${STATE_WORDS[slot.state]}(,|$)`),
    );
    // Read-only: nothing to book from here, free cells included.
    expect(cell![1]).toBe('true');
  }
  return week;
}

/** The staff account of the demo data: the development outbox answers staff only (issue 33 point 5). */
export const STAFF_EMAIL = 'staff@example.it';

/**
 * The messages the shop wrote to `recipient` (an e-mail address, or a mobile number as the shop keeps it:
 * no dots, a leading 00 as +), newest first, read from the development outbox page (MERCATO_DEV_OUTBOX=1
 * in the e2e config) as the staff account, logged in by API on a request context of its own, so the
 * test's own contexts keep their sessions.
 */
export async function readOutbox(recipient: string): Promise<OutboxEntry[]> {
  const staff = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const login = await staff.post(`${API}/login`, { data: { username: STAFF_EMAIL, password: PASSWORD } });
    expect(login.status(), await login.text()).toBe(200);
    const res = await staff.get(`/commerce/dev/outbox?format=json&to=${encodeURIComponent(recipient)}`);
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { data: OutboxEntry[] }).data;
  } finally {
    await staff.dispose();
  }
}
