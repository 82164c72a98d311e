// Checkout, payment, billing addresses, mobile-number verification and the 'Ordini Online' list (orders §2
// Checkout, §3 receipt item / transaction / delivery / gift / payment / billing address, §4, §5, §8; shell
// §3 checkout steps and payment types, §7 mobile number). The spec shows no checkout call paths except the
// mobile-number ones (shell §7); ours are:
//
//   GET    auth/checkout                                   the shopper's checkout of the current navigation
//   PATCH  auth/checkout            CheckoutUpdate          save the shopper's choices (each as made) → Checkout
//   PUT    auth/checkout/samples/{productId}               a campioncino omaggio chosen (samples.ts) → Checkout
//   DELETE auth/checkout/samples/{productId}               one given up → Checkout
//   POST   auth/checkout/confirm    CheckoutConfirmRequest  confirm → CheckoutConfirmation (one order per checkout)
//   GET    auth/checkout/attempts/{attemptId}              a confirmation's outcome (the failure page) → CheckoutAttempt
//   GET    auth/orders?page=                               'Ordini Online' → OrderPage
//   GET    auth/orders/{orderId}                           one order (success page) → OrderCard
//   GET    auth/billing-addresses                          → BillingAddress[] (contracts address.ts)
//   POST   auth/billing-addresses/verify?id=  BillingAddressInput  'Verifica': the checks, nothing saved → 204 or 422
//                                                   (id: the address edited, whose identifier is its own)
//   POST   auth/billing-addresses         BillingAddressInput   'Salva modifiche' (new) → BillingAddress
//   PUT    auth/billing-addresses/{id}    BillingAddressInput   'Salva modifiche' (edit) → BillingAddress
//   DELETE auth/billing-addresses/{id}                     → 204
//   DELETE auth/wallets/{id}                               a saved card forgotten (the shopper's own; an
//                                                   open checkout that chose it has none; no longer a
//                                                   recurring payment of any address) → 204
//   GET    auth/addresses/{id}/recurring-payments          an address's recurring payments → RecurringPayment[]
//   POST   auth/addresses/{id}/recurring-payments  {walletId}  a saved card made one (once) → RecurringPayment[]
//   DELETE auth/addresses/{id}/recurring-payments/{walletId}  no longer one (the card stays) → 204
//                                                   (address.ts RecurringPayment; ADR 0051)
//   POST   auth/mobilenumber/sendVerifyCode  {mobileNumber}                 (shell §7) → MobileCodeSent
//   POST   auth/mobilenumber/verifyCode      {mobileNumber, verifyCode}     (shell §7) → 204 or 422
//   POST   auth/mobilenumber/confirm         {deliveryAddressId, mobileNumber} (shell §7) → 204
//
// Payment pages are the provider's, not calls: the test gateway serves its hosted page at
// `payments/test-gateway/{paymentRef}` and sends the shopper back to `payments/return/{attemptId}`, which
// completes the confirmation and redirects to the success or the failure page (urls.ts checkout paths).
// An approved payment whose page had 'Ricorda questa carta' ticked saves the card (Checkout.payment.wallets)
// in the completing transaction; a later confirmation with a saved card (walletId) charges its token.
// Outside the API: the development outbox page `/commerce/dev/outbox` lists kept messages (no SMTP_URL).
//
// Amounts are integer cents. A refused confirmation answers 409 with `code` one of CheckoutProblemCode and
// `details.problems` (CheckoutProblem[]), and changes nothing.
import * as z from 'zod/mini';
import {
  BillingAddressType,
  Navigation,
  OrderAction,
  OrderDeliveryMethod,
  PaymentStatus,
  PaymentType,
} from './enums.ts';
import { DbId } from './ids.ts';
import { Trolley } from './commerce.ts';
import { IdempotencyKey, SlotReservation } from './slots.ts';
import { OrderEditSession } from './order-edit.ts';
import { CheckoutSamples } from './samples.ts';

/** The wizard's steps (orders §2): each has its page; ORDER is the success or failure page. */
export const CheckoutStepName = z.enum(['TROLLEY', 'DELIVERY', 'PAYMENT', 'SUMMARY']);
export type CheckoutStepName = z.infer<typeof CheckoutStepName>;

