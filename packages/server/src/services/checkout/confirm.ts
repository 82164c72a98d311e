// POST auth/checkout/confirm, GET auth/checkout/attempts/{id} and the return from the payment provider.
//
// A confirmation, in one transaction, locks the trolley row FOR UPDATE first (the house order: trolley,
// then slots by ascending id, then key rows; services/locks.ts), reads the checkout again under the
// lock (state.ts) and:
//   - refuses (409 CHECKOUT_REFUSED, details `problems`) when anything is missing or changed since the
//     version the shopper saw, changing nothing;
//   - for a payment at delivery or pickup (HOME, al_ritiro, FIDATY_CARD), completes at once
//     (complete.ts) → ORDERED;
//   - for a payment online (ONLINE, PREPAID, CREDIT_CARD…), writes an attempt (PAYMENT, the amount) and
//     starts the provider's payment (with the saved card's token when one was chosen) → PAYMENT, `next`
//     the provider's page. The order is made when the shopper comes back (paymentReturn): APPROVED →
//     'PAGAMENTO EFFETTUATO', PENDING → 'PAGAMENTO SOSPESO'; REFUSED → the attempt FAILED with the
//     provider's message, trolley, slot hold and choices untouched. An approved result that carries a
//     card to remember saves it (wallets) in the completing transaction, once.
// Idempotency: an attempt row per confirmation that passed the checks, unique per (customer, key): the
// same key answers the same result; sent again with another checkout (another version, or while another
// trolley with lines is the shopper's checkout) it is a 422 'idempotencyKeyReused', as the trolley add and
// the slot booking answer, never the older order (issue 33). Confirmations of one trolley queue on its lock, so of 20 at once the
// first makes the order and the others find the trolley ORDERED and answer that order; an open PAYMENT
// attempt of the trolley is answered again rather than a second payment started (checkout_attempts_open_uq).
// A confirmation arriving after the order was made (another tab) finds no open trolley: when its version
// names the trolley ordered last, it answers that order.
// The payment's return (GET payments/return/{attemptId}/{token}) is the shopper's own: the attempt's
// customer, logged in, with the unguessable token of the return address (its SHA-256 is kept); anyone else
// gets 404 'Pagamento non trovato' and changes nothing (no session: the login, then back). Reading the
// provider's result changes nothing; an approved or pending payment whose order is refused is voided at
// the provider in the transaction that fails the attempt (once: a reload finds it FAILED).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import {
  CHECKOUT_PAYMENT_HOLD_MINUTES,
  checkoutFailurePath,
  checkoutSuccessPath,
  type PaymentType,
} from '@mercato/contracts';
import type {
  CheckoutAttempt,
  CheckoutConfirmation,
  CheckoutConfirmRequest,
  CheckoutProblem,
} from '@mercato/contracts/checkout';
import { CHECKOUT_REFUSED } from '@mercato/contracts/error-codes';
import {
  checkout as checkoutTexts,
  checkoutApi,
  t,
  trolleyApi,
  trolley as trolleyTexts,
} from '@mercato/contracts/i18n/it';
import { BASE_PATH } from '../../base-path.ts';
import type { Db, Tx } from '../../db/client.ts';
import { checkoutAttempts, checkouts, wallets } from '../../db/schema/checkout.ts';
import { orders, trolleyItems, trolleys } from '../../db/schema/commerce.ts';
import { fidatyCards } from '../../db/schema/platform.ts';
import { customerSubscriptions } from '../../db/schema/subscriptions.ts';
import { alert, HttpError, notFound } from '../../errors.ts';
import type { CheckoutContext } from './context.ts';
import { customerOwnerOf } from './owner.ts';
import type { Session } from '../sessions/index.ts';
import { expireHolds } from '../slots/expiry.ts';
import { assertMayChange, type TrolleyOwner } from '../owner.ts';
import { findOpen, type TrolleyRow } from '../owner.ts';
import { lockTrolley } from '../locks.ts';
import { completeOrder, Refused } from './complete.ts';
import {
  type CheckoutState,
  chosenPayment,
  deliveryAmountOf,
  isOnline,
  loadState,
  PRICE_STAMP,
  problemsOf,
  versionOf,
} from './state.ts';

type AttemptRow = typeof checkoutAttempts.$inferSelect;

/** The return address's token: 32 random bytes, base64url (43 characters). */
const RETURN_TOKEN_BYTES = 32;
export const RETURN_TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Another request stored the same key first: rolled back, then answered from that key. */
class KeyTaken extends Error {}

