// The subscriptions calls (contracts subscriptions.ts lists the paths): one function per call over a
// `request()` of request.ts — `subscriptionCalls(client.request)` with the page's client — kept out of
// createClient() so that the pages that never show subscriptions do not carry them. Buying a plan is the
// trolley's add of its product (core's addToTrolley).
import type { AutoRenewalInput, SubscriptionStatus } from '@mercato/contracts/subscriptions';
import type { ShopRequest } from './request.ts';

export function subscriptionCalls(request: ShopRequest) {
  return {
    /** GET auth/subscriptions: the subscription held, the plans on sale, the permission. */
    getSubscriptions: () => request<SubscriptionStatus>('GET', 'auth/subscriptions'),
    /**
     * PUT auth/subscriptions/{id}/autorenewal {autoRenewal}: the state wanted, so a retry changes nothing
     * more; only an active open-ended subscription (409 otherwise).
     */
    setAutoRenewal: (id: number, input: AutoRenewalInput) =>
      request<SubscriptionStatus>('PUT', `auth/subscriptions/${id}/autorenewal`, { body: input }),
  };
}

export type SubscriptionCalls = ReturnType<typeof subscriptionCalls>;
