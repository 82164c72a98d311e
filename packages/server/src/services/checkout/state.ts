// The checkout as the shopper sees it (GET auth/checkout): the trolley priced by services/trolley, the
// per-line options, the delivery (address, mobile, slot hold), the payment hub, invoice, gift, totals,
// and what is missing. The same reading serves the confirmation (confirm.ts), inside its transaction,
// so the checks of the page and of the confirmation are one code.
import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import {
  CHECKOUT_MINIMUM_CENTS,
  CHECKOUT_PAYMENT_TYPES,
  CHECKOUT_VIRTUAL_MINIMUM_CENTS,
  ONLINE_PAYMENT_TYPES,
  POINTS_PER_EURO,
  VIRTUAL_PRODUCT_TYPES,
  type Navigation,
  type PaymentType,
  type Trolley,
} from '@mercato/contracts';
import type {
  Checkout,
  CheckoutDelivery,
  CheckoutLine,
  CheckoutProblem,
  DeliveryKind,
  PaymentOption,
} from '@mercato/contracts/checkout';
import { formatPrice } from '@mercato/contracts/format/price';
import {
  checkout as checkoutTexts,
  checkoutApi,
  orders as orderTexts,
  t,
  trolleyApi,
  trolley as trolleyTexts,
} from '@mercato/contracts/i18n/it';
import { billingAddressSchema, billingOptionsFor } from '@mercato/contracts/rules/billing-address';
import type { ShopConfig } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { products } from '../../db/schema/catalogue.ts';
import { billingAddresses, checkouts, wallets } from '../../db/schema/checkout.ts';
import { orderItems, orders, type trolleyItems } from '../../db/schema/commerce.ts';
import { currentAddressOf, deliveryAddresses, deliverySlots, drives, pickupStores } from '../../db/schema/geo.ts';
import { editSessionOf } from '../order-edit/edit.ts';
import { orderRightsOf } from '../orders/index.ts';
import { CUTOFF_MS } from '../slot-rules/time.ts';
import { reservationOf } from '../slots/week.ts';
import { checkoutProblem as subscriptionCheckoutProblem } from '../subscriptions/rules.ts';
import type { TrolleyOwner } from '../owner.ts';
import { buildTrolley, priceTrolley, trolleyLines, type TrolleyLine } from '../trolley/read.ts';
import { withAlternatives } from '../catalogue/products.ts';
import type { TrolleyRow } from '../owner.ts';
import { type ChosenSample, chosenSamples, sampleProblems, samplesOf } from './samples.ts';

export type CheckoutRow = typeof checkouts.$inferSelect;
type SlotRow = typeof deliverySlots.$inferSelect;
type ProductRow = typeof products.$inferSelect;
type LineRow = typeof trolleyItems.$inferSelect;
type AddressRow = typeof deliveryAddresses.$inferSelect;

/** The choices of a trolley not saved yet: the table's defaults. */
export const defaultChoices = (trolleyId: number): CheckoutRow => ({
  trolleyId,
  notes: '',
  giftEnabled: false,
  giftRecipientForename: '',
  giftRecipientSurname: '',
  giftRecipientPhone: '',
  giftGreetingCardText: '',
  invoiceWanted: false,
  billingAddressId: null,
  cig: '',
  billingCup: '',
  billingNumord: '',
  billingNotefatt: '',
  paymentType: null,
  walletId: null,
  version: 0,
  updatedAt: new Date(0),
});

/** How the shopping reaches the shopper in a navigation. */
export function deliveryKindOf(nav: Navigation): DeliveryKind {
  if (nav === 'prenotazioni') return 'STORE';
  if (nav === 'drive' || nav === 'pharma-drive') return 'PICKUP';
  return 'HOME';
}

export const isOnline = (type: PaymentType | null): boolean =>
  type !== null && (ONLINE_PAYMENT_TYPES as readonly string[]).includes(type);