/** The 409 of a refused confirmation: the first problem's text, every problem in `problems`. */
export function refusedError(problems: CheckoutProblem[]): HttpError {
  return new HttpError(409, {
    code: CHECKOUT_REFUSED,
    type: 'ALERT',
    title: checkoutTexts.failedHeadline,
    message: problems[0]?.message ?? checkoutApi.checkoutChanged,
    problems,
  } as HttpError['body']);
}

async function attemptByKey(tx: Db | Tx, customerId: number, key: string): Promise<AttemptRow | undefined> {
  const [row] = await tx
    .select()
    .from(checkoutAttempts)
    .where(and(eq(checkoutAttempts.customerId, customerId), eq(checkoutAttempts.idempotencyKey, key)))
    .limit(1);
  return row;
}

/**
 * The key's attempt answers only the request it was first sent with: the same checkout version, and the
 * shopper's checkout now is not a trolley with lines begun after the key's (a fresh trolley filled alike
 * has the same version; a trolley older than the key's is the one left aside while an order was being
 * changed, and a retry of the change's confirmation finds it). Otherwise 422, as the trolley add and the
 * slot booking answer a key reused.
 */
async function assertSameRequest(
  tx: Db | Tx,
  owner: TrolleyOwner,
  a: AttemptRow,
  input: CheckoutConfirmRequest,
): Promise<void> {
  const reused = () => alert(422, trolleyApi.idempotencyKeyReused);
  if (a.requestVersion !== null && a.requestVersion !== input.version) throw reused();
  const open = await findOpen(tx, owner);
  if (!open || open.id <= a.trolleyId) return;
  const [line] = await tx
    .select({ id: trolleyItems.id })
    .from(trolleyItems)
    .where(eq(trolleyItems.trolleyId, open.id))
    .limit(1);
  if (line) throw reused();
}

/** The answer an attempt gives, whoever asks again. */
async function answerOf(ctx: CheckoutContext, tx: Db | Tx, a: AttemptRow): Promise<CheckoutConfirmation> {
  const { provider } = ctx;
  if (a.status === 'ORDERED' && a.orderId !== null) {
    const [o] = await tx
      .select({ publicOrderId: orders.publicOrderId })
      .from(orders)
      .where(eq(orders.id, a.orderId))
      .limit(1);
    return {
      outcome: 'ORDERED',
      attemptId: a.id,
      orderId: a.orderId,
      publicOrderId: o?.publicOrderId ?? null,
      next: checkoutSuccessPath(a.orderId),
    };
  }
  if (a.status === 'PAYMENT')
    return {
      outcome: 'PAYMENT',
      attemptId: a.id,
      orderId: null,
      publicOrderId: null,
      next: a.providerRef ? provider.resumeUrl(a.providerRef) : checkoutFailurePath(a.id),
    };
  return { outcome: 'FAILED', attemptId: a.id, orderId: null, publicOrderId: null, next: checkoutFailurePath(a.id) };
}

/** Stores the attempt of `key` (KeyTaken when the key was stored meanwhile). */
async function insertAttempt(tx: Tx, values: typeof checkoutAttempts.$inferInsert): Promise<AttemptRow> {
  const [row] = await tx.insert(checkoutAttempts).values(values).onConflictDoNothing().returning();
  if (!row) throw new KeyTaken();
  return row;
}

/** The order of a trolley already ordered, recorded as the attempt of `key` (sent with `version`). */
async function orderedAnswer(
  ctx: CheckoutContext,
  tx: Tx,
  trolleyId: number,
  customerId: number,
  input: CheckoutConfirmRequest,
) {
  const [order] = await tx.select().from(orders).where(eq(orders.trolleyId, trolleyId)).limit(1);
  if (!order) return null;
  const a = await insertAttempt(tx, {
    trolleyId,
    customerId,
    idempotencyKey: input.idempotencyKey,
    requestVersion: input.version,
    status: 'ORDERED',
    paymentType: order.paymentType,
    amountCents: order.totalAmountCents,
    orderId: order.id,
  });
  return answerOf(ctx, tx, a);
}

/**
 * No open trolley with lines: the checkout the shopper saw may have been ordered from another tab.
 * Its version's counters name the trolley ordered last in the navigation.
 */
