// What a checkout step page does first, on the server: read the shopper's checkout from the checkout
// service and apply the step guard (features/checkout/checkout-steps.ts). Pages call the service directly, never the API.
import type { Checkout, CheckoutStepName } from '@mercato/contracts/checkout';
import { guardStep, sentBackReason } from './checkout-steps.ts';

export interface CheckoutStepPage {
  checkout: Checkout;
  /** Where to send the shopper instead (a step reached without what it needs), else null. */
  redirect: string | null;
  /** The reason to show when the shopper was sent back to this step, else null. */
  sentBack: string | null;
}

export async function loadCheckoutStep(
  locals: App.Locals,
  url: URL,
  step: CheckoutStepName,
): Promise<CheckoutStepPage> {
  const checkout = await locals.shop.services.checkout.get(locals.session);
  const guard = guardStep(checkout.missing, step);
  return {
    checkout,
    redirect: guard?.to ?? null,
    sentBack: guard ? null : sentBackReason(checkout.missing, step, url),
  };
}
