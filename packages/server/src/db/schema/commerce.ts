// Commerce: trolleys and their items, orders and order items, shopping lists (with shares), coupons
// (with the customers' coupon wallets) and initiatives (with the customers' balances).
// customerId columns refer to the platform customers table (schema/platform.ts).
import type { CouponBlock } from '@mercato/contracts/coupons';
import { CouponType, PaymentStatus, PaymentType, enumValues, type TrolleyException } from '@mercato/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { QUANTITY_MAX, QUANTITY_MIN } from '@mercato/contracts';
import { NAVIGATIONS, deliveryAddresses, deliverySlots, drives, pickupStores } from './geo.ts';
import { products } from './catalogue.ts';

const tsz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const TROLLEY_STATUSES = ['OPEN', 'ORDERED', 'ABANDONED'] as const;

/**
 * One open trolley per owner and navigation. The owner is a customer or a guest (power guest) session.
 * version is bumped on every change (optimistic checks, cross-tab sync).
 */
export const trolleys = pgTable(
  'trolleys',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id'),
    /** Power-guest owner: the session id (or its hash) of the guest session. */
    guestSessionId: varchar('guest_session_id', { length: 128 }),
    navigation: text('navigation', { enum: NAVIGATIONS }).notNull(),
    status: text('status', { enum: TROLLEY_STATUSES }).notNull().default('OPEN'),
    deliveryAddressId: integer('delivery_address_id').references(() => deliveryAddresses.id),
    /** The slot held for this trolley (services/slots): counted in its `booked` while set. */
    slotId: integer('slot_id').references(() => deliverySlots.id),
    /** When the hold ends unless extended; the expiry sweep then releases the place. */
    slotReservedUntil: tsz('slot_reserved_until'),
    /** The slot whose hold expired last (RIATTIVABILE while it is still free); cleared by a booking. */
    lapsedSlotId: integer('lapsed_slot_id').references(() => deliverySlots.id),
    version: integer('version').notNull().default(0),
    /**
     * What could not be kept when a power guest's trolley was merged into this one at login (orders §8
     * exceptions): answered once, by the next read of the trolley, then cleared.
     */
    mergeExceptions: jsonb('merge_exceptions').$type<TrolleyException[]>(),
    /**
     * Set on the edit-mode trolley of a content modification (orders §2 'modifica/{action}/{orderId}'):
     * the order's lines came back here; confirming through checkout replaces that order. While it is
     * OPEN it is the customer's trolley for its navigation; the ordinary trolley waits beside it.
     */
    editingOrderId: integer('editing_order_id').references((): AnyPgColumn => orders.id),
    createdAt: tsz('created_at').notNull().defaultNow(),
    updatedAt: tsz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('trolleys_customer_open_uq')
      .on(t.customerId, t.navigation)
      .where(sql`${t.status} = 'OPEN' and ${t.customerId} is not null and ${t.editingOrderId} is null`),
    // One open edit-mode trolley per order being modified.
    uniqueIndex('trolleys_editing_open_uq').on(t.editingOrderId).where(sql`${t.status} = 'OPEN'`),
    uniqueIndex('trolleys_guest_open_uq')
      .on(t.guestSessionId, t.navigation)
      .where(sql`${t.status} = 'OPEN' and ${t.guestSessionId} is not null`),
    check('trolleys_owner_ck', sql`${t.customerId} is not null or ${t.guestSessionId} is not null`),
    // The expiry sweep's look-up: holds that ended.
    index('trolleys_slot_hold_idx').on(t.slotReservedUntil).where(sql`${t.slotId} is not null`),
  ],
);

