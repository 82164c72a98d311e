// Who the first-party analytics events are about (spec shell §6), from what the page was rendered with:
// the navigation, whether the shopper is a logged customer, the customer's analytics id and purchase
// preferences, whether the cookie centre is on. The shopper's own: rendered inside the shell's own part.
import type { TrackingOptions } from '@mercato/core/analytics';

export function trackingProps(locals: App.Locals): TrackingOptions {
  const customer = locals.pageConfiguration.customer ?? null;
  const logged = locals.session?.kind === 'logged' && customer !== null;
  const customerId = customer?.auId ?? customer?.ssoId ?? null;
  return {
    navigation: locals.nav,
    logged,
    customerId,
    purchasePreferencesAgreement: customer?.purchasePreferencesAgreement === true,
    cookieCentreEnabled: locals.shop.config.public.cookieCentreEnabled,
    sessionKey: logged ? `customer:${customerId ?? ''}` : 'visit',
  };
}
