// /account/billing/manage's saveEnabled (spec orders §2 "/billing/manage (params address, mode=edit,
// saveEnabled)", §4 "only after a successful match is 'Salva modifiche' shown (if saving is enabled)"):
// by default 'Verifica' then 'Salva modifiche' saves; with saveEnabled off the address is verified and
// nothing can be saved from the page.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@test-support/render.ts';
import { createCheckoutShop, savedAddress, type CheckoutShop } from '@test-support/checkout-shop.ts';
import { accountBilling, checkoutPages as texts } from '@mercato/contracts/i18n/it';
import { getClient } from '@mercato/core/api';
import BillingAccount from './BillingAccount.tsx';

getClient({ duplicateWindowMs: 0, retries: 0 });
let shop: CheckoutShop;
const open = (saveEnabled?: boolean) => {
  shop = createCheckoutShop({ addresses: [savedAddress()] });
  vi.stubGlobal('fetch', shop.fetch);
  render(<BillingAccount addresses={[savedAddress()]} mode="edit" editId={11} saveEnabled={saveEnabled} />);
  return screen.getByRole('form');
};
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the billing manage page', () => {
  it("saves by default: 'Verifica', then 'Salva modifiche' puts the address", async () => {
    const form = open();
    expect(screen.queryByText(accountBilling.verifyOnly)).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Verifica' }));
    fireEvent.click(await within(form).findByRole('button', { name: 'Salva modifiche' }));
    await vi.waitFor(() => expect(shop.of('PUT', 'auth/billing-addresses/11')).toHaveLength(1));
  });

  it("with saveEnabled off, verifies the address but offers no 'Salva modifiche'", async () => {
    const form = open(false);
    expect(screen.getByText(accountBilling.verifyOnly)).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Verifica' }));
    expect(await within(form).findByText(texts.verifiedNoSave)).toBeTruthy();
    expect(shop.of('POST', 'auth/billing-addresses/verify')).toHaveLength(1);
    expect(within(form).queryByRole('button', { name: 'Salva modifiche' })).toBeNull();
    expect(shop.of('PUT', 'auth/billing-addresses/11')).toHaveLength(0);
  });
});