/** One line per product in a trolley (unique), so concurrent adds of one product update one line. */
export const trolleyItems = pgTable(
  'trolley_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    trolleyId: integer('trolley_id')
      .notNull()
      .references(() => trolleys.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    productIntervalId: integer('product_interval_id'),
    productAttributeIds: integer('product_attribute_ids').array().notNull().default(sql`'{}'::integer[]`),
    productOrigin: varchar('product_origin', { length: 64 }),
    /** 'Y', 'N' or null (spec giftWrap). */
    giftWrap: varchar('gift_wrap', { length: 1 }),
    readonly: boolean('readonly').notNull().default(false),
    /**
     * The shopper accepts a substitute if the product is missing (orders §4), paying the lower price.
     * chosen: on by default, as the big Italian grocers preselect it; the trolley page unticks it.
     */
    substitute: boolean('substitute').notNull().default(true),
    /** The gift-wrap message (giftWrap 'Y'), where the product allows gift wrap. */
    giftMessage: varchar('gift_message', { length: 250 }),
    /**
     * The product the shopper wants instead if this one is missing (orders §3 receipt item
     * alternativeProductChoice; services/checkout/update.ts); null: no preference, the staff chooses.
     */
    alternativeProductId: integer('alternative_product_id').references(() => products.id, { onDelete: 'set null' }),
    addedAt: tsz('added_at').notNull().defaultNow(),
    updatedAt: tsz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('trolley_items_product_uq').on(t.trolleyId, t.productId),
    check(
      'trolley_items_quantity_ck',
      sql`${t.quantity} between ${sql.raw(String(QUANTITY_MIN))} and ${sql.raw(String(QUANTITY_MAX))}`,
    ),
  ],
);

/**
 * The campioncini omaggio chosen for a trolley (contracts samples.ts): one row per sample, so a repeated
 * choice changes nothing; at most SAMPLES_PER_ORDER, counted under the trolley's lock
 * (services/checkout/samples.ts). The order takes their stock and keeps them as free lines.
 */
export const trolleySamples = pgTable(
  'trolley_samples',
  {
    trolleyId: integer('trolley_id')
      .notNull()
      .references(() => trolleys.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    chosenAt: tsz('chosen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.trolleyId, t.productId] })],
);

/**
 * Idempotency keys of trolley adds (header Idempotency-Key): a retried add with the same key on the same
 * trolley changes nothing. The key row is inserted in the add's transaction, so a concurrent retry waits
 * for the first and then finds it. request is a digest of the body: the same key with another body → 422.
 */
export const trolleyIdempotencyKeys = pgTable(
  'trolley_idempotency_keys',
  {
    trolleyId: integer('trolley_id')
      .notNull()
      .references(() => trolleys.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 128 }).notNull(),
    request: varchar('request', { length: 64 }).notNull(),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.trolleyId, t.key] }), index('trolley_idempotency_keys_created_idx').on(t.createdAt)],
);

/** The gift form of an order (orders §3 gift). */
export interface OrderGift {
  giftRecipientForename: string;
  giftRecipientSurname: string;
  giftRecipientPhone: string;
  giftGreetingCardText: string;
}

/** The invoice of an order: the billing address as it was when ordering, and the invoice notes. */
export interface OrderInvoice {
  billingAddressId: number;
  address: Record<string, string | null>;
  cig: string;
  billingCup: string;
  billingNumord: string;
  billingNotefatt: string;
}

export const ORDER_STATUSES = [
  'IN_LAVORAZIONE',
  'IN_PREPARAZIONE',
  'IN_CONSEGNA',
  'CONSEGNATO',
  'RITIRATO',
  'ANNULLATO',
  // Replaced by a content modification: orders.replaced_by_order_id is the order that took its place.
  'SOSTITUITO',
] as const;

/** A locker key of a 'Clicca e Vai' pickup (orders §2 detail: locker QR codes and key codes). */
export interface OrderLockerKey {
  /** The locker's door as printed on it, e.g. 'Cella 12'. */
  locker: string;
  /** The key code the customer types on the locker's keypad. */
  keyCode: string;
  /** Opaque, unguessable token of GET qrcode/{lockerKeyEnc}; the QR encodes the key code. */
  lockerKeyEnc: string;
}
export const ORDER_PAYMENT_TYPES = enumValues(PaymentType);
export const PAYMENT_STATUSES = enumValues(PaymentStatus);

