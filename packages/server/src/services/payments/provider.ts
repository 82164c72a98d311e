// The card payments' provider, behind one interface (MERCATO_PAYMENT_PROVIDER, config.ts). The shop never
// sees a card number: the confirmation starts a payment, sends the shopper to the provider's hosted page,
// and, when the shopper comes back to `returnUrl` (GET payments/return/{attemptId}/{token}, the
// shopper's own: their session and the token), asks the provider for the result. The payment's outcome
// is the provider's word, never what the browser says; asking it changes nothing. The shop gives money
// back through the provider too: void() releases a payment whose order was not made (or an unconfirmed
// one whose order was cancelled), refund() gives back a paid one whose order was cancelled.
//
// How a real provider plugs in (one file beside test-gateway.ts, one case in createPaymentProvider):
// - Nexi XPay (hosted payment page): start() posts the order (amount in cents, the attempt id as the
//   merchant's order code, `returnUrl` as resultUrl and cancelUrl) to XPay's `orders/hpp` with the API
//   key, and answers {providerRef: XPay's orderId, redirectUrl: the hostedPage it returns}; result() reads
//   `orders/{orderId}` and maps its last operation: AUTHORIZED/EXECUTED → APPROVED, PENDING → PENDING,
//   DECLINED/DENIED_BY_RISK/CANCELED/VOIDED → REFUSED with the provider's reason in Italian, no operation
//   yet → OPEN. void() posts `operations/{operationId}/cancels` (an authorization not captured),
//   refund() `operations/{operationId}/refunds` with the amount; both with an Idempotency-Key of the
//   attempt, so a retry gives back once.
// - Stripe Checkout: start() creates a Checkout Session (mode 'payment', one line of the amount,
//   success_url and cancel_url = returnUrl) and answers {providerRef: session.id, redirectUrl:
//   session.url}; result() retrieves the session: payment_status 'paid' → APPROVED, 'unpaid' with status
//   'expired' → REFUSED ('Pagamento annullato'), 'open' → OPEN, an asynchronous method still processing
//   → PENDING. void() cancels the PaymentIntent (uncaptured), refund() creates a Refund of the intent
//   (idempotency key of the attempt).
// Either way the provider's webhook may call the same completion as the return (confirm.ts
// paymentReturn), which is idempotent. Saved cards: the provider's card-on-file token (XPay's
// `paymentService.recurrence` contractId, Stripe's `setup_future_usage` PaymentMethod) comes back in
// result().card; start() with `walletToken` charges it (XPay `recurrence` MIT/CIT, Stripe `payment_method`); secrets come from the environment, as every setting in config.ts.
//
// Merchant-initiated charges (charge(): the renewal of an open-ended subscription, ADR 0056): the shop
// charges a saved card with no shopper present, so no hosted page and no 3-D Secure (a MIT is out of
// PSD2's strong authentication; the card was authenticated when it was saved). The answer is final,
// APPROVED or REFUSED, and the same key asked again answers the first charge (a retry charges once).
// - Nexi XPay: POST `orders/mit` with the card-on-file `contractId` (the token saved from
//   `paymentService.recurrence`, type MIT_UNSCHEDULED or, for a fixed period, MIT_SCHEDULED), the order
//   (amount in cents, merchant order code from the key) and the `Idempotency-Key` header = the key; its
//   operation's result AUTHORIZED/EXECUTED → APPROVED, DECLINED/DENIED_BY_RISK → REFUSED with the reason in
//   Italian; providerRef = the operationId.
// - Stripe: create a PaymentIntent {amount, currency 'eur', customer, payment_method: the saved
//   PaymentMethod, off_session: true, confirm: true} with the request's `Idempotency-Key` = the key;
//   status 'succeeded' → APPROVED; a card error (`authentication_required`, `card_declined`, …) →
//   REFUSED (off-session there is no shopper to authenticate: the shop does not retry on-session);
//   providerRef = the PaymentIntent id.
import type { PaymentType } from '@mercato/contracts';
import type { Db, Tx } from '../../db/client.ts';

