// Test helper (not shipped): the checkout calls (GET/PATCH auth/checkout) over @mercato/core's in-memory
// trolley shop, faked at the fetch boundary, so the islands' tests go through the real client and stores.
import type { Trolley } from '@mercato/contracts';
import type { Checkout, CheckoutUpdate } from '@mercato/contracts/checkout';
import { createTestShop, type TestProduct } from '@mercato/core/stores/trolley-test-shop';

export const MINIMUM = 1000;
const BELOW = "L'importo minimo per questo servizio è di 10,00 €";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function createCheckoutShop(products?: TestProduct[]) {
  const shop = createTestShop({ products });
  const substitutes = new Map<number, boolean>();
  const gifts = new Map<number, string>();
  let notes = '';
  /** Answer the next PATCH calls with this status (0: no answer at all). */
  let failPatch: number | null = null;
  const patches: CheckoutUpdate[] = [];

  const trolley = async (): Promise<Trolley> =>
    (await (await shop.fetch('/commerce/resources/auth/trolley')).json()).data as Trolley;

  const checkout = async (): Promise<Checkout> => {
    const t = await trolley();
    const missing =
      t.items.length === 0
        ? { step: 'TROLLEY' as const, message: 'Il tuo carrello è vuoto. Aggiungi dei prodotti.' }
        : t.transactionAmount < MINIMUM
          ? { step: 'TROLLEY' as const, message: BELOW }
          : { step: 'DELIVERY' as const, message: 'Prenota una fascia oraria di consegna per proseguire.' };
    return {
      trolley: t,
      lines: t.items.map((i) => ({
        trolleyItemId: i.trolleyItemId,
        substitutable: !i.readonly,
        substitute: !i.readonly && (substitutes.get(i.trolleyItemId) ?? true),
        giftWrapAllowed: i.productId === 103,
        giftMessage: gifts.get(i.trolleyItemId) ?? null,
      })),
      delivery: {
        navigation: 'supermercato',
        kind: 'HOME',
        addressId: 1,
        addressText: 'Via Roma 1, 20121 Milano',
        mobileNumber: null,
        mobileConfirmed: false,
        notes,
        reservation: null,
      },
      payment: {
        type: null,
        walletId: null,
        options: [],
        wallets: [],
        buttonLabel: 'CONFERMA ORDINE',
        testGateway: true,
      },
      invoice: {
        wanted: false,
        billingAddressId: null,
        notes: { cig: '', billingCup: '', billingNumord: '', billingNotefatt: '' },
      },
      gift: {
        enabled: false,
        giftRecipientForename: '',
        giftRecipientSurname: '',
        giftRecipientPhone: '',
        giftGreetingCardText: '',
      },
      giftAvailable: false,
      totals: {
        transactionAmount: t.transactionAmount,
        deliveryAmount: 0,
        totalDiscount: t.totalDiscount,
        total: t.transactionAmount,
        totalPoints: 0,
        minimumAmount: MINIMUM,
      },
      missing,
      mobileVerificationRequired: false,
      version: t.version ?? 0,
    };
  };

  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = new URL(String(input), 'http://shop.test').pathname.replace(/^\/commerce\/resources\//, '');
    const method = (init.method ?? 'GET').toUpperCase();
    if (path !== 'auth/checkout') return shop.fetch(input, init);
    if (method === 'GET') return json(200, { data: await checkout() });
    const body = JSON.parse(String(init.body)) as CheckoutUpdate;
    patches.push(body);
    if (failPatch === 0) throw new TypeError('Failed to fetch');
    if (failPatch !== null)
      return json(failPatch, { error: { code: String(failPatch), type: 'ALERT', message: 'Errore' } });
    for (const s of body.substitutes ?? []) substitutes.set(s.trolleyItemId, s.substitute);
    if (body.allSubstitutes !== undefined)
      for (const i of (await trolley()).items) substitutes.set(i.trolleyItemId, body.allSubstitutes);
    if (body.giftWrap) {
      if (body.giftWrap.giftMessage === null) gifts.delete(body.giftWrap.trolleyItemId);
      else gifts.set(body.giftWrap.trolleyItemId, body.giftWrap.giftMessage);
    }
    if (body.notes !== undefined) notes = body.notes;
    return json(200, { data: await checkout() });
  }) as typeof globalThis.fetch;

  return {
    ...shop,
    fetch,
    checkout,
    patches,
    failPatches: (status: number | null) => {
      failPatch = status;
    },
  };
}