async function orderedElsewhere(ctx: CheckoutContext, tx: Tx, owner: TrolleyOwner, input: CheckoutConfirmRequest) {
  const [last] = await tx
    .select({ id: trolleys.id, version: trolleys.version, choices: checkouts.version })
    .from(trolleys)
    .leftJoin(checkouts, eq(checkouts.trolleyId, trolleys.id))
    .where(
      and(
        eq(trolleys.customerId, owner.customerId as number),
        eq(trolleys.navigation, owner.navigation),
        eq(trolleys.status, 'ORDERED'),
      ),
    )
    .orderBy(desc(trolleys.updatedAt), desc(trolleys.id))
    .limit(1);
  if (!last || Math.floor(input.version / PRICE_STAMP) !== last.version + (last.choices ?? 0)) return null;
  return orderedAnswer(ctx, tx, last.id, owner.customerId as number, input);
}

/**
 * The payment under way on the trolley is answered again, unless the shopper changed what is paid: then
 * it is cancelled at the provider (when still open) and superseded by this confirmation (null).
 */
async function paymentUnderWay(
  ctx: CheckoutContext,
  tx: Tx,
  row: TrolleyRow,
  state: CheckoutState,
  at: Date,
): Promise<CheckoutConfirmation | null> {
  const [paying] = await tx
    .select()
    .from(checkoutAttempts)
    .where(and(eq(checkoutAttempts.trolleyId, row.id), eq(checkoutAttempts.status, 'PAYMENT')))
    .limit(1);
  if (!paying) return null;
  const same =
    paying.amountCents === state.trolley.transactionAmount + deliveryAmountOf(state) &&
    paying.paymentType === chosenPayment(state);
  if (same || !paying.providerRef || !(await ctx.provider.cancel(paying.providerRef, tx)))
    return answerOf(ctx, tx, paying);
  await tx
    .update(checkoutAttempts)
    .set({ status: 'FAILED', paymentMessage: checkoutApi.gateway.cancelled, updatedAt: at })
    .where(eq(checkoutAttempts.id, paying.id));
  return null;
}

/** Refused (409) when something is missing or the shopper confirmed another version than this one. */
function assertConfirmable(ctx: CheckoutContext, state: CheckoutState, input: CheckoutConfirmRequest): void {
  const problems = problemsOf(state, ctx.config, { mobile: true });
  const version = versionOf(state);
  if (problems.length === 0 && input.version !== version) {
    const samePrices = Math.floor(input.version / PRICE_STAMP) === Math.floor(version / PRICE_STAMP);
    problems.push(
      samePrices
        ? { code: 'PRICE_CHANGED', message: checkoutApi.priceChanged, step: 'SUMMARY' }
        : { code: 'CHECKOUT_CHANGED', message: checkoutApi.checkoutChanged, step: 'SUMMARY' },
    );
  }
  if (problems.length) throw new Refused(problems);
}

/** What a confirmation pays: the trolley, the customer, the request, the payment type and the amount. */
interface Payment {
  trolley: TrolleyRow;
  customerId: number;
  key: string;
  /** The checkout version the request was sent with (kept with its key). */
  version: number;
  paymentType: PaymentType;
  amountCents: number;
  at: Date;
}

/** An online payment: the attempt, the provider's page (a saved card's token), the hold while paying. */
async function startPayment(
  ctx: CheckoutContext,
  tx: Tx,
  state: CheckoutState,
  p: Payment,
): Promise<CheckoutConfirmation> {
  const { provider } = ctx;
  const { trolley, customerId, paymentType, amountCents, at } = p;
  const attempt = await insertAttempt(tx, {
    trolleyId: trolley.id,
    customerId,
    idempotencyKey: p.key,
    requestVersion: p.version,
    status: 'PAYMENT',
    paymentType,
    amountCents,
    provider: provider.name,
  });
  const [wallet] = state.choices.walletId
    ? await tx
        .select({ token: wallets.providerToken })
        .from(wallets)
        .where(
          and(
            eq(wallets.id, state.choices.walletId),
            eq(wallets.customerId, customerId),
            eq(wallets.paymentType, paymentType),
            isNull(wallets.deletedAt),
          ),
        )
        .limit(1)
    : [];
  // The return address's token: only its hash is kept (the provider keeps the address).
  const returnToken = randomBytes(RETURN_TOKEN_BYTES).toString('base64url');
  const started = await provider.start(
    {
      attemptId: attempt.id,
      amountCents,
      paymentType,
      description: t(checkoutApi.paymentDescription, { count: state.trolley.itemsCount }),
      returnUrl: `${BASE_PATH}/payments/return/${attempt.id}/${returnToken}`,
      walletToken: wallet?.token ?? null,
      customerId,
    },
    tx,
  );
  // The hold lasts while the shopper pays (never shortened; the version is not bumped: nothing the
  // shopper chose has changed).
  const payUntil = new Date(at.getTime() + CHECKOUT_PAYMENT_HOLD_MINUTES * 60_000);
  if (trolley.slotReservedUntil && trolley.slotReservedUntil < payUntil)
    await tx.update(trolleys).set({ slotReservedUntil: payUntil }).where(eq(trolleys.id, trolley.id));
  const [paying] = await tx
    .update(checkoutAttempts)
    .set({ providerRef: started.providerRef, returnTokenHash: tokenHash(returnToken), updatedAt: at })
    .where(eq(checkoutAttempts.id, attempt.id))
    .returning();
  return { ...(await answerOf(ctx, tx, paying)), next: started.redirectUrl };
}