/** Per trolley line: the checkout options of the line (orders §2 trolley page, §4 substitutes). */
export const CheckoutLine = z.object({
  trolleyItemId: z.number(),
  /** The shopper accepts a substitute if the product is missing; pays the lower price of the two packs. */
  substitute: z.boolean(),
  /** A substitute can be offered for this product (logged customers only; false for premium and readonly lines). */
  substitutable: z.boolean(),
  /** The product allows gift wrap (the gift-wrap link shows). */
  giftWrapAllowed: z.boolean(),
  /** The gift-wrap message of the line, null without gift wrap. */
  giftMessage: z.nullable(z.string()),
  /** The shop has alternatives for the product (a substitutable line): the shopper may choose one. */
  hasAlternatives: z.boolean(),
  /** The alternative the shopper chose (with the substitute accepted); null: no preference, the staff chooses. */
  alternativeProductChoice: z.nullable(z.object({ productId: z.number(), description: z.string() })),
});
export type CheckoutLine = z.infer<typeof CheckoutLine>;

/** How the shopping reaches the shopper: the delivery page heading depends on it. */
export const DeliveryKind = z.enum(['HOME', 'PICKUP', 'STORE']);
export type DeliveryKind = z.infer<typeof DeliveryKind>;

export const CheckoutDelivery = z.object({
  navigation: Navigation,
  kind: DeliveryKind,
  /** The current shopping address (home) or pickup point / store. */
  addressId: z.nullable(z.number()),
  /** One line to show ('Via Roma 1, 20121 Milano' or the pickup point's description). */
  addressText: z.nullable(z.string()),
  /** The delivery address's mobile number and whether it was verified (orders §3 delivery address). */
  mobileNumber: z.nullable(z.string()),
  mobileConfirmed: z.boolean(),
  /** Delivery notes, at most MAX_LENGTH.deliveryNotes. */
  notes: z.string(),
  reservation: z.nullable(SlotReservation),
  /**
   * The address in use is a Colletta Alimentare collection point's (server services/colletta): the
   * delivery page shows its food-donation variant (orders §2) and the order is marked collettaAlimentare.
   */
  collettaAlimentare: z.boolean(),
});
export type CheckoutDelivery = z.infer<typeof CheckoutDelivery>;

/**
 * A saved card (orders §3 recurring payment): saved when an approved payment on the provider's page had
 * 'Ricorda questa carta' ticked; maskedPan '**** **** **** 1234', cardExpiryDate MM/YYYY.
 */
export const SavedWallet = z.object({
  id: z.number(),
  cardType: z.string(),
  maskedPan: z.string(),
  cardExpiryDate: z.nullable(z.string()),
  /** The online payment it was saved with (ONLINE or PREPAID): offered again with that one only. */
  paymentType: PaymentType,
});
export type SavedWallet = z.infer<typeof SavedWallet>;

/** One choice of the payment hub. */
export const PaymentOption = z.object({
  type: PaymentType,
  /** Italian name of the payment ('Carta di credito online', 'Alla consegna', …). */
  displayableDescription: z.string(),
  /** Paid online through the payment provider (the summary button goes to its page). */
  online: z.boolean(),
});
export type PaymentOption = z.infer<typeof PaymentOption>;

export const CheckoutPayment = z.object({
  /** The chosen payment; null until the shopper chooses. */
  type: z.nullable(PaymentType),
  walletId: z.nullable(z.number()),
  options: z.array(PaymentOption),
  wallets: z.array(SavedWallet),
  /** The summary's confirm button ('PAGA CON CARTA', 'CONFERMA ORDINE', …): the payment-label button. */
  buttonLabel: z.string(),
  /** The payment provider is a test gateway (the pages say so). */
  testGateway: z.boolean(),
});
export type CheckoutPayment = z.infer<typeof CheckoutPayment>;

/** Invoice notes (orders §5): CIG max 10, CUP max 17, NUM ORD max 17, NOTA free. */
export const InvoiceNotes = z.object({
  cig: z.string(),
  billingCup: z.string(),
  billingNumord: z.string(),
  billingNotefatt: z.string(),
});
export type InvoiceNotes = z.infer<typeof InvoiceNotes>;

export const CheckoutInvoice = z.object({
  /** The yes/no choice. */
  wanted: z.boolean(),
  billingAddressId: z.nullable(z.number()),
  notes: InvoiceNotes,
});
export type CheckoutInvoice = z.infer<typeof CheckoutInvoice>;

