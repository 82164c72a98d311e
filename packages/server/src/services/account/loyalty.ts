// The loyalty card page's selector (spec orders §2 loyalty card page: a card selector with its balance;
// issue 40): the card chosen becomes the customer's selected one (the one shown first and used for the
// points), by one statement, so no moment has two or none selected.
import { and, eq, sql } from 'drizzle-orm';
import { fidatyCards } from '../../db/schema/platform.ts';
import { notFound } from '../../errors.ts';
import type { AccountContext } from './index.ts';

/** Selects the customer's card `barcode` (404 for another customer's or an unknown one). */
export async function selectLoyaltyCard(ctx: AccountContext, customerId: number, barcode: string): Promise<void> {
  const [own] = await ctx.db
    .select({ id: fidatyCards.id })
    .from(fidatyCards)
    .where(and(eq(fidatyCards.customerId, customerId), eq(fidatyCards.barcode, barcode)))
    .limit(1);
  if (!own) throw notFound();
  await ctx.db
    .update(fidatyCards)
    .set({ selected: sql`${fidatyCards.id} = ${own.id}` })
    .where(eq(fidatyCards.customerId, customerId));
}