/** A payment at delivery or pickup: the order is made now. */
async function orderNow(ctx: CheckoutContext, tx: Tx, state: CheckoutState, p: Payment): Promise<CheckoutConfirmation> {
  const attempt = await insertAttempt(tx, {
    trolleyId: p.trolley.id,
    customerId: p.customerId,
    idempotencyKey: p.key,
    requestVersion: p.version,
    status: 'ORDERED',
    paymentType: p.paymentType,
    amountCents: p.amountCents,
  });
  // chosen: a payment at delivery or pickup is recorded 'PAGAMENTO EFFETTUATO' (nothing to recover),
  // as the demo orders are; SOSPESO is kept for card payments the bank has not confirmed.
  const order = await completeOrder(tx, state, {
    paymentType: p.paymentType,
    paymentStatus: 'PAGAMENTO EFFETTUATO',
    idempotencyKey: p.key,
    transports: ctx.transports,
    provider: ctx.provider,
  });
  const [done] = await tx
    .update(checkoutAttempts)
    .set({ orderId: order.orderId, updatedAt: p.at })
    .where(eq(checkoutAttempts.id, attempt.id))
    .returning();
  return answerOf(ctx, tx, done);
}

async function confirmIn(
  ctx: CheckoutContext,
  tx: Tx,
  owner: TrolleyOwner,
  input: CheckoutConfirmRequest,
): Promise<CheckoutConfirmation> {
  const customerId = owner.customerId as number;
  const key = input.idempotencyKey;
  const open = await findOpen(tx, owner);
  let row = open ? await lockTrolley(tx, open.id) : undefined;
  // Under the lock: what a confirmation before this one did.
  const again = await attemptByKey(tx, customerId, key);
  if (again) {
    await assertSameRequest(tx, owner, again, input);
    return answerOf(ctx, tx, again);
  }
  if (row && row.status !== 'OPEN') {
    const answer = await orderedAnswer(ctx, tx, row.id, customerId, input);
    if (answer) return answer;
    row = undefined;
  }
  const at = ctx.now();
  const state = await loadState(tx, owner, row, at);
  if (row) {
    const answer = await paymentUnderWay(ctx, tx, row, state, at);
    if (answer) return answer;
  }
  if (state.lines.length === 0) {
    const answer = await orderedElsewhere(ctx, tx, owner, input);
    if (answer) return answer;
  }
  assertConfirmable(ctx, state, input);
  const paymentType = chosenPayment(state) as PaymentType;
  const payment: Payment = {
    trolley: state.row as TrolleyRow,
    customerId,
    key,
    version: input.version,
    paymentType,
    amountCents: state.trolley.transactionAmount + deliveryAmountOf(state),
    at,
  };
  return isOnline(paymentType) ? startPayment(ctx, tx, state, payment) : orderNow(ctx, tx, state, payment);
}

/** The owner of an attempt's trolley (for reading it again on the way back from the provider). */
async function ownerOfTrolley(tx: Tx, row: TrolleyRow): Promise<TrolleyOwner> {
  const [card] = await tx
    .select({ id: fidatyCards.id })
    .from(fidatyCards)
    .where(eq(fidatyCards.customerId, row.customerId as number))
    .limit(1);
  return {
    customerId: row.customerId,
    guestSessionId: null,
    navigation: row.navigation,
    hasFidatyCard: card !== undefined,
    ruleAgreementMissing: null,
  };
}