/** The gift form (orders §3 gift, §5). */
export const CheckoutGift = z.object({
  enabled: z.boolean(),
  giftRecipientForename: z.string(),
  giftRecipientSurname: z.string(),
  giftRecipientPhone: z.string(),
  giftGreetingCardText: z.string(),
});
export type CheckoutGift = z.infer<typeof CheckoutGift>;

/** The totals of the receipt (orders §3 transaction), integer cents. */
export const CheckoutTotals = z.object({
  /** The items after discounts. */
  transactionAmount: z.number(),
  /** The slot's price (0 when free). */
  deliveryAmount: z.number(),
  totalDiscount: z.number(),
  /** What the shopper pays. */
  total: z.number(),
  /** Loyalty points the order earns (chosen: 1 point per whole euro of items). */
  totalPoints: z.number(),
  /** The minimum order amount of this checkout (the virtual-only minimum for virtual-only trolleys). */
  minimumAmount: z.number(),
});
export type CheckoutTotals = z.infer<typeof CheckoutTotals>;

/** What a step needs and is missing: a later step sends the shopper back there with `message`. */
export const CheckoutMissing = z.object({ step: CheckoutStepName, message: z.string() });
export type CheckoutMissing = z.infer<typeof CheckoutMissing>;

/** GET auth/checkout. */
export const Checkout = z.object({
  trolley: Trolley,
  lines: z.array(CheckoutLine),
  delivery: CheckoutDelivery,
  payment: CheckoutPayment,
  invoice: CheckoutInvoice,
  gift: CheckoutGift,
  /** Gift form offered (page configuration giftWrapEnabled). */
  giftAvailable: z.boolean(),
  totals: CheckoutTotals,
  /** The first step with something missing (empty trolley, below the minimum, no slot, no payment, …), else null. */
  missing: z.nullable(CheckoutMissing),
  /** Mobile number verification is required before confirming (mobileNumberVerifyEnabled and not confirmed). */
  mobileVerificationRequired: z.boolean(),
  /** Bumped by every change of the trolley or of the choices here. */
  version: z.number(),
  /**
   * Edit-order mode (orders §4): the order whose content this trolley modifies (the notice's order number
   * and delivery date, and 'Annulla modifica'); confirming replaces that order. null: an ordinary checkout.
   */
  editing: z.nullable(OrderEditSession),
  /** The campioncini omaggio chosen, and whether the trolley may have them (samples.ts). */
  samples: CheckoutSamples,
});
export type Checkout = z.infer<typeof Checkout>;

const Text = (max: number) => z.string().check(z.maxLength(max));

/** PATCH auth/checkout: any of these, each saved as the shopper makes it. */
export const CheckoutUpdate = z.object({
  notes: z.optional(Text(512)),
  /** Per line, or `allSubstitutes` for every substitutable line (the all-substitutes modal). */
  substitutes: z.optional(
    z.array(z.object({ trolleyItemId: DbId, substitute: z.boolean() })).check(z.minLength(1), z.maxLength(500)),
  ),
  allSubstitutes: z.optional(z.boolean()),
  /** Gift wrap of one line (where the product allows it); a null message removes the gift wrap. */
  giftWrap: z.optional(z.object({ trolleyItemId: DbId, giftMessage: z.nullable(Text(250)) })),
  /**
   * The alternative of one line (one of the product's alternatives: GET product/{id}/alternatives); it
   * accepts the substitute too. A null productId: no preference.
   */
  alternative: z.optional(z.object({ trolleyItemId: DbId, productId: z.nullable(DbId) })),
  gift: z.optional(
    z.object({
      enabled: z.boolean(),
      giftRecipientForename: Text(64),
      giftRecipientSurname: Text(64),
      giftRecipientPhone: Text(25),
      giftGreetingCardText: Text(250),
    }),
  ),
  invoice: z.optional(
    z.object({
      wanted: z.boolean(),
      billingAddressId: z.nullable(DbId),
      notes: z.object({ cig: Text(10), billingCup: Text(17), billingNumord: Text(17), billingNotefatt: Text(500) }),
    }),
  ),
  payment: z.optional(z.object({ type: PaymentType, walletId: z.nullable(DbId) })),
});
export type CheckoutUpdate = z.infer<typeof CheckoutUpdate>;

/** POST auth/checkout/confirm. One key per press of the confirm button, sent again on a retry. */
export const CheckoutConfirmRequest = z.object({
  idempotencyKey: IdempotencyKey,
  /** The Checkout.version the shopper saw: a changed checkout is refused (CHECKOUT_CHANGED) and shown again. */
  version: z.number().check(z.int(), z.gte(0)),
});
export type CheckoutConfirmRequest = z.infer<typeof CheckoutConfirmRequest>;

