// The checkout (issue 16; spec orders §2 Checkout, §3, §4, §5, §8; contracts checkout.ts has the calls):
// the shopper's checkout of the current navigation, their choices saved as made, the confirmation with
// its payment, and the orders it makes.
//
// The named parts live in services/checkout/: context.ts (what every call needs), state.ts (reading the checkout, what is missing, the
// version), update.ts (PATCH: rules, ownership, writes), confirm.ts (the confirmation, idempotency, the
// payment's start and return), complete.ts (the one transaction that makes the order), email.ts (the
// confirmation e-mail). Payments are services/payments/ (the provider interface and the test gateway).
//
// Only logged customers check out: visitors and power guests get 401 'Effettua l'accesso per utilizzare
// il servizio' (as the slots do). The current navigation is that of the customer's shopping address.
//
// chosen (the spec is silent):
// - the payments per navigation, the minimums, the points: contracts constants.ts (CHECKOUT_*);
// - a missing shopping address is reported as SLOT_MISSING at the DELIVERY step (no slot can be booked
//   without one), with the spec's 'Nessun indirizzo di consegna selezionato' / pickup point texts;
// - the mobile-number verification stops the confirmation (MOBILE_NOT_CONFIRMED), not `missing`, which
//   the wizard uses to send the shopper back; the delivery page shows the verification itself.
import type { Checkout, CheckoutUpdate } from '@mercato/contracts/checkout';
import { type Parsed, valueOrThrow } from '../../validation.ts';
import { checkoutOf, loadState } from './state.ts';
import type { CheckoutContext } from './context.ts';
import { customerOwnerOf } from './owner.ts';
import { applyUpdate, isEmptyUpdate } from './update.ts';
import type { Session } from '../sessions/index.ts';
import { expireHolds } from '../slots/expiry.ts';
import { assertMayChange, type TrolleyOwner } from '../owner.ts';
import { ensureOpen, findOpen } from '../owner.ts';

export type { CheckoutContext } from './context.ts';
/** POST auth/checkout/confirm {idempotencyKey, version}; GET auth/checkout/attempts/{attemptId} (the
 * customer's own attempt only, 404 otherwise); GET payments/return/{attemptId}/{token} (the shopper is
 * back from the provider: their own attempt with its token, 404 otherwise; answers where to go). */
export { attempt, confirm, paymentReturn } from './confirm.ts';
/** PUT / DELETE auth/checkout/samples/{productId}: a campioncino omaggio chosen or given up (sample-choice.ts). */
export { chooseSample, dropSample } from './sample-choice.ts';

async function read(ctx: CheckoutContext, owner: TrolleyOwner): Promise<Checkout> {
  const row = await findOpen(ctx.db, owner);
  return checkoutOf(await loadState(ctx.db, owner, row, ctx.now()), ctx.config);
}

/** GET auth/checkout. Ended slot holds are released first (as every read of slots does). */
export async function get(ctx: CheckoutContext, session: Session | null): Promise<Checkout> {
  const { db, now } = ctx;
  const owner = await customerOwnerOf(db, session);
  await expireHolds(db, now(), owner.customerId as number);
  return read(ctx, owner);
}

/** PATCH auth/checkout: saves what the body holds; answers the checkout. Nothing saved on an error. */
export async function update(
  ctx: CheckoutContext,
  session: Session | null,
  choices: Parsed<CheckoutUpdate>,
): Promise<Checkout> {
  const { db, config, now } = ctx;
  const owner = await customerOwnerOf(db, session);
  const input = valueOrThrow(choices);
  assertMayChange(owner);
  if (!isEmptyUpdate(input)) {
    await db.transaction(async (tx) => {
      const trolley = await ensureOpen(tx, owner);
      await applyUpdate(tx, owner, trolley, input, { giftEnabled: config.checkout.giftEnabled });
    });
  }
  await expireHolds(db, now(), owner.customerId as number);
  return read(ctx, owner);
}
