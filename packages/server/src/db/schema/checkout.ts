// Checkout (issue 16): the shopper's choices per trolley, the confirmations and their payments, the
// billing addresses, saved cards, the outbox of messages to customers and mobile-number verification.
// contracts/checkout.ts has the calls these serve.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { BillingAddressType, enumValues } from '@mercato/contracts';
import { ORDER_PAYMENT_TYPES, orders, trolleys } from './commerce.ts';
import { deliveryAddresses } from './geo.ts';
import { customers } from './platform.ts';

const tsz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The checkout choices of one trolley, saved as the shopper makes them (PATCH auth/checkout), so a
 * failed call or a failed payment loses nothing. Substitutes and gift wrap are per line (trolley_items).
 */
export const checkouts = pgTable('checkouts', {
  trolleyId: integer('trolley_id')
    .primaryKey()
    .references(() => trolleys.id, { onDelete: 'cascade' }),
  notes: varchar('notes', { length: 512 }).notNull().default(''),
  giftEnabled: boolean('gift_enabled').notNull().default(false),
  giftRecipientForename: varchar('gift_recipient_forename', { length: 64 }).notNull().default(''),
  giftRecipientSurname: varchar('gift_recipient_surname', { length: 64 }).notNull().default(''),
  giftRecipientPhone: varchar('gift_recipient_phone', { length: 25 }).notNull().default(''),
  giftGreetingCardText: varchar('gift_greeting_card_text', { length: 250 }).notNull().default(''),
  invoiceWanted: boolean('invoice_wanted').notNull().default(false),
  billingAddressId: integer('billing_address_id').references(() => billingAddresses.id),
  cig: varchar('cig', { length: 10 }).notNull().default(''),
  billingCup: varchar('billing_cup', { length: 17 }).notNull().default(''),
  billingNumord: varchar('billing_numord', { length: 17 }).notNull().default(''),
  billingNotefatt: varchar('billing_notefatt', { length: 500 }).notNull().default(''),
  paymentType: text('payment_type', { enum: ORDER_PAYMENT_TYPES }),
  walletId: integer('wallet_id').references(() => wallets.id),
  /** Bumped by every change here (Checkout.version adds the trolley's version). */
  version: integer('version').notNull().default(0),
  updatedAt: tsz('updated_at').notNull().defaultNow(),
});

export const ATTEMPT_STATUSES = ['PAYMENT', 'ORDERED', 'FAILED'] as const;

/**
 * One press of the confirm button that passed the checks: PAYMENT while the shopper is on the payment
 * provider's page, then ORDERED (order_id set) or FAILED (payment refused; trolley and slot untouched).
 * At most one attempt per trolley is open (PAYMENT); a trolley makes at most one order (orders.trolley_id
 * unique). The idempotency key answers a retried press with the same attempt.
 */
