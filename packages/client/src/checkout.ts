// The checkout calls (contracts checkout.ts lists the paths): one function per call over a `request()` of
// request.ts — `checkoutCalls(client.request)` with the page's client — kept out of createClient() so
// that the pages that never check out do not carry them.
import type { BillingAddress, Product } from '@mercato/contracts';
import type {
  BillingAddressInput,
  Checkout,
  CheckoutAttempt,
  CheckoutConfirmation,
  CheckoutConfirmRequest,
  CheckoutProblem,
  CheckoutUpdate,
  MobileCodeSent,
  MobileConfirmRequest,
  MobileNumberRequest,
  MobileVerifyRequest,
  OrderCard,
  OrderPage,
} from '@mercato/contracts/checkout';
import { CHECKOUT_REFUSED } from '@mercato/contracts/error-codes';
import type { SampleOffer } from '@mercato/contracts/samples';
import type { ShopRequest } from './request.ts';
import type { ShopError } from './shop-error.ts';

export function checkoutCalls(request: ShopRequest) {
  return {
    /** GET auth/checkout: the shopper's checkout of the current navigation. */
    getCheckout: () => request<Checkout>('GET', 'auth/checkout'),
    /** PATCH auth/checkout: saves the shopper's choices as made → the checkout. */
    updateCheckout: (input: CheckoutUpdate) =>
      request<Checkout>('PATCH', 'auth/checkout', { body: input, dedupe: false }),
    /**
     * PATCH auth/checkout {notes}: the delivery notes, saved as the shopper types: no loader, and a failure
     * is the caller's to say beside the field (only a lost session goes to the page's hosts: the login).
     */
    saveDeliveryNotes: (notes: string) =>
      request<Checkout>('PATCH', 'auth/checkout', {
        body: { notes } satisfies CheckoutUpdate,
        dedupe: false,
        spinner: false,
        report: (err) => err.redirectToLogin === true,
      }),
    /**
     * POST auth/checkout/confirm {idempotencyKey, version}: one key per press, sent again on a retry. A
     * refusal rejects with a 409 ShopError whose details.problems are CheckoutProblem[] (problemsOf).
     */
    confirmCheckout: (input: CheckoutConfirmRequest) =>
      request<CheckoutConfirmation>('POST', 'auth/checkout/confirm', { body: input, dedupe: false }),
    /**
     * GET product/{productId}/alternatives: the tiles of a product's alternatives (the trolley line's
     * alternative-product choice, saved with updateCheckout({alternative})).
     */
    getProductAlternatives: (productId: number) => request<Product[]>('GET', `product/${productId}/alternatives`),
    /** GET displayable/avancassa: the 'Avancassa' offers of the session's navigation (the trolley step's dialog). */
    getCheckoutCounterOffers: () => request<Product[]>('GET', 'displayable/avancassa'),
    /** GET displayable/campioncini: the campioncini omaggio on offer in the session's navigation (the trolley step's dialog). */
    getSamples: () => request<SampleOffer[]>('GET', 'displayable/campioncini'),
    /**
     * PUT / DELETE auth/checkout/samples/{productId}: a campioncino omaggio chosen or given up → the
     * checkout. A refusal (limit, threshold, sold out) is the dialog's to say: not reported to the page.
     */
    chooseSample: (productId: number, chosen: boolean) =>
      request<Checkout>(chosen ? 'PUT' : 'DELETE', `auth/checkout/samples/${productId}`, {
        // The server's answer is the same for a repeat, and the box waits for it: a quick toggle is no duplicate.
        dedupe: false,
        report: (err) => err.redirectToLogin === true,
      }),
    /** GET auth/checkout/attempts/{attemptId}: what became of a confirmation (the failure page). */
    getCheckoutAttempt: (attemptId: number) => request<CheckoutAttempt>('GET', `auth/checkout/attempts/${attemptId}`),

    /** GET auth/orders?page=: 'Ordini Online', newest first. */
    getOrders: (page = 1) => request<OrderPage>('GET', 'auth/orders', { query: { page } }),
    /** GET auth/orders/{orderId}: one order's card. */
    getOrder: (orderId: number) => request<OrderCard>('GET', `auth/orders/${orderId}`),

    /** GET auth/billing-addresses. */
    getBillingAddresses: () => request<BillingAddress[]>('GET', 'auth/billing-addresses'),
    /**
     * POST auth/billing-addresses/verify?id=: 'Verifica' (checks only; 422 with field messages). In the edit
     * mode `id` is the edited address, whose own identifier is then no duplicate.
     */
    verifyBillingAddress: (input: BillingAddressInput, id?: number) =>
      request<null>('POST', 'auth/billing-addresses/verify', {
        body: input,
        dedupe: false,
        query: id === undefined ? undefined : { id },
      }),
    /** POST auth/billing-addresses: 'Salva modifiche' of a new address. */
    addBillingAddress: (input: BillingAddressInput) =>
      request<BillingAddress>('POST', 'auth/billing-addresses', { body: input }),
    /** PUT auth/billing-addresses/{id}: 'Salva modifiche' of an address edited. */
    updateBillingAddress: (id: number, input: BillingAddressInput) =>
      request<BillingAddress>('PUT', `auth/billing-addresses/${id}`, { body: input }),
    /** DELETE auth/billing-addresses/{id} (resolves null). */
    removeBillingAddress: (id: number) => request<null>('DELETE', `auth/billing-addresses/${id}`),
    /**
     * DELETE auth/wallets/{id}: a saved card forgotten (resolves null; open orders paid with it stay). A 404
     * is the caller's to read (a retry whose first answer was lost finds the card already gone).
     */
    removeWallet: (id: number) => request<null>('DELETE', `auth/wallets/${id}`, { report: (e) => e.status !== 404 }),

    /** POST auth/mobilenumber/sendVerifyCode (shell §7): sends the 4-digit code by SMS (the outbox). */
    sendVerifyCode: (input: MobileNumberRequest) =>
      request<MobileCodeSent>('POST', 'auth/mobilenumber/sendVerifyCode', { body: input, dedupe: false }),
    /** POST auth/mobilenumber/verifyCode. */
    verifyCode: (input: MobileVerifyRequest) =>
      request<null>('POST', 'auth/mobilenumber/verifyCode', { body: input, dedupe: false }),
    /** POST auth/mobilenumber/confirm: the verified number becomes the delivery address's. */
    confirmMobileNumber: (input: MobileConfirmRequest) =>
      request<null>('POST', 'auth/mobilenumber/confirm', { body: input }),
  };
}

export type CheckoutCalls = ReturnType<typeof checkoutCalls>;

export { CHECKOUT_REFUSED };

/** The problems of a refused confirmation (409 CHECKOUT_REFUSED), else null. */
export function checkoutProblemsOf(err: unknown): CheckoutProblem[] | null {
  const e = err as Partial<ShopError> | null;
  if (!e || e.code !== CHECKOUT_REFUSED) return null;
  const problems = e.details?.problems;
  return Array.isArray(problems) ? (problems as CheckoutProblem[]) : [];
}
