// The end-to-end specs' fixtures, in the Playwright way (test.extend; docs/testing.md): each test gets
// what it starts from through the shop's test hooks (routes/test-hooks.ts, MERCATO_TEST_HOOKS=1), never
// from what an earlier spec left behind, so a spec passes alone, in any order and beside another worker.
//
//   customer   a customer of the test's own, made from a demo customer (`like`, default Mario Rossi: his
//              addresses and profile, no orders, an empty trolley, no slot) and logged in by API: the
//              page's context holds the session cookies (its storageState, for a second context).
//   guest      the page's context entered as a power guest at 20121, Via Monte… (Mercato a Casa) by API,
//              solving the hooks' small proof of work in Node.
//   plain      `plain(n)`: n products a trolley takes without a question, their stock given back.
//
// The login page and the guest entry are still tested through the page, in their own specs
// (platform.spec.ts, address-checker.spec.ts).
import { test as base, expect } from '@playwright/test';
import { enterAsGuestByApi, newCustomer, type PlainProduct, plainProducts, type TestCustomer } from './helpers.ts';

export { expect, type PlainProduct, type TestCustomer };

interface Fixtures {
  /** The demo customer the `customer` fixture is made from (`test.use({ like: … })`). */
  like: string;
  customer: TestCustomer;
  guest: void;
  plain: (count: number, skip?: number) => Promise<PlainProduct[]>;
}

export const test = base.extend<Fixtures>({
  like: ['mario.rossi@example.it', { option: true }],
  customer: async ({ page, like }, use) => {
    await use(await newCustomer(page.request, like));
  },
  guest: async ({ page }, use) => {
    await enterAsGuestByApi(page.request);
    await use();
  },
  plain: async ({ page }, use) => {
    await use((count, skip = 0) => plainProducts(page.request, count, skip));
  },
});
