// The coupon, delivery promotion and initiative calls (contracts coupons.ts lists the paths): one function
// per call over a `request()` of request.ts — `couponCalls(client.request)` with the page's client —
// kept out of createClient() so that pages without coupons do not carry them. The widget shows every
// refusal beside the card it concerns, so none goes to the page's global error dialog (report: false).
import type { Initiative } from '@mercato/contracts';
import { couponErrorCodeOf } from '@mercato/contracts/coupon-codes';
import type { CouponWallet, CustomerCoupon, DeliveryPromotion, InitiativeKind } from '@mercato/contracts/coupons';
import type { ShopRequest } from './request.ts';
import { isShopError } from './shop-error.ts';

const quiet = { report: false } as const;

export function couponCalls(request: ShopRequest) {
  return {
    /** GET auth/coupons: the customer's coupons, those in the trolley and the trolley's amount. */
    getCoupons: () => request<CouponWallet>('GET', 'auth/coupons', quiet),
    /** POST auth/coupons/{couponId}/trolley: 'Utilizza' / 'Aggiungi'. */
    addCoupon: (couponId: number) => request<CouponWallet>('POST', `auth/coupons/${couponId}/trolley`, quiet),
    /** DELETE auth/coupons/{couponId}/trolley: 'Rimuovi' (idempotent). */
    removeCoupon: (couponId: number) => request<CouponWallet>('DELETE', `auth/coupons/${couponId}/trolley`, quiet),
    /** POST auth/coupons/code {code}: a typed code into the wallet and the trolley. */
    addCouponCode: (code: string) =>
      request<CouponWallet>('POST', 'auth/coupons/code', { body: { code }, report: false }),
    /** GET auth/coupons/product/{productId}: the customer's usable coupons of a product. */
    getProductCoupons: (productId: number) =>
      request<CustomerCoupon[]>('GET', `auth/coupons/product/${productId}`, quiet),
    /** GET auth/promotions/delivery: 'Consegne gratuite e scontate per te'. */
    getDeliveryPromotions: () => request<DeliveryPromotion[]>('GET', 'auth/promotions/delivery'),
    /** GET auth/initiatives?kind=. */
    getInitiatives: (kind: InitiativeKind = 'CURRENT') =>
      request<Initiative[]>('GET', 'auth/initiatives', { query: { kind } }),
    /** GET auth/initiatives/{id}. */
    getInitiative: (id: number) => request<Initiative>('GET', `auth/initiatives/${id}`),
  };
}

export type CouponCalls = ReturnType<typeof couponCalls>;

/**
 * The coupon error code (shell §8) of a refused coupon call, or null for any other error. Read from the
 * error's code (a ShopError's, or any error shaped like one: the catalogue that makes them is a chunk of
 * its own, downloaded with the first failure).
 */
export function couponErrorOf(err: unknown): number | null {
  if (isShopError(err)) return couponErrorCodeOf(err.code);
  const code = err instanceof Error ? (err as Error & { code?: unknown }).code : undefined;
  return typeof code === 'string' ? couponErrorCodeOf(code) : null;
}
