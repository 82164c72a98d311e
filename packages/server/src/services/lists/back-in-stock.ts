// The back-in-stock e-mail (shell §7: PUT auth/displayable/notifybyemail/{id}; page-configuration flag
// productMailNotificationEnabled). A logged customer asks to be told when an unavailable product can be
// bought again: one open request per customer and product (a partial unique index, so a repeated PUT
// changes nothing). When stock comes back (an order cancelled, services/order-edit/cancel.ts `restock`),
// `notifyBackInStock` writes one e-mail per open request to the outbox, in the transaction that restocks,
// closing each request with a conditional update (notified_at still null) so that it is sent once.
import { backInStock as texts } from '@mercato/contracts/i18n/it';
import { t } from '@mercato/contracts/i18n/t';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { products } from '../../db/schema/catalogue.ts';
import { backInStockRequests } from '../../db/schema/lists.ts';
import { customers } from '../../db/schema/platform.ts';
import { alert, notFound } from '../../errors.ts';
import { queueMessage, type OutboxTransports } from '../outbox/queue.ts';

type Stock = { active: boolean; outOfStock: boolean; availableQuantity: number };
const buyable = (p: Stock) => p.active && !p.outOfStock && p.availableQuantity > 0;

/**
 * PUT auth/displayable/notifybyemail/{productId}: records the customer's request (idempotent). An unknown
 * or withdrawn product: 404 'Prodotto non trovato'; a product that can be bought now: 409 (chosen).
 */
export async function requestBackInStockMail(db: Db, customerId: number, productId: number): Promise<void> {
  const [p] = await db
    .select({ active: products.active, outOfStock: products.outOfStock, availableQuantity: products.availableQuantity })
    .from(products)
    .where(eq(products.id, productId));
  if (!p?.active) throw notFound(texts.productNotFound);
  if (buyable(p)) throw alert(409, texts.alreadyAvailable);
  await db.insert(backInStockRequests).values({ customerId, productId }).onConflictDoNothing();
}

/**
 * Called by every path that gives stock back: when the product can be bought again, one e-mail per open
 * request, each request closed once (answers how many e-mails were queued).
 */
export async function notifyBackInStock(db: Db | Tx, transports: OutboxTransports, productId: number): Promise<number> {
  const [p] = await db
    .select({
      description: products.description,
      active: products.active,
      outOfStock: products.outOfStock,
      availableQuantity: products.availableQuantity,
    })
    .from(products)
    .where(eq(products.id, productId));
  if (!p || !buyable(p)) return 0;
  const open = await db
    .select({ id: backInStockRequests.id, customerId: backInStockRequests.customerId, email: customers.email })
    .from(backInStockRequests)
    .innerJoin(customers, eq(customers.id, backInStockRequests.customerId))
    .where(and(eq(backInStockRequests.productId, productId), isNull(backInStockRequests.notifiedAt)))
    .orderBy(asc(backInStockRequests.id));
  let sent = 0;
  for (const r of open) {
    const [closed] = await db
      .update(backInStockRequests)
      .set({ notifiedAt: new Date() })
      .where(and(eq(backInStockRequests.id, r.id), isNull(backInStockRequests.notifiedAt)))
      .returning({ id: backInStockRequests.id });
    if (!closed) continue;
    await queueMessage(db, transports, {
      channel: 'EMAIL',
      kind: 'BACK_IN_STOCK',
      customerId: r.customerId,
      recipient: r.email,
      subject: t(texts.mailSubject, { name: p.description }),
      bodyText: t(texts.mailBody, { name: p.description }),
    });
    sent++;
  }
  return sent;
}
