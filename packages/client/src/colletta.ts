// The Colletta Alimentare calls (contracts colletta.ts): the collection point of a store tag, and the
// join. Kept out of createClient(): only the join page carries them.
import type { CollettaJoinResult, CollettaPoint } from '@mercato/contracts/colletta';
import type { ShopRequest } from './request.ts';
import type { ShopError } from './shop-error.ts';

/** Spec shell §8 "Address change by tag failure: logged …, no user message": only a lost login is shown (it leads to the login). */
const shownByShop = (err: ShopError) => err.redirectToLogin === true;

export function collettaCalls(request: ShopRequest) {
  return {
    /** GET auth/colletta/{storeTag}: the store, its address, and whether the customer's shopping goes there now. */
    getPoint: (storeTag: string) => request<CollettaPoint>('GET', `auth/colletta/${encodeURIComponent(storeTag)}`),
    /**
     * POST auth/colletta/join {storeTag}: the store's address becomes the address in use; the answer names
     * where to go (redirector.path). The same join twice changes nothing, so a retry is harmless.
     */
    join: (storeTag: string) =>
      request<CollettaJoinResult>('POST', 'auth/colletta/join', {
        body: { storeTag },
        report: shownByShop,
      }),
  };
}

export type CollettaCalls = ReturnType<typeof collettaCalls>;
