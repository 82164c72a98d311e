// Spesa facile (issue 39; shell §3 configuration, §6 login or activation, §7 calls): 'Scelti per te', the
// products of the customer's own orders ranked by ranking.ts, and 'Preferiti', their habits — the products
// bought in at least HABIT_MIN_ORDERS orders — less the ones they deleted. Both page, sort and filter as
// the calls say ({start, length, sort{value, order}, filters}); only products still sold in the session's
// navigation are shown, as tiles.
import { sql } from 'drizzle-orm';
import type { Product } from '@mercato/contracts/catalogue';
import type { HabitDelete, SpesaFacileConfig, SpesaFacilePage, SpesaFacileQuery } from '@mercato/contracts/lists';
import { spesaFacile as texts } from '@mercato/contracts/i18n/it';
import { rowsOf, type Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { apiErrors } from '@mercato/contracts/i18n/it';
import type { BoundArea } from '../bind.ts';
import type { Session } from '../sessions/index.ts';
import { rank, type Purchase } from './ranking.ts';
import { notSample } from '../catalogue/samples.ts';
import type * as self from './index.ts';

/** chosen: a habit is a product bought in at least two orders. */
export const HABIT_MIN_ORDERS = 2;
/** chosen: the products considered (the most bought first). */
const CANDIDATES_MAX = 300;
/** chosen: a page when the call names no length. */
const DEFAULT_LENGTH = 24;

export interface SpesaFacileContext {
  db: Db;
  now: () => Date;
  tiles: (ids: number[], session: Session) => Promise<Product[]>;
}

/** GET spesafacile/config (shell §3): login needed, no activation. */
export function config(_ctx: SpesaFacileContext): SpesaFacileConfig {
  return { needLogin: true, needActivation: false, activationMessage: texts.activationMessage };
}

async function purchasesOf(ctx: SpesaFacileContext, customerId: number, minOrders: number): Promise<Purchase[]> {
  const rows = rowsOf<{ product_id: number; orders: number; last: Date | string }>(
    await ctx.db.execute(sql`
      select i.product_id, count(distinct o.id)::int as orders, max(o.order_insert_time) as last
      from orders o join order_items i on i.order_id = o.id
      join products p on p.id = i.product_id
      where o.customer_id = ${customerId} and o.status not in ('ANNULLATO', 'SOSTITUITO')
        and p.active and not p.premium and ${notSample('p')} and p.catalogue = 'grocery'
        and not exists (select 1 from spesafacile_hidden h
          where h.customer_id = ${customerId} and h.product_id = i.product_id and ${minOrders} > 1)
      group by i.product_id having count(distinct o.id) >= ${minOrders}
      order by orders desc, last desc limit ${CANDIDATES_MAX}`),
  );
  return rows.map((r) => ({ productId: Number(r.product_id), orders: Number(r.orders), lastBought: new Date(r.last) }));
}

async function promotedNow(ctx: SpesaFacileContext, ids: number[], at: Date): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = rowsOf<{ product_id: number }>(
    await ctx.db.execute(sql`
      select distinct product_id from promotions
      where product_id = any(${`{${ids.join(',')}}`}::int[]) and starts_at <= ${at.toISOString()}::timestamptz
        and ends_at > ${at.toISOString()}::timestamptz`),
  );
  return new Set(rows.map((r) => Number(r.product_id)));
}

async function page(
  ctx: SpesaFacileContext,
  session: Session,
  query: SpesaFacileQuery,
  minOrders: number,
): Promise<SpesaFacilePage> {
  const now = ctx.now();
  const purchases = await purchasesOf(ctx, session.customerId as number, minOrders);
  const promoted = await promotedNow(
    ctx,
    purchases.map((p) => p.productId),
    now,
  );
  let ids = rank(purchases, promoted, now);
  if (query.filters?.includes('promo')) ids = ids.filter((id) => promoted.has(id));
  // Tiles of what this navigation sells, in rank order (the catalogue answers 100 at a time).
  const tiles: Product[] = [];
  for (let i = 0; i < ids.length; i += 100) tiles.push(...(await ctx.tiles(ids.slice(i, i + 100), session)));
  const sort = query.sort;
  if (sort && sort.value !== 'rank') {
    const dir = sort.order === 'desc' ? -1 : 1;
    const price = (p: Product) => p.discountedPrice ?? p.price ?? 0;
    tiles.sort((a, b) =>
      sort.value === 'name'
        ? dir * a.description.localeCompare(b.description, 'it') || a.productId - b.productId
        : dir * (price(a) - price(b)) || a.productId - b.productId,
    );
  } else if (sort?.order === 'asc') tiles.reverse();
  const start = query.start ?? 0;
  const length = query.length ?? DEFAULT_LENGTH;
  return { products: tiles.slice(start, start + length), total: tiles.length };
}

/** POST auth/spesafacile/sceltiperte. */
export function chosenForYou(
  ctx: SpesaFacileContext,
  session: Session,
  query: SpesaFacileQuery,
): Promise<SpesaFacilePage> {
  return page(ctx, session, query, 1);
}

/** POST auth/spesafacile/abitudini ('Preferiti'). */
export function habits(ctx: SpesaFacileContext, session: Session, query: SpesaFacileQuery): Promise<SpesaFacilePage> {
  return page(ctx, session, query, HABIT_MIN_ORDERS);
}

/** DELETE auth/spesafacile/abitudini/delete {productCode}: never proposed in 'Preferiti' again (idempotent). */
export async function deleteHabit(ctx: SpesaFacileContext, session: Session, input: HabitDelete): Promise<void> {
  const [p] = rowsOf<{ id: number }>(
    await ctx.db.execute(sql`select id from products where code = ${input.productCode}`),
  );
  if (!p) throw notFound(apiErrors.invalidInput);
  await ctx.db.execute(sql`
    insert into spesafacile_hidden (customer_id, product_id) values (${session.customerId}, ${p.id})
    on conflict do nothing`);
}

export type SpesaFacileService = BoundArea<typeof self, SpesaFacileContext>;