/** The payments offered to the owner in its navigation (the Fìdaty card only to its holders). */
export function paymentOptionsOf(o: TrolleyOwner): PaymentOption[] {
  return CHECKOUT_PAYMENT_TYPES[o.navigation]
    .filter((type) => type !== 'FIDATY_CARD' || o.hasFidatyCard)
    .map((type) => ({ type, displayableDescription: checkoutApi.paymentNames[type], online: isOnline(type) }));
}

/** Everything the checkout is made of, read once (in a transaction when confirming). */
export interface CheckoutState {
  owner: TrolleyOwner;
  row: TrolleyRow | undefined;
  trolley: Trolley;
  choices: CheckoutRow;
  lines: TrolleyLine[];
  address: AddressRow | null;
  addressText: string | null;
  drive: typeof drives.$inferSelect | null;
  store: typeof pickupStores.$inferSelect | null;
  /** The slot the trolley holds (even when the hold ended), and whether the hold is live. */
  slot: SlotRow | null;
  holdLive: boolean;
  wallets: (typeof wallets.$inferSelect)[];
  billingAddress: typeof billingAddresses.$inferSelect | null;
  now: Date;
  /**
   * Edit-order mode (the trolley's editing_order_id; services/order-edit/edit.ts): the order modified,
   * as read now, and the quantities it holds by product (stock already taken for it). Its slot and
   * address are the checkout's; the 'hold' lasts until its content cut-off.
   */
  editing: { order: typeof orders.$inferSelect; reserved: Map<number, number> } | null;
  /** A subscription plan of the trolley the customer may not buy now (issue 40), else null. */
  subscriptionProblem: CheckoutProblem | null;
  /** The lines' products that have alternatives now, and the names of the alternatives chosen. */
  alternatives: { available: Set<number>; names: Map<number, string> };
  /** The campioncini omaggio chosen (samples.ts), in the order they were chosen. */
  samples: ChosenSample[];
}

/** Which lines' products have alternatives, and what the chosen alternatives are called. */
async function alternativesOfLines(db: Db | Tx, lines: TrolleyLine[]): Promise<CheckoutState['alternatives']> {
  const chosen = [...new Set(lines.flatMap((l) => (l.line.alternativeProductId ? [l.line.alternativeProductId] : [])))];
  const [available, named] = await Promise.all([
    withAlternatives(
      db,
      lines.filter(substitutable).map((l) => l.product.id),
    ),
    chosen.length
      ? db
          .select({ id: products.id, description: products.description })
          .from(products)
          .where(inArray(products.id, chosen))
      : [],
  ]);
  return { available, names: new Map(named.map((p) => [p.id, p.description])) };
}

/** The order an edit-mode trolley modifies, with the quantities it holds by product. */
async function editingOf(db: Db | Tx, row: TrolleyRow | undefined): Promise<CheckoutState['editing']> {
  if (!row?.editingOrderId) return null;
  const [order] = await db.select().from(orders).where(eq(orders.id, row.editingOrderId)).limit(1);
  if (!order) return null;
  const reserved = new Map<number, number>();
  const lines = await db
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  for (const l of lines)
    if (l.productId !== null) reserved.set(l.productId, (reserved.get(l.productId) ?? 0) + l.quantity);
  return { order, reserved };
}

/** What a product can still give this checkout: its stock, plus what the order being modified holds. */
export const availableFor = (s: Pick<CheckoutState, 'editing'>, p: Pick<ProductRow, 'id' | 'availableQuantity'>) =>
  p.availableQuantity + (s.editing?.reserved.get(p.id) ?? 0);