export interface PaymentStart {
  /** The checkout attempt paid (the merchant's order code at the provider). */
  attemptId: number;
  amountCents: number;
  /** The online payment chosen: a card (ONLINE…) or a prepaid card (PREPAID); the page says which. */
  paymentType: PaymentType;
  /** What the shopper sees on the provider's page ('Ordine Mercato …'). */
  description: string;
  /** Where the provider sends the shopper back when the payment ends (any outcome). */
  returnUrl: string;
  /** The customer's saved card to charge (the provider's token), if one was chosen. */
  walletToken: string | null;
  customerId: number;
}

export interface PaymentStarted {
  /** The provider's reference of the payment (checkout_attempts.provider_ref). */
  providerRef: string;
  /** The provider's hosted page. */
  redirectUrl: string;
}

/**
 * APPROVED, REFUSED, PENDING (the bank confirms later), or OPEN: the shopper has not finished on the
 * provider's page (the return sends them back there; nothing is decided).
 */
export type PaymentResultStatus = 'APPROVED' | 'REFUSED' | 'PENDING' | 'OPEN';

export interface PaymentResult {
  status: PaymentResultStatus;
  /** The provider's message, in Italian (the failure page shows it). */
  message: string;
  /**
   * An approved payment whose page had 'Ricorda questa carta' ticked: the card to save for the customer
   * (the provider's token, never the number). The shop saves it once, with the order.
   */
  card?: SavedCard;
}

export interface SavedCard {
  token: string;
  /** 'VISA', 'VISA prepagata', … */
  cardType: string;
  /** '**** **** **** 1234'. */
  maskedPan: string;
  /** MM/YYYY. */
  expiry: string;
}

/** A merchant-initiated charge of a saved card (no shopper present, no 3-D Secure). */
export interface MerchantCharge {
  /** The idempotency key: the same key charges once, and is answered the first result again. */
  key: string;
  /** The saved card (the provider's card-on-file token, wallets.provider_token). */
  token: string;
  amountCents: number;
  /** What the customer's statement says ('Rinnovo Consegna Gratis Continuativa'). */
  description: string;
  customerId: number;
  /** When it is charged (the test gateway checks the card's expiry against it). */
  at: Date;
}

/** A charge's final answer (no page, no pending state: the bank answers at once). */
export interface ChargeResult {
  status: 'APPROVED' | 'REFUSED';
  /** The provider's reference of the charge. */
  providerRef: string;
  /** The provider's message, in Italian (a refusal's reason is shown to the customer). */
  message: string;
}

export interface PaymentProvider {
  /** The provider's name (checkout_attempts.provider). */
  name: string;
  /** The pages are a test gateway's (the checkout says so). */
  test: boolean;
  /**
   * Starts a payment. Called inside the confirmation's transaction (`tx`): a provider of the shop's own
   * (the test gateway) writes there, so nothing remains of a confirmation rolled back; a remote one
   * ignores it and calls its API.
   */
  start(payment: PaymentStart, tx: Tx): Promise<PaymentStarted>;
  /** The hosted page of a payment already started (a retried confirmation sends the shopper back there). */
  resumeUrl(providerRef: string): string;
  /**
   * Cancels a payment the shopper has not finished (a new confirmation supersedes it); false when it can
   * no longer be cancelled (already paid or refused: its result decides).
   */
  cancel(providerRef: string, tx: Tx): Promise<boolean>;
  /** The payment's result, asked when the shopper comes back. Only reads: asking never changes it. */
  result(providerRef: string, db: Db): Promise<PaymentResult>;
  /**
   * Releases an approved or pending payment nothing will be delivered for (its order refused on the
   * return, or cancelled before the bank confirmed it): the shopper is not charged. Called in the
   * transaction that records it (`tx`); once released, calling again changes nothing. False when there
   * is nothing to release (never approved, already released or refunded).
   */
  void(providerRef: string, tx: Tx): Promise<boolean>;
  /**
   * Gives back `amountCents` of an approved payment (its order cancelled). In the transaction that
   * cancels (`tx`); once refunded, calling again changes nothing. False when there is nothing to refund.
   */
  refund(providerRef: string, amountCents: number, tx: Tx): Promise<boolean>;
  /**
   * Charges a saved card on the merchant's initiative (MIT: a subscription's renewal). Called outside any
   * transaction, with no lock held (a remote provider is a network call): the caller records the answer
   * afterwards, and asks again with the same key if it never got it. Idempotent per `key`.
   */
  charge(charge: MerchantCharge, db: Db): Promise<ChargeResult>;
}
