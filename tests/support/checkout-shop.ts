// The site's checkout calls (packages/contracts/src/checkout.ts) as routes on the tests' one fake shop
// (fake-shop.ts), for the islands of site/src/features (checkout, orders, order edit), so the tests go
// through the islands' real calls (client, envelope, error catalogue, stores). Two shops:
// - createCheckoutShop: a checkout held as given (baseCheckout() unless told), for the billing-payment,
//   summary and confirm islands: checkoutRoutes on the fake shop, which records every call, `fail`s the
//   next calls to a path and holds answers.
// - createTrolleyCheckoutShop: the checkout worked out from the in-memory trolley shop (trolley-shop.ts)
//   with trolleyCheckoutRoute before its routes, for the trolley and delivery islands (substitutes, gift
//   wrap, notes saved by PATCH).
import type { BillingAddress, Product, Trolley } from '@mercato/contracts';
import type {
  Checkout,
  CheckoutConfirmation,
  CheckoutProblem,
  CheckoutUpdate,
  OrderCard,
} from '@mercato/contracts/checkout';
import { SAMPLE_BILLING_ADDRESS } from './sample-data.ts';
import { createFakeShop, json, type Route, shopError as error } from './fake-shop.ts';
import { createTestShop, type TestProduct } from './trolley-shop.ts';
import { SAMPLES_MIN_SPEND_CENTS, SAMPLES_PER_ORDER, type SampleOffer } from '@mercato/contracts/samples';