/**
 * Fails a paying attempt with `message`; when the provider had approved the payment (or left it pending)
 * it is voided in the same transaction, so a retry neither fails nor voids twice (the attempt is FAILED).
 */
async function fail(ctx: CheckoutContext, a: AttemptRow, message: string, release: boolean): Promise<void> {
  const { db, now, provider } = ctx;
  await db.transaction(async (tx) => {
    const text = release ? t(checkoutApi.paymentVoidedOnFailure, { reason: message }) : message;
    const [failed] = await tx
      .update(checkoutAttempts)
      .set({ status: 'FAILED', paymentMessage: text.slice(0, 512), updatedAt: now() })
      .where(and(eq(checkoutAttempts.id, a.id), eq(checkoutAttempts.status, 'PAYMENT')))
      .returning({ id: checkoutAttempts.id });
    if (failed && release && a.providerRef) await provider.void(a.providerRef, tx);
  });
}

export async function confirm(
  ctx: CheckoutContext,
  session: Session | null,
  input: CheckoutConfirmRequest,
): Promise<CheckoutConfirmation> {
  const { db, now } = ctx;
  const owner = await customerOwnerOf(db, session);
  assertMayChange(owner);
  const customerId = owner.customerId as number;
  const seen = await attemptByKey(db, customerId, input.idempotencyKey);
  if (seen) {
    await assertSameRequest(db, owner, seen, input);
    return answerOf(ctx, db, seen);
  }
  await expireHolds(db, now(), customerId);
  try {
    return await db.transaction((tx) => confirmIn(ctx, tx, owner, input));
  } catch (err) {
    if (err instanceof Refused) throw refusedError(err.problems);
    if (err instanceof KeyTaken) {
      const first = await attemptByKey(db, customerId, input.idempotencyKey);
      if (first) {
        await assertSameRequest(db, owner, first, input);
        return answerOf(ctx, db, first);
      }
    }
    throw err;
  }
}

export async function attempt(ctx: CheckoutContext, session: Session | null, id: number): Promise<CheckoutAttempt> {
  const { db } = ctx;
  const owner = await customerOwnerOf(db, session);
  const [a] = await db
    .select()
    .from(checkoutAttempts)
    .where(and(eq(checkoutAttempts.id, id), eq(checkoutAttempts.customerId, owner.customerId as number)))
    .limit(1);
  if (!a) throw notFound(checkoutApi.attemptNotFound);
  return { attemptId: a.id, status: a.status, orderId: a.orderId, paymentMessage: a.paymentMessage };
}

/** The return address of a payment: the attempt and the token the confirmation put in it. */
export interface PaymentReturnParams {
  attemptId: number;
  token: string;
}

/** The saved card that paid the order `orderId`, kept on the subscription it started (if any). */
async function recordPayingCard(
  tx: Tx,
  orderId: number,
  providerName: string,
  rememberedToken: string | null,
  state: CheckoutState,
): Promise<void> {
  const [card] = rememberedToken
    ? await tx
        .select({ id: wallets.id })
        .from(wallets)
        .where(and(eq(wallets.provider, providerName), eq(wallets.providerToken, rememberedToken)))
        .limit(1)
    : state.choices.walletId
      ? [{ id: state.choices.walletId }]
      : [];
  if (!card) return;
  await tx
    .update(customerSubscriptions)
    .set({ paidWithWalletId: card.id })
    .where(
      and(
        eq(customerSubscriptions.orderId, orderId),
        eq(customerSubscriptions.customerId, state.owner.customerId as number),
      ),
    );
}

/**
 * GET payments/return/{attemptId}/{token}: the shopper is back from the provider. Only the attempt's
 * customer with the token of its return address is answered (404 'Pagamento non trovato' to anyone else,
 * who learns nothing and changes nothing). Reads the provider's result (never the browser's word) and
 * completes, or fails the attempt (voiding a payment approved for an order that cannot be made); answers
 * the page to go to. Safe to call again (a reload): a finished attempt just answers its page, a payment
 * not finished sends the shopper back to the provider's page.
 */