export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Public order number shown to the customer. */
    publicOrderId: varchar('public_order_id', { length: 32 }).notNull().unique(),
    customerId: integer('customer_id').notNull(),
    navigation: text('navigation', { enum: NAVIGATIONS }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    orderInsertTime: tsz('order_insert_time').notNull(),
    /** COURIER (home delivery) or STORE (drive / store pickup). */
    /**
     * COURIER: a home delivery by courier (estimated date, orders §2 '**'); HOME: a home delivery by the
     * shop's own vans; STORE: a pickup. (A text column: no migration for the value; cards answer HOME as
     * null, the spec's Order naming only COURIER and STORE.)
     */
    deliveryMethod: text('delivery_method', { enum: ['COURIER', 'STORE', 'HOME'] }).notNull(),
    deliveryAddressId: integer('delivery_address_id').references(() => deliveryAddresses.id),
    driveId: integer('drive_id').references(() => drives.id),
    pickupStoreId: integer('pickup_store_id').references(() => pickupStores.id),
    deliveryStoreName: varchar('delivery_store_name', { length: 255 }),
    /** Snapshot of the delivery address text at order time. */
    deliveryAddressText: varchar('delivery_address_text', { length: 512 }),
    slotId: integer('slot_id').references(() => deliverySlots.id),
    slotStartTime: tsz('slot_start_time').notNull(),
    slotEndTime: tsz('slot_end_time').notNull(),
    slotPriceCents: integer('slot_price_cents').notNull().default(0),
    paymentType: text('payment_type', { enum: ORDER_PAYMENT_TYPES }).notNull(),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull(),
    /** Sum of the lines before discounts, total discount, and the amount charged (incl. slot), cents. */
    totalPriceCents: integer('total_price_cents').notNull(),
    totalDiscountCents: integer('total_discount_cents').notNull().default(0),
    totalAmountCents: integer('total_amount_cents').notNull(),
    fidatyCardBarcode: varchar('fidaty_card_barcode', { length: 32 }),
    orderPoints: integer('order_points').notNull().default(0),
    collettaAlimentare: boolean('colletta_alimentare').notNull().default(false),
    /** Idempotency key of the checkout that created it: a repeated completion returns this order. */
    idempotencyKey: varchar('idempotency_key', { length: 128 }).unique(),
    trolleyId: integer('trolley_id').references(() => trolleys.id),
    complaintOpened: boolean('complaint_opened').notNull().default(false),
    /** Delivery notes, the gift form and the invoice (billing address snapshot and notes) as confirmed. */
    notes: varchar('notes', { length: 512 }),
    gift: jsonb('gift').$type<OrderGift>(),
    invoice: jsonb('invoice').$type<OrderInvoice>(),
    cutoffUpdate: tsz('cutoff_update'),
    cutoffDelete: tsz('cutoff_delete'),
    /** Cut-off for changing day and time (slotModifiable); null: the same as cutoff_update. */
    cutoffUpdateSlot: tsz('cutoff_update_slot'),
    /**
     * A linked order rides with an earlier order of the same customer, slot and address: its slot is
     * free (orders §2 '*' footnote). The first order of the group has this null.
     */
    linkedOrderId: integer('linked_order_id').references((): AnyPgColumn => orders.id),
    /** Content modification: the order this one replaced, and on the old one the order that replaced it. */
    replacesOrderId: integer('replaces_order_id').references((): AnyPgColumn => orders.id),
    replacedByOrderId: integer('replaced_by_order_id').references((): AnyPgColumn => orders.id),
    cancelledAt: tsz('cancelled_at'),
    /** When it was delivered or picked up (documents' date). */
    deliveredAt: tsz('delivered_at'),
    /** Percentage discount (spec totalDiscountFromScontoPerc) and voucher discount, cents, inside the total discount. */
    percentDiscountCents: integer('percent_discount_cents').notNull().default(0),
    voucherDiscountCents: integer('voucher_discount_cents').notNull().default(0),
    /** Delivery document (ddc) number, set when delivered; the invoice's number when one was asked for. */
    ddcCode: varchar('ddc_code', { length: 32 }),
    invoiceNumber: varchar('invoice_number', { length: 32 }),
    /** Locker pickups ('Clicca e Vai'): the keys of the order's lockers. */
    lockerKeys: jsonb('locker_keys').$type<OrderLockerKey[]>(),
    /** Bumped by every change of the order (slot, content, cancel): a stale edit is refused. */
    version: integer('version').notNull().default(0),
    createdAt: tsz('created_at').notNull().defaultNow(),
    updatedAt: tsz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('orders_customer_idx').on(t.customerId, t.orderInsertTime),
    // One order per checkout: a second confirmation of the same trolley finds this one.
    uniqueIndex('orders_trolley_uq').on(t.trolleyId),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id),
    productCode: varchar('product_code', { length: 32 }).notNull(),
    description: varchar('description', { length: 255 }).notNull(),
    quantity: integer('quantity').notNull(),
    /** Weight in grams for variable-weight products (peso). */
    weightGrams: integer('weight_grams'),
    unitPriceCents: integer('unit_price_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    finalPriceCents: integer('final_price_cents').notNull(),
    vatPercent: integer('vat_percent').notNull(),
    hasPromo: boolean('has_promo').notNull().default(false),
    isSubstitute: boolean('is_substitute').notNull().default(false),
    /** The shopper accepted a substitute for this line. */
    substituteAccepted: boolean('substitute_accepted').notNull().default(false),
    giftMessage: varchar('gift_message', { length: 250 }),
    /** The customer's rating of the product, 1–5 (orders §9). */
    vote: integer('vote'),
    /** Delivery-detail sections (orders §2): premium (prize), free item, Christmas basket (cesto). */
    premium: boolean('premium').notNull().default(false),
    freeItem: boolean('free_item').notNull().default(false),
    isCesto: boolean('is_cesto').notNull().default(false),
    /** What was delivered; null: the quantity ordered. Less than ordered: an undelivered line. */
    deliveredQuantity: integer('delivered_quantity'),
    /** A restocked line's note (noteReintegro). */
    restockNote: varchar('restock_note', { length: 255 }),
    /** For a substitute line: the product it replaced (complaint substitutionDescription). */
    substitutionDescription: varchar('substitution_description', { length: 255 }),
    /** The origin the shopper chose (the trolley line's productOrigin, origins.ts), kept with the order. */
    productOrigin: varchar('product_origin', { length: 64 }),
    /** The alternative the shopper chose for it if unavailable (its description as it was), kept too. */
    alternativeDescription: varchar('alternative_description', { length: 255 }),
    /** Delivery-detail columns: other promotions and special promotions (cents), points. */
    otherPromotionsCents: integer('other_promotions_cents').notNull().default(0),
    specialPromotionsCents: integer('special_promotions_cents').notNull().default(0),
    points: integer('points').notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_vote_ck', sql`${t.vote} is null or ${t.vote} between 1 and 5`),
  ],
);