export function baseCheckout(): Checkout {
  return {
    trolley: { items: [], itemsCount: 2, totalAmount: 1250 } as unknown as Checkout['trolley'],
    lines: [],
    delivery: {
      navigation: 'supermercato',
      kind: 'HOME',
      addressId: 7,
      addressText: 'Via Roma 1, 20121 Milano',
      mobileNumber: '+393331234567',
      mobileConfirmed: false,
      notes: 'Citofonare Rossi',
      collettaAlimentare: false,
      reservation: {
        slotId: 1012,
        site: 'supermercato',
        startDate: '2026-11-26',
        startTime: '10:00',
        endTime: '12:00',
        price: 390,
        reservedUntil: null,
        extendFrom: null,
      },
    },
    payment: {
      type: null,
      walletId: null,
      options: [
        { type: 'ONLINE', displayableDescription: 'Carta di credito online', online: true },
        { type: 'PREPAID', displayableDescription: 'Carta prepagata', online: true },
        { type: 'HOME', displayableDescription: 'Alla consegna', online: false },
      ],
      wallets: [
        { id: 3, cardType: 'VISA', maskedPan: '**** 4242', cardExpiryDate: '12/28', paymentType: 'ONLINE' },
        { id: 4, cardType: 'VISA prepagata', maskedPan: '**** 0004', cardExpiryDate: null, paymentType: 'PREPAID' },
      ],
      buttonLabel: 'PAGA CON CARTA',
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
    giftAvailable: true,
    totals: {
      transactionAmount: 1250,
      deliveryAmount: 390,
      totalDiscount: 0,
      total: 1640,
      totalPoints: 12,
      minimumAmount: 0,
    },
    missing: null,
    mobileVerificationRequired: false,
    version: 5,
    editing: null,
    samples: { chosen: [], eligible: true, missingAmount: 0 },
  };
}

export const savedAddress = (over: Partial<BillingAddress> = {}): BillingAddress => ({
  id: 11,
  ...SAMPLE_BILLING_ADDRESS,
  ...over,
});

export const orderCard = (over: Partial<OrderCard> = {}): OrderCard => ({
  orderId: 900,
  publicOrderId: '4000900',
  orderInsertTime: '2026-11-24T09:30:00.000Z',
  navigation: 'supermercato',
  serviceLabel: 'Spesa a casa',
  totalAmount: 1640,
  collettaAlimentare: false,
  orderStatus: 'CONFIRMED',
  orderStatusLabel: 'Confermato',
  paymentType: 'ONLINE',
  paymentStatus: 'PAGAMENTO EFFETTUATO',
  slotDate: '2026-11-26',
  slotStartTime: '10:00',
  slotEndTime: '12:00',
  slotPrice: 390,
  deliveryMethod: 'COURIER',
  deliveryAddressText: 'Via Roma 1, 20121 Milano',
  paymentRecoveryStatus: null,
  paymentRecoveryMessage: null,
  linesCount: 2,
  totalPoints: 12,
  repurchasable: true,
  complaintEnabled: false,
  editable: false,
  orderAction: 'NO_ACTION',
  slotModifiable: false,
  contentModifiable: false,
  deletable: false,
  cutoffUpdateSlot: '2026-11-26T09:00:00.000Z',
  cutoffUpdate: '2026-11-26T09:00:00.000Z',
  cutoffDelete: '2026-11-26T09:00:00.000Z',
  linkedToOrderId: null,
  version: 0,
  ...over,
});

export interface CheckoutShopOptions {
  checkout?: Checkout;
  addresses?: BillingAddress[];
}

/** What the checkout routes hold: the checkout, the billing addresses, the confirmations made. */
export interface CheckoutState {
  checkout: Checkout;
  addresses: BillingAddress[];
  /** Confirmations by idempotency key: a key sent again gets the same answer. */
  confirmations: Map<string, CheckoutConfirmation>;
  /** Problems the next confirmations are refused with (none: they are made). */
  refusal: CheckoutProblem[] | null;
}

/** The checkout, wallet, billing-address and mobile-number calls, answered from `state`. */
export function checkoutRoutes(state: CheckoutState): Route {
  return ({ method, path, body }) => {
    const { checkout, addresses, confirmations } = state;
    if (path === 'auth/checkout' && method === 'GET') return json(200, { data: checkout });
    if (path === 'auth/checkout' && method === 'PATCH') {
      const patch = body as Record<string, unknown>;
      state.checkout = {
        ...checkout,
        ...(patch.payment ? { payment: { ...checkout.payment, ...(patch.payment as object) } } : {}),
        ...(patch.invoice ? { invoice: patch.invoice as Checkout['invoice'] } : {}),
        ...(patch.gift ? { gift: patch.gift as Checkout['gift'] } : {}),
        version: checkout.version + 1,
      };
      return json(200, { data: state.checkout });
    }
    if (path === 'auth/checkout/confirm' && method === 'POST') {
      const { idempotencyKey } = body as { idempotencyKey: string };
      const known = confirmations.get(idempotencyKey);
      if (known) return json(200, { data: known });
      if (state.refusal) return error(409, 'CHECKOUT_REFUSED', 'Ordine non confermato', { problems: state.refusal });
      const made: CheckoutConfirmation = {
        outcome: 'ORDERED',
        attemptId: 40 + confirmations.size,
        orderId: 900,
        publicOrderId: '4000900',
        next: '/checkout/order/success/900',
      };
      confirmations.set(idempotencyKey, made);
      return json(200, { data: made });
    }
    const wallet = /^auth\/wallets\/(\d+)$/.exec(path);
    if (wallet && method === 'DELETE') {
      const id = Number(wallet[1]);
      if (!checkout.payment.wallets.some((w) => w.id === id)) return error(404, '404', 'Carta salvata non trovata');
      state.checkout = {
        ...checkout,
        payment: {
          ...checkout.payment,
          wallets: checkout.payment.wallets.filter((w) => w.id !== id),
          walletId: checkout.payment.walletId === id ? null : checkout.payment.walletId,
        },
        version: checkout.version + 1,
      };
      return json(204, null);
    }
    if (path === 'auth/billing-addresses' && method === 'GET') return json(200, { data: addresses });
    if (path === 'auth/billing-addresses/verify' && method === 'POST') return json(204, null);
    if (path === 'auth/billing-addresses' && method === 'POST') {
      const saved = { ...(body as BillingAddress), id: 100 + addresses.length };
      addresses.push(saved);
      return json(200, { data: saved });
    }
    const edited = /^auth\/billing-addresses\/(\d+)$/.exec(path);
    if (edited && method === 'PUT') {
      const i = addresses.findIndex((a) => a.id === Number(edited[1]));
      if (i < 0) return error(404, '404', 'Non trovato');
      addresses[i] = { ...(body as BillingAddress), id: addresses[i].id };
      return json(200, { data: addresses[i] });
    }
    if (path === 'auth/mobilenumber/sendVerifyCode') {
      return json(200, { data: { resendAt: new Date(Date.now() + 30_000).toISOString() } });
    }
    if (path === 'auth/mobilenumber/verifyCode') {
      const { verifyCode } = body as { verifyCode: string };
      return verifyCode === '1234'
        ? json(204, null)
        : error(400, '400', 'Codice errato', { entityErrors: [{ field: 'verifyCode', message: 'Codice errato' }] });
    }
    if (path === 'auth/mobilenumber/confirm') {
      state.checkout = {
        ...checkout,
        mobileVerificationRequired: false,
        delivery: { ...checkout.delivery, mobileConfirmed: true },
      };
      return json(204, null);
    }
    return error(404, '404', 'Non trovato');
  };
}

export function createCheckoutShop(options: CheckoutShopOptions = {}) {
  const state: CheckoutState = {
    checkout: options.checkout ?? baseCheckout(),
    addresses: [...(options.addresses ?? [])],
    confirmations: new Map(),
    refusal: null,
  };
  const shop = createFakeShop(checkoutRoutes(state));
  return {
    ...shop,
    get checkout() {
      return state.checkout;
    },
    set checkout(c: Checkout) {
      state.checkout = c;
    },
    confirmations: state.confirmations,
    addresses: state.addresses,
    refuse(problems: CheckoutProblem[] | null) {
      state.refusal = problems;
    },
    /** Calls wait until the returned function is called (a slow server). */
    holdAnswers: shop.hold,
  };
}
export type CheckoutShop = ReturnType<typeof createCheckoutShop>;

export const MINIMUM = 1000;
const BELOW = "L'importo minimo per questo servizio è di 10,00 €";

/** The alternatives the trolley checkout shop offers (GET product/{id}/alternatives): for the milk (101). */
export /** The campioncini omaggio the fake shop offers (contracts samples.ts). */
const SAMPLES: SampleOffer[] = ['Crema mani', 'Shampoo', 'Dentifricio', 'Tè verde'].map((description, k) => ({
  productId: 900 + k,
  description,
  brand: 'Prova',
  label: 'Formato prova',
  image: '/images/products/900.svg',
  available: true,
}));

const ALTERNATIVES: Record<number, { productId: number; description: string; price: number }[]> = {
  101: [
    { productId: 201, description: 'Latte parzialmente scremato 1 l', price: 119 },
    { productId: 202, description: 'Latte senza lattosio 1 l', price: 159 },
  ],
};

/** An alternative as the catalogue answers it: a product tile. */
const tileOf = (a: { productId: number; description: string; price: number }) =>
  ({
    productId: a.productId,
    code: String(a.productId),
    description: a.description,
    computedDescription: a.description,
    brand: 'Prova',
    label: '1 l',
    detailUrl: `/supermercato/prodotto/${a.productId}/latte`,
    imageURL: `/img/${a.productId}.jpg`,
    currentImage: {
      small: `/img/${a.productId}.jpg`,
      medium: `/img/${a.productId}.jpg`,
      big: `/img/${a.productId}.jpg`,
    },
    price: a.price,
    discountedPrice: null,
    values: [],
    outOfStock: false,
  }) satisfies Product;

export function createTrolleyCheckoutShop(products?: TestProduct[]) {
  const shop = createTestShop({ products });
  const substitutes = new Map<number, boolean>();
  const gifts = new Map<number, string>();
  const alternatives = new Map<number, number>();
  let notes = '';
  /** The campioncini omaggio chosen (PUT / DELETE auth/checkout/samples/{id}), in order. */
  const samplesChosen: number[] = [];
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
    // The held checkout's invoice, gift and mobile parts; the rest from the trolley and the PATCH calls.
    const base = baseCheckout();
    return {
      ...base,
      trolley: t,
      lines: t.items.map((i) => ({
        trolleyItemId: i.trolleyItemId,
        substitutable: !i.readonly,
        substitute: !i.readonly && (substitutes.get(i.trolleyItemId) ?? true),
        giftWrapAllowed: i.productId === 103,
        giftMessage: gifts.get(i.trolleyItemId) ?? null,
        hasAlternatives: !i.readonly && i.productId in ALTERNATIVES,
        alternativeProductChoice: ((chosen) =>
          chosen ? { productId: chosen.productId, description: chosen.description } : null)(
          ALTERNATIVES[i.productId]?.find((a) => a.productId === alternatives.get(i.trolleyItemId)),
        ),
      })),
      delivery: { ...base.delivery, addressId: 1, mobileNumber: null, notes, reservation: null },
      payment: { ...base.payment, options: [], wallets: [], buttonLabel: 'CONFERMA ORDINE' },
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
      version: t.version ?? 0,
      samples: {
        chosen: SAMPLES.filter((x) => samplesChosen.includes(x.productId)).sort(
          (a, b) => samplesChosen.indexOf(a.productId) - samplesChosen.indexOf(b.productId),
        ),
        eligible: t.transactionAmount >= SAMPLES_MIN_SPEND_CENTS,
        missingAmount: Math.max(0, SAMPLES_MIN_SPEND_CENTS - t.transactionAmount),
      },
    };
  };

  // GET and PATCH auth/checkout, and a product's alternatives, before the trolley shop's own routes.
  shop.route(async ({ method, path, body }) => {
    // The 'Avancassa' offers: the coffee at -20%.
    if (path === 'displayable/avancassa' && method === 'GET')
      return json(200, {
        data: [
          { ...tileOf({ productId: 103, description: 'Caffè macinato 250 g', price: 349 }), discountedPrice: 279 },
        ],
      });
    // The campioncini omaggio: four on offer; at most SAMPLES_PER_ORDER chosen (409 past it).
    if (path === 'displayable/campioncini' && method === 'GET') return json(200, { data: SAMPLES });
    const sampleOf = /^auth\/checkout\/samples\/(\d+)$/.exec(path);
    if (sampleOf) {
      const id = Number(sampleOf[1]);
      const at = samplesChosen.indexOf(id);
      if (method === 'DELETE' && at >= 0) samplesChosen.splice(at, 1);
      if (method === 'PUT' && at < 0) {
        if (samplesChosen.length >= SAMPLES_PER_ORDER)
          return error(409, '409', 'Puoi scegliere al massimo 3 campioncini per ordine.');
        samplesChosen.push(id);
      }
      return json(200, { data: await checkout() });
    }
    const alternativesOf = /^product\/(\d+)\/alternatives$/.exec(path);
    if (alternativesOf && method === 'GET')
      return json(200, { data: (ALTERNATIVES[Number(alternativesOf[1])] ?? []).map(tileOf) });
    if (path !== 'auth/checkout') return undefined;
    if (method === 'GET') return json(200, { data: await checkout() });
    const update = body as CheckoutUpdate;
    patches.push(update);
    if (failPatch === 0) throw new TypeError('Failed to fetch');
    if (failPatch !== null) return error(failPatch, String(failPatch), 'Errore');
    for (const s of update.substitutes ?? []) substitutes.set(s.trolleyItemId, s.substitute);
    if (update.allSubstitutes !== undefined)
      for (const i of (await trolley()).items) substitutes.set(i.trolleyItemId, update.allSubstitutes);
    if (update.giftWrap) {
      if (update.giftWrap.giftMessage === null) gifts.delete(update.giftWrap.trolleyItemId);
      else gifts.set(update.giftWrap.trolleyItemId, update.giftWrap.giftMessage);
    }
    if (update.notes !== undefined) notes = update.notes;
    if (update.alternative) {
      const { trolleyItemId, productId } = update.alternative;
      if (productId === null) alternatives.delete(trolleyItemId);
      else {
        alternatives.set(trolleyItemId, productId);
        substitutes.set(trolleyItemId, true);
      }
    }
    for (const s of update.substitutes ?? []) if (!s.substitute) alternatives.delete(s.trolleyItemId);
    return json(200, { data: await checkout() });
  });

  return {
    ...shop,
    checkout,
    patches,
    failPatches: (status: number | null) => {
      failPatch = status;
    },
  };
}
