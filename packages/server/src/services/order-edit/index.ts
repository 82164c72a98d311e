// Changing an order before its cut-offs (issue 17; contracts order-edit.ts lists the calls): cancel
// (cancel.ts), change the slot (slot.ts), change the content through an edit-mode trolley and the
// checkout (edit.ts; the replacement itself is checkout/complete.ts), and the order-modify redirector
// (redirector.ts). The rules are services/orders.ts orderRightsOf, checked under the order's row lock at
// the moment of each change; common.ts has the lock order. Logged customers only (401 otherwise, as the
// checkout answers); another customer's order is 404.
import type { OrderCard } from '@mercato/contracts/checkout';
import type { OrderEditSession, OrderRedirector } from '@mercato/contracts/order-edit';
import type { Db } from '../../db/client.ts';
import type { OutboxTransports } from '../outbox.ts';
import { customerOwnerOf } from '../checkout/owner.ts';
import type { Session } from '../sessions.ts';
import { assertMayChange } from '../trolley/owner.ts';
import { cancelOrder } from './cancel.ts';
import { orderIdOf } from './common.ts';
import { cancelEdit, currentEdit, startEdit } from './edit.ts';
import { applyRedirector } from './redirector.ts';
import { changeOrderSlot } from './slot.ts';

export interface OrderEditDeps {
  now?: () => Date;
  /** The pharmacy's own site (MERCATO_PHARMACY_ORIGIN), or null: pharmacy orders are changed here. */
  pharmacyOrigin?: string | null;
  /** Which outbox channels have a transport (the cancel and slot-change e-mails are PENDING or KEPT). */
  transports?: OutboxTransports;
}

export function createOrderEditService(db: Db, deps: OrderEditDeps = {}) {
  const now = deps.now ?? (() => new Date());
  const transports = deps.transports ?? { email: false, sms: false };

  async function customer(session: Session | null, change: boolean) {
    const owner = await customerOwnerOf(db, session);
    if (change) assertMayChange(owner);
    return owner;
  }

  return {
    /** POST auth/orders/{orderId}/cancel {version} → the order's card (ANNULLATO). */
    async cancel(session: Session | null, orderId: unknown, body: unknown): Promise<OrderCard> {
      const owner = await customer(session, true);
      const id = orderIdOf(orderId);
      return db.transaction((tx) => cancelOrder(tx, owner.customerId as number, id, body, now(), transports));
    },

    /** POST auth/orders/{orderId}/slot {slotId, version, idempotencyKey} → the order's card. */
    async changeSlot(session: Session | null, orderId: unknown, body: unknown): Promise<OrderCard> {
      const owner = await customer(session, true);
      return changeOrderSlot(db, owner.customerId as number, orderIdOf(orderId), body, now(), transports);
    },

    /** POST auth/orders/{orderId}/edit {version} → the edit (go to its `next`, the checkout's trolley). */
    async startEdit(session: Session | null, orderId: unknown, body: unknown): Promise<OrderEditSession> {
      const owner = await customer(session, true);
      return startEdit(db, owner, orderIdOf(orderId), body, now());
    },

    /** DELETE auth/orders/{orderId}/edit: 'Annulla modifica'. */
    async cancelEdit(session: Session | null, orderId: unknown): Promise<void> {
      const owner = await customer(session, true);
      await cancelEdit(db, owner.customerId as number, orderIdOf(orderId), now());
    },

    /** The edit under way in the customer's current service (the checkout's notice), or null. */
    async current(session: Session | null): Promise<OrderEditSession | null> {
      if (session?.kind !== 'logged') return null;
      return currentEdit(db, await customer(session, false), now());
    },

    /** GET auth/orders/{orderId}/redirector?action=SLOT|ORDER → applyRedirector. */
    async redirector(session: Session | null, orderId: unknown, query: unknown): Promise<OrderRedirector> {
      const owner = await customer(session, false);
      return applyRedirector(
        db,
        owner.customerId as number,
        orderIdOf(orderId),
        query,
        now(),
        deps.pharmacyOrigin ?? null,
      );
    },
  };
}

export type OrderEditService = ReturnType<typeof createOrderEditService>;