export const shoppingLists = pgTable(
  'shopping_lists',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Owner (administrator). */
    customerId: integer('customer_id').notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    createdAt: tsz('created_at').notNull().defaultNow(),
    updatedAt: tsz('updated_at').notNull().defaultNow(),
    /** The create or copy request that made it (a retry answers this list): unique per customer. */
    idempotencyKey: varchar('idempotency_key', { length: 64 }),
  },
  (t) => [
    index('shopping_lists_customer_idx').on(t.customerId),
    uniqueIndex('shopping_lists_idempotency_uq').on(t.customerId, t.idempotencyKey),
  ],
);

/** List rows: a catalogue product, or a generic free-text product (GENERIC_LDS) when productId is null. */
export const shoppingListItems = pgTable(
  'shopping_list_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    listId: integer('list_id')
      .notNull()
      .references(() => shoppingLists.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id),
    genericDescription: varchar('generic_description', { length: 255 }),
    quantity: integer('quantity').notNull().default(1),
    orderNo: integer('order_no').notNull().default(0),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('shopping_list_items_list_idx').on(t.listId),
    // One line per product of a list: an add to a line is an increment of it (services/lists/items.ts).
    uniqueIndex('shopping_list_items_product_uq').on(t.listId, t.productId),
    check('shopping_list_items_kind_ck', sql`${t.productId} is not null or ${t.genericDescription} is not null`),
  ],
);

/** Shared-list users: stateId '1' administrator, '2' accepted, '3' pending ('In Attesa'). */
export const shoppingListShares = pgTable(
  'shopping_list_shares',
  {
    /** The shared-list user's id (userId of orders §3), for the administrator's removal. */
    id: integer('id').generatedByDefaultAsIdentity().unique(),
    listId: integer('list_id')
      .notNull()
      .references(() => shoppingLists.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 255 }).notNull(),
    customerId: integer('customer_id'),
    stateId: varchar('state_id', { length: 2 }).notNull(),
    message: varchar('message', { length: 512 }),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.email] }), index('shopping_list_shares_customer_idx').on(t.customerId)],
);

export const COUPON_TYPES = enumValues(CouponType);

