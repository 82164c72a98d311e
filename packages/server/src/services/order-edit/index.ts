// Changing an order before its cut-offs (issue 17; contracts order-edit.ts lists the calls): cancel
// (cancel.ts), change the slot (slot.ts), change the content through an edit-mode trolley and the
// checkout (edit.ts; the replacement itself is checkout/complete.ts), and the order-modify redirector
// (redirector.ts). The rules are services/orders/ orderRightsOf, checked under the order's row lock at
// the moment of each change; common.ts has the lock order. Logged customers only (401 otherwise, as the
// checkout answers); another customer's order is 404.
import type { OrderCard } from '@mercato/contracts/checkout';
import type {
  OrderCancelRequest,
  OrderEditSession,
  OrderEditStartRequest,
  OrderRedirector,
  OrderRedirectorQuery,
  OrderSlotChangeRequest,
} from '@mercato/contracts/order-edit';
import { type Parsed, valueOrThrow } from '../../validation.ts';
import type { Db } from '../../db/client.ts';
import type { OutboxTransports } from '../outbox/queue.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { customerOwnerOf } from '../checkout/owner.ts';
import type { Session } from '../sessions/index.ts';
import { assertMayChange } from '../owner.ts';
import { cancelOrder } from './cancel.ts';
import type { OrderIdParam } from './common.ts';
import { cancelEdit as cancelEditOf, currentEdit, startEdit as startEditOf } from './edit.ts';
import { applyRedirector } from './redirector.ts';
import { changeOrderSlot } from './slot.ts';

export interface OrderEditContext {
  db: Db;
  now: () => Date;
  /** The pharmacy's own site (MERCATO_PHARMACY_ORIGIN), or null: pharmacy orders are changed here. */
  pharmacyOrigin: string | null;
  /** Which outbox channels have a transport (the cancel and slot-change e-mails are PENDING or KEPT). */
  transports: OutboxTransports;
  /** The card payments' provider: a cancelled order's payment is refunded or voided through it. */
  provider: PaymentProvider;
}

async function customer(ctx: OrderEditContext, session: Session | null, change: boolean) {
  const { db } = ctx;
  const owner = await customerOwnerOf(db, session);
  if (change) assertMayChange(owner);
  return owner;
}

/** POST auth/orders/{orderId}/cancel {version} → the order's card (ANNULLATO). */
export async function cancel(
  ctx: OrderEditContext,
  session: Session | null,
  order: Parsed<OrderIdParam>,
  body: Parsed<OrderCancelRequest>,
): Promise<OrderCard> {
  const { db, now, transports, provider } = ctx;
  const owner = await customer(ctx, session, true);
  const id = valueOrThrow(order).orderId;
  const input = valueOrThrow(body);
  return db.transaction((tx) => cancelOrder(tx, owner.customerId as number, id, input, now(), transports, provider));
}

/** POST auth/orders/{orderId}/slot {slotId, version, idempotencyKey} → the order's card. */
export async function changeSlot(
  ctx: OrderEditContext,
  session: Session | null,
  order: Parsed<OrderIdParam>,
  body: Parsed<OrderSlotChangeRequest>,
): Promise<OrderCard> {
  const { db, now, transports } = ctx;
  const owner = await customer(ctx, session, true);
  const id = valueOrThrow(order).orderId;
  return changeOrderSlot(db, owner.customerId as number, id, valueOrThrow(body), now(), transports);
}

/** POST auth/orders/{orderId}/edit {version} → the edit (go to its `next`, the checkout's trolley). */
export async function startEdit(
  ctx: OrderEditContext,
  session: Session | null,
  order: Parsed<OrderIdParam>,
  body: Parsed<OrderEditStartRequest>,
): Promise<OrderEditSession> {
  const { db, now } = ctx;
  const owner = await customer(ctx, session, true);
  const id = valueOrThrow(order).orderId;
  return startEditOf(db, owner, id, valueOrThrow(body), now());
}

/** DELETE auth/orders/{orderId}/edit: 'Annulla modifica'. */
export async function cancelEdit(
  ctx: OrderEditContext,
  session: Session | null,
  order: Parsed<OrderIdParam>,
): Promise<void> {
  const { db, now } = ctx;
  const owner = await customer(ctx, session, true);
  await cancelEditOf(db, owner.customerId as number, valueOrThrow(order).orderId, now());
}

/** The edit under way in the customer's current service (the checkout's notice), or null. */
export async function current(ctx: OrderEditContext, session: Session | null): Promise<OrderEditSession | null> {
  const { db, now } = ctx;
  if (session?.kind !== 'logged') return null;
  return currentEdit(db, await customer(ctx, session, false), now());
}

/** GET auth/orders/{orderId}/redirector?action=SLOT|ORDER → applyRedirector. */
export async function redirector(
  ctx: OrderEditContext,
  session: Session | null,
  orderId: number,
  query: OrderRedirectorQuery,
): Promise<OrderRedirector> {
  const { db, now, pharmacyOrigin } = ctx;
  const owner = await customer(ctx, session, false);
  return applyRedirector(db, owner.customerId as number, orderId, query, now(), pharmacyOrigin);
}
