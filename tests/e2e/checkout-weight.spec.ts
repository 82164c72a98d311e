// The weight of each checkout step (issue 16: "each step ships under 60 kB of gzipped JavaScript"; 72 kB
// since ADR 0049), the one performance check of `npm test` besides the elements' size budgets (scripts/check-sizes.mjs). A
// step's weight is what a browser downloads, so it is measured here, where the e2e has the built site, a
// server and a shopper: every script the page loads until its islands are hydrated and the network is
// quiet (the parts an island always fetches right after hydration, like the delivery step's slot picker,
// included; parts fetched only when the shopper asks for them not), each file gzip -9 as the bench weighs
// files (scripts/weigh.mjs), plus the page's inline scripts. Budgets: site/page-budgets.json.
// Customer: Sara Costa, a demo customer no other spec uses; the test gives her booking back.
import { readFileSync } from 'node:fs';
import { expect, test, type Page, type Response } from '@playwright/test';
import { checkoutPath } from '@mercato/contracts/urls';
import { addSizes, kB, sizes } from '../../scripts/weigh.mjs';
import { API, hydrated, xsrf } from './helpers.ts';
import {
  acrossTheMinimum,
  bookFirstAvailable,
  checkoutOf,
  putInTrolley,
  releaseSlot,
  startCheckout,
} from './checkout-steps-helpers.ts';

const SARA = 'sara.costa12@example.it';
const STEPS = (['TROLLEY', 'DELIVERY', 'PAYMENT', 'SUMMARY'] as const).map(checkoutPath);
const budgetsFile = new URL('../../site/page-budgets.json', import.meta.url);
const budgets: Record<string, number> = Object.fromEntries(
  Object.entries(JSON.parse(readFileSync(budgetsFile, 'utf8')) as Record<string, unknown>).filter(
    (e): e is [string, number] => !e[0].startsWith('$') && typeof e[1] === 'number',
  ),
);
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

/** Sara's checkout able to reach every step: a trolley above the minimum, a booked slot, a payment. */
async function everyStepReachable(page: Page) {
  await startCheckout(page, SARA);
  const { a, b } = await acrossTheMinimum(page);
  await putInTrolley(page, [
    [a, 9],
    [b, 1],
  ]);
  const headers = await xsrf(page.context());
  await bookFirstAvailable(page, 'weight');
  const option = (await checkoutOf(page)).payment.options[0];
  expect(option, 'a payment to choose').toBeTruthy();
  const chosen = await page.request.patch(`${API}/auth/checkout`, {
    headers,
    data: { payment: { type: option!.type, walletId: null } },
  });
  expect(chosen.ok()).toBe(true);
  expect((await checkoutOf(page)).missing).toBeNull();
}

/** The gzipped JavaScript `path` downloads until hydrated and quiet, with the files it came in. */
async function weigh(page: Page, path: string) {
  const scripts: Promise<Buffer>[] = [];
  const urls: string[] = [];
  const onResponse = (r: Response) => {
    if (r.request().resourceType() !== 'script') return;
    urls.push(new URL(r.url()).pathname);
    scripts.push(r.body());
  };
  page.on('response', onResponse);
  try {
    await page.goto(path);
    await expect(page, 'the step answers itself, not a step it sends back to').toHaveURL(new RegExp(`${path}$`));
    await hydrated(page);
    // The delivery step's slot picker is fetched right after hydration: it ships with the step.
    if (path === checkoutPath('DELIVERY'))
      await expect(page.getByRole('heading', { name: 'La tua prenotazione' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const inline = await page.evaluate(() =>
      [...document.querySelectorAll('script:not([src])')]
        .filter((s) => !s.getAttribute('type') || /module|javascript/i.test(s.getAttribute('type')!))
        .map((s) => s.textContent ?? '')
        .join('\n'),
    );
    const files = (await Promise.all(scripts)).map((b) => sizes(b));
    // WEIGH_DEBUG=1: each file the step loaded with its gzipped weight, to see what grew.
    if (process.env.WEIGH_DEBUG) console.log(path, urls.map((u, i) => `${u} ${files[i]!.gzip}`).join('\n'));
    if (inline.trim()) files.push(sizes(inline));
    return { gzip: addSizes(files).gzip, files: urls.length };
  } finally {
    page.off('response', onResponse);
  }
}

test('site/page-budgets.json gives a budget to each checkout step, and only to them', () => {
  expect(Object.keys(budgets).sort()).toEqual([...STEPS].sort());
});

test('each checkout step ships within its budget of gzipped JavaScript, at desktop and phone widths', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await everyStepReachable(page);
  try {
    const over: string[] = [];
    const table: string[] = [];
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      for (const path of STEPS) {
        const w = await weigh(page, path);
        const budget = budgets[path]!;
        table.push(`${viewport.name} ${path}: ${kB(w.gzip)} of ${kB(budget)} (${w.files} files)`);
        if (w.gzip > budget) over.push(`${viewport.name} ${path} weighs ${kB(w.gzip)}, over its ${kB(budget)}`);
        // The downloads did something: a page that loaded no script would pass any budget.
        expect(w.files, `${path} loads its islands`).toBeGreaterThan(0);
      }
    }
    test.info().annotations.push({ type: 'weights', description: table.join('; ') });
    console.log(`checkout steps' gzipped JavaScript:\n  ${table.join('\n  ')}`);
    expect(over, `over budget (site/page-budgets.json):\n${table.join('\n')}`).toEqual([]);
  } finally {
    await releaseSlot(page);
  }
});