export const coupons = pgTable('coupons', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  code: varchar('code', { length: 32 }).notNull().unique(),
  type: text('type', { enum: COUPON_TYPES }).notNull(),
  description: varchar('description', { length: 255 }).notNull(),
  listBodyMessage: varchar('list_body_message', { length: 512 }),
  detailHeaderMessage: varchar('detail_header_message', { length: 255 }),
  detailBodyMessage: text('detail_body_message'),
  checkoutTitleMessage: varchar('checkout_title_message', { length: 255 }),
  checkoutDescriptionMessage: varchar('checkout_description_message', { length: 512 }),
  barcode: varchar('barcode', { length: 32 }),
  eanBuono: varchar('ean_buono', { length: 32 }),
  codiceWeb: varchar('codice_web', { length: 32 }),
  barcodeVisible: boolean('barcode_visible').notNull().default(false),
  showStartDate: boolean('show_start_date').notNull().default(true),
  valueCents: integer('value_cents'),
  percent: integer('percent'),
  points: integer('points'),
  minSpendCents: integer('min_spend_cents').notNull().default(0),
  /** Product the coupon applies to (or triggers on), if any. */
  productId: integer('product_id').references(() => products.id),
  /** Conditions shown in the coupon detail. */
  conditionList: text('condition_list').array().notNull().default(sql`'{}'::text[]`),
  navigation: text('navigation', { enum: NAVIGATIONS }),
  imageUrl: varchar('image_url', { length: 512 }),
  startDate: tsz('start_date').notNull(),
  expireDate: tsz('expire_date').notNull(),
  /** 1: the classic card; 2: the server-driven blocks below (HTML blocks sanitised when stored). */
  templateVersion: integer('template_version').notNull().default(1),
  blocks: jsonb('blocks').$type<CouponBlock[]>(),
  detailBlocks: jsonb('detail_blocks').$type<CouponBlock[]>(),
});

/** Coupons available to a customer; inTrolley / usedInOrderId give the coupon states. */
export const customerCoupons = pgTable(
  'customer_coupons',
  {
    customerId: integer('customer_id').notNull(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    inTrolley: boolean('in_trolley').notNull().default(false),
    usedInOrderId: integer('used_in_order_id').references(() => orders.id),
    assignedAt: tsz('assigned_at').notNull().defaultNow(),
    /** The open trolley holding it (inTrolley mirrors it); one trolley at a time. */
    trolleyId: integer('trolley_id').references(() => trolleys.id, { onDelete: 'set null' }),
    /** What it took off (cents) and the points it gave in the order that used it. */
    usedDiscountCents: integer('used_discount_cents'),
    usedPoints: integer('used_points'),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.couponId] }),
    index('customer_coupons_trolley_idx').on(t.trolleyId),
    index('customer_coupons_order_idx').on(t.usedInOrderId),
  ],
);

/**
 * Delivery promotions of a customer ('Consegne gratuite e scontate per te'): while valid and the items
 * reach minSpendCents, the slot price paid is cut by discountPercent (100: free delivery).
 */
export const deliveryPromotions = pgTable(
  'delivery_promotions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id').notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    description: varchar('description', { length: 512 }).notNull(),
    discountPercent: integer('discount_percent').notNull(),
    minSpendCents: integer('min_spend_cents').notNull().default(0),
    startDate: tsz('start_date').notNull(),
    expireDate: tsz('expire_date').notNull(),
  },
  (t) => [
    index('delivery_promotions_customer_idx').on(t.customerId),
    check('delivery_promotions_percent_ck', sql`${t.discountPercent} between 1 and 100`),
  ],
);

/** Loyalty initiatives (raccolte punti, donations). idIniziativa = id. */
export const initiatives = pgTable('initiatives', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  description: varchar('description', { length: 255 }).notNull(),
  objectName: varchar('object_name', { length: 128 }).notNull(),
  /** Balances are shown with decimals (e.g. euro) when true, as whole points otherwise. */
  decimalFlag: boolean('decimal_flag').notNull().default(false),
  imageUrl: varchar('image_url', { length: 512 }),
  landingPage: varchar('landing_page', { length: 512 }),
  virtualUrl: varchar('virtual_url', { length: 255 }),
  donationAllowed: boolean('donation_allowed').notNull().default(false),
  /** 'CURRENT' initiatives are listed under /promotions/iniziative, 'OTHER' under /altre-iniziative. */
  kind: text('kind', { enum: ['CURRENT', 'OTHER'] })
    .notNull()
    .default('CURRENT'),
  startDate: tsz('start_date').notNull(),
  endDate: tsz('end_date').notNull(),
});

export const customerInitiatives = pgTable(
  'customer_initiatives',
  {
    customerId: integer('customer_id').notNull(),
    initiativeId: integer('initiative_id')
      .notNull()
      .references(() => initiatives.id, { onDelete: 'cascade' }),
    /** Balance in hundredths when the initiative has decimalFlag, else points. */
    saldo: integer('saldo').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.initiativeId] })],
);