export async function loadState(
  db: Db | Tx,
  owner: TrolleyOwner,
  row: TrolleyRow | undefined,
  now: Date,
): Promise<CheckoutState> {
  const customerId = owner.customerId as number;
  const editing = await editingOf(db, row);
  // The lines are read once, for the priced trolley and for the checks on their products.
  const lines = row ? await trolleyLines(db, row.id) : [];
  const trolley = row ? await priceTrolley(db, owner, row, lines) : await buildTrolley(db, owner, row);
  const [saved] = row ? await db.select().from(checkouts).where(eq(checkouts.trolleyId, row.id)).limit(1) : [];
  const choices = saved ?? defaultChoices(row?.id ?? 0);
  // Edit-order mode: the order's address, pickup point and slot (its place), live until its content cut-off.
  const eo = editing?.order;
  const [address] = eo
    ? eo.deliveryAddressId
      ? await db.select().from(deliveryAddresses).where(eq(deliveryAddresses.id, eo.deliveryAddressId)).limit(1)
      : []
    : await db.select().from(deliveryAddresses).where(currentAddressOf(customerId)).limit(1);
  const driveId = eo ? eo.driveId : address?.driveId;
  const storeId = eo ? eo.pickupStoreId : address?.pickupStoreId;
  const [drive] = driveId ? await db.select().from(drives).where(eq(drives.id, driveId)).limit(1) : [];
  const [store] = storeId ? await db.select().from(pickupStores).where(eq(pickupStores.id, storeId)).limit(1) : [];
  const slotId = eo ? eo.slotId : row?.slotId;
  const [slot] = slotId ? await db.select().from(deliverySlots).where(eq(deliverySlots.id, slotId)).limit(1) : [];
  const holdLive = eo
    ? !!slot && orderRightsOf(eo, now).contentModifiable
    : !!(slot && row?.slotReservedUntil && row.slotReservedUntil > now);
  const saved_wallets = await db
    .select()
    .from(wallets)
    .where(and(eq(wallets.customerId, customerId), isNull(wallets.deletedAt)))
    .orderBy(asc(wallets.id));
  const [billing] = choices.billingAddressId
    ? await db.select().from(billingAddresses).where(eq(billingAddresses.id, choices.billingAddressId)).limit(1)
    : [];
  const kind = deliveryKindOf(owner.navigation);
  const addressText = eo
    ? (eo.deliveryAddressText ?? eo.deliveryStoreName)
    : kind === 'HOME'
      ? address && address.deliveryMethod !== 'D' && address.deliveryMethod !== 'P'
        ? `${address.street}${address.houseNumber ? ` ${address.houseNumber}` : ''}, ${address.postCode} ${address.town}`
        : null
      : kind === 'PICKUP'
        ? (drive?.description ?? null)
        : (store?.description ?? null);
  return {
    owner,
    row,
    trolley,
    choices,
    lines,
    address: address ?? null,
    addressText,
    drive: drive ?? null,
    store: store ?? null,
    slot: slot ?? null,
    holdLive,
    wallets: saved_wallets,
    billingAddress: billing ?? null,
    now,
    editing,
    subscriptionProblem: await subscriptionCheckoutProblem(db, customerId, lines, editing?.order.id ?? null, now),
    alternatives: await alternativesOfLines(db, lines),
    samples: row ? await chosenSamples(db, row.id) : [],
  };
}

/**
 * The shopping goes to a Colletta Alimentare collection point (services/colletta): the address in use is
 * one a join made; in edit-order mode, the order modified was a donation.
 */
export const isDonation = (s: Pick<CheckoutState, 'address' | 'editing'>): boolean =>
  s.editing ? s.editing.order.collettaAlimentare : (s.address?.collettaStoreId ?? null) !== null;

/** The minimum of the checkout: the virtual-only one when every line is a virtual product. */
export function minimumOf(s: CheckoutState): number {
  const virtualOnly =
    s.lines.length > 0 &&
    s.lines.every((l) => (VIRTUAL_PRODUCT_TYPES as readonly string[]).includes(l.product.productType));
  return virtualOnly ? CHECKOUT_VIRTUAL_MINIMUM_CENTS : CHECKOUT_MINIMUM_CENTS[s.owner.navigation];
}

/**
 * The delivery price: the held slot's, less the customer's delivery promotion (issue 35); in edit-order
 * mode the one the order was made with.
 */
export const deliveryAmountOf = (s: CheckoutState): number =>
  s.editing
    ? s.editing.order.slotPriceCents
    : s.slot && s.holdLive
      ? Math.max(0, s.slot.priceCents - (s.trolley.deliveryPromotion?.discount ?? 0))
      : 0;

