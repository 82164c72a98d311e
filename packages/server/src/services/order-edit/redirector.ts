// applyRedirector(orderId, action) (shell §4 order-modify redirector, §7 by name): where the link
// `/ordini/modifica-ordine/{orderId}?action=SLOT|ORDER` (the confirmation e-mail's, the app's) leads.
//
// chosen (the spec names the four outcomes only):
// - NONE: the order can still change here: the page opens the order edit dialog, on the option asked for;
// - REDIRECT_SITE: nothing can change any more (past every cut-off, delivered, cancelled, replaced): the
//   order's detail on this site (orderDetailPath), where the customer sees what became of it;
// - REDIRECT_DOMAIN: pharmacy orders (pharma, pharma-drive) when the pharmacy has a site of its own
//   (MERCATO_PHARMACY_ORIGIN, the one allow-listed domain): the same redirector there. Unset (the demo),
//   pharmacy orders are changed here like the others.
import { orderDetailPath, orderModifyRedirectorPath } from '@mercato/contracts';
import type { OrderRedirector, OrderRedirectorQuery } from '@mercato/contracts/order-edit';
import type { Db } from '../../db/client.ts';
import { orderRightsOf } from '../orders/index.ts';
import { readOwnOrder } from './common.ts';

const PHARMACY = new Set(['pharma', 'pharma-drive']);

export async function applyRedirector(
  db: Db,
  customerId: number,
  orderId: number,
  query: OrderRedirectorQuery,
  now: Date,
  pharmacyOrigin: string | null,
): Promise<OrderRedirector> {
  const { action: requested = 'SLOT' } = query;
  const order = await readOwnOrder(db, customerId, orderId);
  if (orderRightsOf(order, now).action === 'NO_ACTION')
    return { hasRedirector: true, action: 'REDIRECT_SITE', requested, path: orderDetailPath(order.id), url: null };
  if (pharmacyOrigin && PHARMACY.has(order.navigation))
    return {
      hasRedirector: true,
      action: 'REDIRECT_DOMAIN',
      requested,
      path: null,
      url: `${pharmacyOrigin}${orderModifyRedirectorPath(order.id, requested)}`,
    };
  return { hasRedirector: false, action: 'NONE', requested, path: null, url: null };
}