/**
 * The answer of a confirmation: ORDERED (the order is made: go to `next`, the success page), PAYMENT (go to
 * `next`, the payment provider's page; the order is made when the shopper comes back approved) or FAILED
 * (the payment was refused: `next` is the failure page; trolley and slot are kept). A second confirmation
 * of a checkout already ordered answers ORDERED with the same order.
 */
export const CheckoutConfirmation = z.object({
  outcome: z.enum(['ORDERED', 'PAYMENT', 'FAILED']),
  attemptId: z.number(),
  orderId: z.nullable(z.number()),
  publicOrderId: z.nullable(z.string()),
  next: z.string(),
});
export type CheckoutConfirmation = z.infer<typeof CheckoutConfirmation>;

/** Why a confirmation stopped (orders §8 checkout failure and trolley exceptions). */
export const CheckoutProblemCode = z.enum([
  'EMPTY_TROLLEY',
  'BELOW_MINIMUM',
  'SLOT_MISSING',
  'SLOT_EXPIRED',
  'SLOT_SOLD_OUT',
  'PRODUCT_UNAVAILABLE',
  'QUANTITY_EXCEEDS_AVAILABILITY',
  'PRICE_CHANGED',
  'PAYMENT_MISSING',
  'INVOICE_ADDRESS_INVALID',
  'MOBILE_NOT_CONFIRMED',
  'CHECKOUT_CHANGED',
  'PAYMENT_REFUSED',
  /** Edit-order mode: the order being modified passed its cut-off (or was cancelled) meanwhile. */
  'ORDER_EDIT_CLOSED',
  /** A coupon in the trolley expired or was used meanwhile (issue 35). */
  'COUPON_INVALID',
  /** The trolley's subscription plan cannot be bought (not permitted, one held already: subscriptions.ts). */
  'SUBSCRIPTION_REFUSED',
  /** A sample chosen is no longer on offer (inactive or out of stock): give it up (samples.ts). */
  'SAMPLE_UNAVAILABLE',
  /** Samples are chosen but the items fell below SAMPLES_MIN_SPEND_CENTS. */
  'SAMPLES_BELOW_MINIMUM',
]);
export type CheckoutProblemCode = z.infer<typeof CheckoutProblemCode>;

export const CheckoutProblem = z.object({
  code: CheckoutProblemCode,
  /** Italian text shown to the shopper. */
  message: z.string(),
  /** The step to go back to. */
  step: CheckoutStepName,
  productId: z.optional(z.number()),
  orderedQuantity: z.optional(z.number()),
  availableQuantity: z.optional(z.number()),
});
export type CheckoutProblem = z.infer<typeof CheckoutProblem>;

/** GET auth/checkout/attempts/{attemptId}: what became of a confirmation (the failure page). */
export const CheckoutAttempt = z.object({
  attemptId: z.number(),
  status: z.enum(['PAYMENT', 'ORDERED', 'FAILED']),
  orderId: z.nullable(z.number()),
  /** The payment result's message (failure page), null otherwise. */
  paymentMessage: z.nullable(z.string()),
});
export type CheckoutAttempt = z.infer<typeof CheckoutAttempt>;