/** Loyalty points of an amount of items (chosen: POINTS_PER_EURO per whole euro, holders of the card only). */
export const pointsOf = (s: CheckoutState, itemsCents: number): number =>
  s.owner.hasFidatyCard ? Math.floor(itemsCents / 100) * POINTS_PER_EURO : 0;

/** A line may get a substitute: not a premium product, not a readonly line, not a virtual product. */
export const substitutable = (l: { line: LineRow; product: ProductRow }): boolean =>
  !l.product.premium &&
  !l.line.readonly &&
  // A virtual product (a subscription, a gift card) is never missing on the shelf (issue 40).
  !(VIRTUAL_PRODUCT_TYPES as readonly string[]).includes(l.product.productType);

/** The alternative a line's shopper chose (a substitute accepted), with its name; null: no preference. */
function alternativeChoice(s: CheckoutState, l: TrolleyLine): CheckoutLine['alternativeProductChoice'] {
  const id = l.line.alternativeProductId;
  const description = id === null ? undefined : s.alternatives.names.get(id);
  return id !== null && description !== undefined && substitutable(l) && l.line.substitute
    ? { productId: id, description }
    : null;
}

/** The billing address is the customer's own, not deleted, and passes the billing form's rules. */
export function billingAddressValid(s: CheckoutState): boolean {
  const b = s.billingAddress;
  if (!b || b.customerId !== s.owner.customerId || b.deletedAt) return false;
  const schema = billingAddressSchema(billingOptionsFor(b.type, b.countryType));
  const nul = (v: string | null) => v ?? undefined;
  return schema.safeParse({
    name: b.name,
    heading: b.heading,
    street: b.street,
    houseNumber: b.houseNumber,
    postcode: b.postcode,
    town: b.town,
    country: b.country,
    province: nul(b.province),
    taxCode: nul(b.taxCode),
    vatNumber: nul(b.vatNumber),
    emailPec: nul(b.emailPec),
    codiceDestSdi: nul(b.codiceDestSdi),
    birthDate: nul(b.birthDate),
    birthPlace: nul(b.birthPlace),
  }).success;
}

/** The payment chosen, when it is still offered. */
export function chosenPayment(s: CheckoutState): PaymentType | null {
  const type = s.choices.paymentType as PaymentType | null;
  return type && paymentOptionsOf(s.owner).some((o) => o.type === type) ? type : null;
}

/**
 * The trolley problem of a line the shelf cannot serve: PRODUCT_UNAVAILABLE when nothing is left
 * (`available` < 1), else QUANTITY_EXCEEDS_AVAILABILITY with both quantities (orders §8). The checkout's
 * checks and the confirmation's conditional stock updates say it alike.
 */
export function stockProblem(
  product: { id: number; description: string },
  ordered: number,
  available: number,
): CheckoutProblem {
  return available < 1
    ? {
        code: 'PRODUCT_UNAVAILABLE',
        message: t(trolleyApi.unavailable, { product: product.description }),
        step: 'TROLLEY',
        productId: product.id,
      }
    : {
        code: 'QUANTITY_EXCEEDS_AVAILABILITY',
        message: t(trolleyApi.quantityExceeds, { product: product.description, ordered, available }),
        step: 'TROLLEY',
        productId: product.id,
        orderedQuantity: ordered,
        availableQuantity: available,
      };
}

/**
 * What stops the checkout, step by step (TROLLEY, DELIVERY, PAYMENT), with the spec's texts; with
 * `mobile`, the mobile number's verification too. Empty: the order can be confirmed.
 */