export const checkoutAttempts = pgTable(
  'checkout_attempts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    trolleyId: integer('trolley_id')
      .notNull()
      .references(() => trolleys.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    status: text('status', { enum: ATTEMPT_STATUSES }).notNull(),
    paymentType: text('payment_type', { enum: ORDER_PAYMENT_TYPES }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The payment provider ('test' for the test gateway) and its reference of the payment. */
    provider: varchar('provider', { length: 32 }),
    providerRef: varchar('provider_ref', { length: 128 }),
    /** The payment result's message (the failure page shows it). */
    paymentMessage: varchar('payment_message', { length: 512 }),
    orderId: integer('order_id').references(() => orders.id),
    /**
     * The checkout version the key was first sent with (the request's body): the key sent again with
     * another is a 422 (issue 33). Null on attempts made before it was kept.
     */
    requestVersion: bigint('request_version', { mode: 'number' }),
    /**
     * SHA-256 (hex) of the unguessable token in the payment's return address: the return is answered
     * only to the attempt's customer bringing it (issue 33). Null: no payment, or no return possible.
     */
    returnTokenHash: varchar('return_token_hash', { length: 64 }),
    createdAt: tsz('created_at').notNull().defaultNow(),
    updatedAt: tsz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('checkout_attempts_key_uq').on(t.customerId, t.idempotencyKey),
    uniqueIndex('checkout_attempts_open_uq').on(t.trolleyId).where(sql`${t.status} = 'PAYMENT'`),
    uniqueIndex('checkout_attempts_provider_ref_uq').on(t.provider, t.providerRef),
    index('checkout_attempts_trolley_idx').on(t.trolleyId),
  ],
);

/**
 * The test gateway's own payments (services/payments/test-gateway): what its hosted page shows and
 * decides. A real provider keeps these on its side.
 */
export const testGatewayPayments = pgTable('test_gateway_payments', {
  ref: varchar('ref', { length: 64 }).primaryKey(),
  amountCents: integer('amount_cents').notNull(),
  description: varchar('description', { length: 255 }).notNull(),
  /** Where the shopper goes back when the payment ends. */
  returnUrl: varchar('return_url', { length: 512 }).notNull(),
  /**
   * NEW (card form), CHALLENGE (3-D Secure-like code asked), APPROVED, REFUSED, PENDING; then VOIDED (an
   * approved or pending payment released by the shop) or REFUNDED (an approved one given back).
   */
  status: text('status', { enum: ['NEW', 'CHALLENGE', 'APPROVED', 'REFUSED', 'PENDING', 'VOIDED', 'REFUNDED'] })
    .notNull()
    .default('NEW'),
  cardLast4: varchar('card_last4', { length: 4 }),
  /** 'VISA', 'VISA prepagata' (what a saved card is called). */
  cardType: varchar('card_type', { length: 32 }),
  /** The card's expiry, MM/YYYY (kept for a card the shopper asked to remember). */
  cardExpiry: varchar('card_expiry', { length: 7 }),
  /** What is paid: a card (ONLINE) or a prepaid card (PREPAID); the page says which. */
  kind: text('kind', { enum: ['CARD', 'PREPAID'] })
    .notNull()
    .default('CARD'),
  /**
   * 'Ricorda questa carta' was ticked: `token` is the card's token, given to the shop with an approved
   * result (the shop saves a wallet). Without it, `token` is the saved card charged (a wallet payment).
   */
  remember: boolean('remember').notNull().default(false),
  token: varchar('token', { length: 64 }),
  message: varchar('message', { length: 512 }),
  /** What was given back (REFUNDED), in cents. */
  refundedCents: integer('refunded_cents'),
  createdAt: tsz('created_at').notNull().defaultNow(),
  updatedAt: tsz('updated_at').notNull().defaultNow(),
});

/** A customer's billing (invoicing) addresses (orders §3 billing address). Deleted ones are kept for orders. */
export const billingAddresses = pgTable(
  'billing_addresses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** The identifier ('name'), unique per customer among the addresses not deleted. */
    name: varchar('name', { length: 64 }).notNull(),
    type: text('type', { enum: enumValues(BillingAddressType) }).notNull(),
    countryType: text('country_type', { enum: ['IT', 'OTHER'] }).notNull(),
    heading: varchar('heading', { length: 60 }).notNull(),
    street: varchar('street', { length: 128 }).notNull(),
    houseNumber: varchar('house_number', { length: 6 }).notNull(),
    postcode: varchar('postcode', { length: 10 }).notNull(),
    town: varchar('town', { length: 128 }).notNull(),
    country: varchar('country', { length: 64 }).notNull(),
    province: varchar('province', { length: 64 }),
    taxCode: varchar('tax_code', { length: 16 }),
    vatNumber: varchar('vat_number', { length: 15 }),
    emailPec: varchar('email_pec', { length: 151 }),
    codiceDestSdi: varchar('codice_dest_sdi', { length: 7 }),
    birthDate: varchar('birth_date', { length: 10 }),
    birthPlace: varchar('birth_place', { length: 128 }),
    /** The default invoicing address (at most one per customer). */
    preferred: boolean('preferred').notNull().default(false),
    createdAt: tsz('created_at').notNull().defaultNow(),
    deletedAt: tsz('deleted_at'),
  },
  (t) => [
    uniqueIndex('billing_addresses_name_uq').on(t.customerId, sql`lower(${t.name})`).where(sql`${t.deletedAt} is null`),
    uniqueIndex('billing_addresses_preferred_uq')
      .on(t.customerId)
      .where(sql`${t.preferred} and ${t.deletedAt} is null`),
  ],
);