/** A card of 'Ordini Online' (orders §2 Orders, §3 Order). */
export const OrderCard = z.object({
  orderId: z.number(),
  publicOrderId: z.string(),
  /** ISO instant. */
  orderInsertTime: z.string(),
  navigation: Navigation,
  /** Italian service label ('Spesa a casa', 'Clicca e Vai', …). */
  serviceLabel: z.string(),
  totalAmount: z.number(),
  orderStatus: z.string(),
  /** Italian label of the status. */
  orderStatusLabel: z.string(),
  paymentType: PaymentType,
  paymentStatus: PaymentStatus,
  /** The slot, Rome local: yyyy-MM-dd and HH:mm. */
  slotDate: z.string(),
  slotStartTime: z.string(),
  slotEndTime: z.string(),
  slotPrice: z.number(),
  /** COURIER (a home delivery by courier: the date is an estimate, '**'), STORE (a pickup), or null (a home delivery by the shop's own vans). */
  deliveryMethod: z.nullable(OrderDeliveryMethod),
  deliveryAddressText: z.nullable(z.string()),
  /** Shopping donated to the Colletta Alimentare (orders §3 Order.collettaAlimentare; server services/colletta). */
  collettaAlimentare: z.boolean(),
  /** 'ATTENZIONE' card when SUSPENDED (orders §4 payment recovery). */
  paymentRecoveryStatus: z.nullable(z.enum(['SUSPENDED', 'INFO'])),
  paymentRecoveryMessage: z.nullable(z.string()),
  linesCount: z.number(),
  totalPoints: z.number(),
  repurchasable: z.boolean(),
  complaintEnabled: z.boolean(),
  /** Some change is still possible (orderAction is not NO_ACTION). */
  editable: z.boolean(),
  /** The edit dialog's options (server services/orders.ts orderRightsOf; shell enums OrderAction). */
  orderAction: OrderAction,
  slotModifiable: z.boolean(),
  contentModifiable: z.boolean(),
  deletable: z.boolean(),
  /** ISO instants of the cut-offs. */
  cutoffUpdateSlot: z.string(),
  cutoffUpdate: z.string(),
  cutoffDelete: z.string(),
  /** A linked order: the first order of its group (its slot is free, orders §2 '*'). */
  linkedToOrderId: z.nullable(z.number()),
  /** Bumped by every change of the order; a change call sends it back (a stale one is refused). */
  version: z.number(),
});
export type OrderCard = z.infer<typeof OrderCard>;

export const OrderPageQuery = z.object({
  page: z.optional(
    z.pipe(
      z.string().check(z.regex(/^[1-9]\d{0,3}$/)),
      z.transform((s) => Number(s)),
    ),
  ),
});
export type OrderPageQuery = z.infer<typeof OrderPageQuery>;

/** GET auth/orders: newest first. */
export const OrderPage = z.object({
  orders: z.array(OrderCard),
  page: z.number(),
  pages: z.number(),
  count: z.number(),
});
export type OrderPage = z.infer<typeof OrderPage>;

/** POST/PUT auth/billing-addresses and …/verify: the billing form (orders §4, §5; rules/billing-address.ts). */
export const BillingAddressInput = z.object({
  name: Text(64),
  type: BillingAddressType,
  countryType: z.enum(['IT', 'OTHER']),
  heading: Text(60),
  street: Text(128),
  houseNumber: Text(6),
  postcode: Text(10),
  town: Text(128),
  country: Text(64),
  province: z.optional(Text(64)),
  taxCode: z.optional(Text(16)),
  vatNumber: z.optional(Text(15)),
  emailPec: z.optional(Text(151)),
  codiceDestSdi: z.optional(Text(7)),
  birthDate: z.optional(Text(10)),
  birthPlace: z.optional(Text(128)),
  /** Make it the default invoicing address. */
  preferred: z.optional(z.boolean()),
});
export type BillingAddressInput = z.infer<typeof BillingAddressInput>;

/** POST auth/mobilenumber/sendVerifyCode (shell §7). */
export const MobileNumberRequest = z.object({ mobileNumber: Text(32) });
export type MobileNumberRequest = z.infer<typeof MobileNumberRequest>;
/** POST auth/mobilenumber/verifyCode. */
export const MobileVerifyRequest = z.object({ mobileNumber: Text(32), verifyCode: Text(8) });
export type MobileVerifyRequest = z.infer<typeof MobileVerifyRequest>;
/** POST auth/mobilenumber/confirm. */
export const MobileConfirmRequest = z.object({ deliveryAddressId: DbId, mobileNumber: Text(32) });
export type MobileConfirmRequest = z.infer<typeof MobileConfirmRequest>;
/** The answer of sendVerifyCode: when 'Reinvia il codice' may be pressed (ISO instant, SMS_RESEND_SECONDS later). */
export const MobileCodeSent = z.object({ resendAt: z.string() });
export type MobileCodeSent = z.infer<typeof MobileCodeSent>;

/**
 * A message as the development outbox page (`/commerce/dev/outbox?format=json`, outside the API) lists it:
 * the server's outbox service writes it, the end-to-end tests read it.
 */
export interface OutboxEntry {
  id: number;
  channel: 'EMAIL' | 'SMS';
  kind: string;
  recipient: string;
  subject: string;
  text: string;
  status: 'PENDING' | 'SENT' | 'FAILED' | 'KEPT';
  /** ISO instant. */
  createdAt: string;
  sentAt: string | null;
}