export function problemsOf(s: CheckoutState, config: ShopConfig, opts: { mobile: boolean }): CheckoutProblem[] {
  const out: CheckoutProblem[] = [];
  if (s.lines.length === 0) {
    out.push({ code: 'EMPTY_TROLLEY', message: trolleyTexts.empty, step: 'TROLLEY' });
    return out;
  }
  if (s.editing && !orderRightsOf(s.editing.order, s.now).contentModifiable) {
    out.push({ code: 'ORDER_EDIT_CLOSED', message: orderTexts.deadlineNote, step: 'TROLLEY' });
    return out;
  }
  for (const { line, product } of s.lines) {
    const available = availableFor(s, product);
    if (!product.active || available < 1 || (product.outOfStock && !s.editing?.reserved.has(product.id)))
      out.push(stockProblem(product, line.quantity, 0));
    else if (line.quantity > available) out.push(stockProblem(product, line.quantity, available));
  }
  if (s.subscriptionProblem) out.push(s.subscriptionProblem);
  out.push(...sampleProblems(s));
  const minimum = minimumOf(s);
  // The minimum is judged on the items before coupons (issue 35): a coupon never makes an order too small.
  if (s.trolley.transactionAmount + (s.trolley.couponDiscount ?? 0) < minimum)
    out.push({
      code: 'BELOW_MINIMUM',
      message: t(
        minimum === CHECKOUT_VIRTUAL_MINIMUM_CENTS ? checkoutApi.belowVirtualMinimum : checkoutApi.belowMinimum,
        {
          amount: formatPrice(minimum),
        },
      ),
      step: 'TROLLEY',
    });
  const kind = deliveryKindOf(s.owner.navigation);
  if (!s.addressText) {
    out.push({
      code: 'SLOT_MISSING',
      message: kind === 'HOME' ? checkoutTexts.noDeliveryAddress : checkoutTexts.noPickupPoint,
      step: 'DELIVERY',
    });
  } else if (!s.slot) {
    out.push(
      s.row?.lapsedSlotId
        ? { code: 'SLOT_EXPIRED', message: checkoutApi.slotExpired, step: 'DELIVERY' }
        : {
            code: 'SLOT_MISSING',
            message: kind === 'HOME' ? checkoutApi.slotMissingHome : checkoutApi.slotMissingPickup,
            step: 'DELIVERY',
          },
    );
  } else if (!s.holdLive) {
    out.push({ code: 'SLOT_EXPIRED', message: checkoutApi.slotExpired, step: 'DELIVERY' });
  } else if (!s.editing && (!s.slot.active || s.slot.startsAt.getTime() <= s.now.getTime() + CUTOFF_MS)) {
    out.push({ code: 'SLOT_SOLD_OUT', message: checkoutApi.slotClosed, step: 'DELIVERY' });
  }
  if (opts.mobile && mobileVerificationRequired(s, config))
    out.push({ code: 'MOBILE_NOT_CONFIRMED', message: checkoutApi.mobileNotConfirmed, step: 'DELIVERY' });
  if (!chosenPayment(s)) out.push({ code: 'PAYMENT_MISSING', message: checkoutApi.paymentMissing, step: 'PAYMENT' });
  if (s.choices.invoiceWanted) {
    if (s.choices.billingAddressId === null)
      out.push({ code: 'INVOICE_ADDRESS_INVALID', message: checkoutApi.invoiceAddressMissing, step: 'PAYMENT' });
    else if (!billingAddressValid(s))
      out.push({ code: 'INVOICE_ADDRESS_INVALID', message: checkoutTexts.invalidInvoiceAddresses, step: 'PAYMENT' });
  }
  return out;
}

/** mobileNumberVerifyEnabled and the delivery address's number not verified. */
export const mobileVerificationRequired = (s: CheckoutState, config: ShopConfig): boolean =>
  config.checkout.mobileNumberVerifyEnabled && s.address !== null && !s.address.mobileConfirmed;

/**
 * Checkout.version: the trolley's and the choices' change counters (both only grow), times 10,000, plus
 * a 4-digit stamp of the prices (lines and slot). A confirmation whose counters match but whose stamp
 * does not saw other prices (PRICE_CHANGED); other counters: the checkout changed (CHECKOUT_CHANGED).
 * chosen: a stamp of 4 digits, so one price change in 10,000 goes unnoticed by the stamp (the order is
 * still priced on the server, so the shopper pays the prices of the confirmed summary at worst).
 */