export async function paymentReturn(
  ctx: CheckoutContext,
  session: Session | null,
  input: PaymentReturnParams,
): Promise<string> {
  const { db } = ctx;
  const notYours = () => notFound(checkoutApi.attemptNotFound);
  if (session?.kind !== 'logged' || session.customerId === null) throw notYours();
  if (!RETURN_TOKEN_RE.test(input.token)) throw notYours();
  const [a] = await db
    .select()
    .from(checkoutAttempts)
    .where(and(eq(checkoutAttempts.id, input.attemptId), eq(checkoutAttempts.customerId, session.customerId)))
    .limit(1);
  const given = Buffer.from(tokenHash(input.token), 'hex');
  const kept = a?.returnTokenHash ? Buffer.from(a.returnTokenHash, 'hex') : null;
  if (!a || !kept || kept.length !== given.length || !timingSafeEqual(kept, given)) throw notYours();
  return completePayment(ctx, a);
}

/**
 * The provider's result of an attempt, applied once: the order made (APPROVED, PENDING), the attempt
 * failed (REFUSED, or the order refused: the payment voided), or nothing (OPEN: back to the provider's
 * page). Answers where the shopper goes. A provider's webhook would call this with the attempt it names.
 */
export async function completePayment(ctx: CheckoutContext, a: AttemptRow): Promise<string> {
  const { db, config, now, provider, transports } = ctx;
  if (a.status !== 'PAYMENT' || !a.providerRef) return (await answerOf(ctx, db, a)).next;
  const result = await provider.result(a.providerRef, db);
  if (result.status === 'OPEN') return provider.resumeUrl(a.providerRef);
  if (result.status === 'REFUSED') {
    await fail(ctx, a, result.message, false);
  } else {
    try {
      await db.transaction(async (tx) => {
        const row = await lockTrolley(tx, a.trolleyId);
        const [attempt] = await tx.select().from(checkoutAttempts).where(eq(checkoutAttempts.id, a.id)).limit(1);
        if (attempt.status !== 'PAYMENT') return;
        if (row.status !== 'OPEN')
          throw new Refused([{ code: 'EMPTY_TROLLEY', message: trolleyTexts.empty, step: 'TROLLEY' }]);
        const state = await loadState(tx, await ownerOfTrolley(tx, row), row, now());
        const problems = problemsOf(state, config, { mobile: true });
        const total = state.trolley.transactionAmount + deliveryAmountOf(state);
        if (problems.length === 0 && (total !== a.amountCents || chosenPayment(state) !== a.paymentType))
          problems.push({ code: 'CHECKOUT_CHANGED', message: checkoutApi.checkoutChanged, step: 'SUMMARY' });
        if (problems.length) throw new Refused(problems);
        const order = await completeOrder(tx, state, {
          paymentType: a.paymentType,
          paymentStatus: result.status === 'APPROVED' ? 'PAGAMENTO EFFETTUATO' : 'PAGAMENTO SOSPESO',
          idempotencyKey: a.idempotencyKey,
          transports,
          provider,
        });
        await tx
          .update(checkoutAttempts)
          .set({ status: 'ORDERED', orderId: order.orderId, paymentMessage: result.message, updatedAt: now() })
          .where(eq(checkoutAttempts.id, a.id));
        // 'Ricorda questa carta': saved with the order it paid (a key row, last in the lock order);
        // a return replayed finds the attempt ORDERED above, and the token is unique besides.
        if (result.status === 'APPROVED' && result.card)
          await tx
            .insert(wallets)
            .values({
              customerId: a.customerId,
              provider: a.provider ?? provider.name,
              providerToken: result.card.token,
              cardType: result.card.cardType.slice(0, 32),
              maskedPan: result.card.maskedPan.slice(0, 32),
              cardExpiryDate: result.card.expiry.slice(0, 7),
              paymentType: a.paymentType,
            })
            .onConflictDoNothing();
        // The saved card that paid it (remembered now, or chosen): a subscription bought with the order
        // renews on it when its address has no recurring payment (ADR 0056).
        if (result.status === 'APPROVED')
          await recordPayingCard(tx, order.orderId, a.provider ?? provider.name, result.card?.token ?? null, state);
      });
    } catch (err) {
      // The payment went through (or waits for the bank) but the order cannot be made (the trolley or
      // the slot changed while paying): the attempt fails with the reason and the payment is voided.
      if (!(err instanceof Refused)) throw err;
      await fail(ctx, a, err.problems[0]?.message ?? checkoutApi.checkoutChanged, true);
    }
  }
  const [after] = await db.select().from(checkoutAttempts).where(eq(checkoutAttempts.id, a.id)).limit(1);
  return (await answerOf(ctx, db, after)).next;
}