/** Saved cards (orders §3 recurring payment), kept by the payment provider's token. */
export const wallets = pgTable(
  'wallets',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    provider: varchar('provider', { length: 32 }).notNull(),
    providerToken: varchar('provider_token', { length: 128 }).notNull(),
    cardType: varchar('card_type', { length: 32 }).notNull(),
    maskedPan: varchar('masked_pan', { length: 32 }).notNull(),
    cardExpiryDate: varchar('card_expiry_date', { length: 7 }),
    /** The online payment the card was saved with (ONLINE or PREPAID): the hub lists it under that one. */
    paymentType: text('payment_type', { enum: ORDER_PAYMENT_TYPES }).notNull().default('ONLINE'),
    createdAt: tsz('created_at').notNull().defaultNow(),
    deletedAt: tsz('deleted_at'),
  },
  (t) => [
    index('wallets_customer_idx').on(t.customerId),
    // One wallet per provider token: a replayed return saves the card once.
    uniqueIndex('wallets_provider_token_uq').on(t.provider, t.providerToken),
  ],
);

/**
 * The recurring payments of a delivery or pickup address (orders §3 "Delivery address: … recurringPayments";
 * ADR 0051): saved cards the customer chose to pay that address's recurring charges with. One link per
 * address and card; removing the link, forgetting the card (wallets remove) or the account deletes it.
 */
export const addressRecurringPayments = pgTable(
  'address_recurring_payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    deliveryAddressId: integer('delivery_address_id')
      .notNull()
      .references(() => deliveryAddresses.id),
    walletId: integer('wallet_id')
      .notNull()
      .references(() => wallets.id),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [
    // A card is linked once per address: a double click or a retry finds the link of the first.
    uniqueIndex('address_recurring_payments_uq').on(t.deliveryAddressId, t.walletId),
    index('address_recurring_payments_customer_idx').on(t.customerId),
    index('address_recurring_payments_wallet_idx').on(t.walletId),
  ],
);

/**
 * Messages to customers (order confirmations by e-mail, verification codes by SMS): written in the
 * transaction that causes them, then sent by SMTP when SMTP_URL is set, otherwise kept (status KEPT) and
 * shown on the development outbox page.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    channel: text('channel', { enum: ['EMAIL', 'SMS'] }).notNull(),
    /** What the message is ('ORDER_CONFIRMATION', 'MOBILE_CODE'). */
    kind: varchar('kind', { length: 32 }).notNull(),
    customerId: integer('customer_id').references(() => customers.id),
    recipient: varchar('recipient', { length: 255 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull().default(''),
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html'),
    /** PENDING (to send), SENT, FAILED (after the retries), KEPT (no transport configured). */
    status: text('status', { enum: ['PENDING', 'SENT', 'FAILED', 'KEPT'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: varchar('last_error', { length: 512 }),
    createdAt: tsz('created_at').notNull().defaultNow(),
    sentAt: tsz('sent_at'),
  },
  (t) => [
    index('outbox_messages_pending_idx').on(t.createdAt).where(sql`${t.status} = 'PENDING'`),
    index('outbox_messages_recipient_idx').on(t.recipient, t.createdAt),
  ],
);

/**
 * Mobile-number verification codes (orders §2 "Mobile-number verification"): one live code per customer
 * and number; the code itself is stored as a hash.
 */
export const mobileVerifications = pgTable(
  'mobile_verifications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    mobileNumber: varchar('mobile_number', { length: 32 }).notNull(),
    codeHash: varchar('code_hash', { length: 128 }).notNull(),
    /** Wrong codes tried against this one. */
    failures: integer('failures').notNull().default(0),
    sentAt: tsz('sent_at').notNull(),
    expiresAt: tsz('expires_at').notNull(),
    verifiedAt: tsz('verified_at'),
    deliveryAddressId: integer('delivery_address_id').references(() => deliveryAddresses.id),
  },
  (t) => [
    uniqueIndex('mobile_verifications_customer_number_uq').on(t.customerId, t.mobileNumber),
    check('mobile_verifications_failures_ck', sql`${t.failures} >= 0`),
  ],
);