export const PRICE_STAMP = 10_000;
export function versionOf(s: CheckoutState): number {
  const counters = (s.row?.version ?? 0) + s.choices.version;
  return counters * PRICE_STAMP + priceStamp(s);
}
export function priceStamp(s: CheckoutState): number {
  const prices = s.trolley.items.map((i) => [i.productId, i.quantity, i.unitPrice, i.discountedQuantityAwarePrice]);
  const digest = createHash('sha256')
    .update(JSON.stringify([prices, deliveryAmountOf(s)]))
    .digest();
  return digest.readUInt32BE(0) % PRICE_STAMP;
}

/** The Checkout answer of GET and PATCH auth/checkout. */
export function checkoutOf(s: CheckoutState, config: ShopConfig): Checkout {
  const kind = deliveryKindOf(s.owner.navigation);
  const delivery: CheckoutDelivery = {
    navigation: s.owner.navigation,
    kind,
    addressId: s.address?.id ?? null,
    addressText: s.addressText,
    mobileNumber: s.address?.mobileNumber ?? null,
    mobileConfirmed: s.address?.mobileConfirmed ?? false,
    notes: s.choices.notes,
    reservation:
      s.slot && s.holdLive ? reservationOf(s.slot, s.editing ? null : (s.row?.slotReservedUntil ?? null)) : null,
    collettaAlimentare: isDonation(s),
  };
  const type = chosenPayment(s);
  const transactionAmount = s.trolley.transactionAmount;
  const deliveryAmount = deliveryAmountOf(s);
  const [first] = problemsOf(s, config, { mobile: false });
  return {
    trolley: s.trolley,
    lines: s.lines.map((l) => ({
      trolleyItemId: l.line.id,
      substitute: substitutable(l) && l.line.substitute,
      substitutable: substitutable(l),
      giftWrapAllowed: l.product.giftWrapAllowed,
      giftMessage: l.line.giftMessage,
      hasAlternatives: substitutable(l) && s.alternatives.available.has(l.product.id),
      alternativeProductChoice: alternativeChoice(s, l),
    })),
    delivery,
    payment: {
      type,
      walletId: type && isOnline(type) ? s.choices.walletId : null,
      options: paymentOptionsOf(s.owner),
      wallets: s.wallets.map((w) => ({
        id: w.id,
        cardType: w.cardType,
        maskedPan: w.maskedPan,
        cardExpiryDate: w.cardExpiryDate,
        paymentType: w.paymentType,
      })),
      buttonLabel: isOnline(type) ? checkoutApi.payWithCard : checkoutApi.confirmOrder,
      testGateway: config.checkout.paymentProvider === 'test',
    },
    invoice: {
      wanted: s.choices.invoiceWanted,
      billingAddressId: s.choices.billingAddressId,
      notes: {
        cig: s.choices.cig,
        billingCup: s.choices.billingCup,
        billingNumord: s.choices.billingNumord,
        billingNotefatt: s.choices.billingNotefatt,
      },
    },
    gift: {
      enabled: s.choices.giftEnabled,
      giftRecipientForename: s.choices.giftRecipientForename,
      giftRecipientSurname: s.choices.giftRecipientSurname,
      giftRecipientPhone: s.choices.giftRecipientPhone,
      giftGreetingCardText: s.choices.giftGreetingCardText,
    },
    giftAvailable: config.checkout.giftEnabled,
    totals: {
      transactionAmount,
      deliveryAmount,
      totalDiscount: s.trolley.totalDiscount,
      total: transactionAmount + deliveryAmount,
      totalPoints: pointsOf(s, transactionAmount),
      minimumAmount: minimumOf(s),
    },
    missing: first ? { step: first.step, message: first.message } : null,
    mobileVerificationRequired: mobileVerificationRequired(s, config),
    version: versionOf(s),
    editing: s.editing ? editSessionOf(s.editing.order, s.now) : null,
    samples: samplesOf(s),
  };
}
