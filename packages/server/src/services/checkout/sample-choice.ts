// PUT and DELETE auth/checkout/samples/{productId}: a campioncino omaggio chosen or given up (samples.ts
// says the rules). Under the trolley's row lock, so two presses at once never hold more than
// SAMPLES_PER_ORDER; a change bumps the checkout's choices version; a repeated call changes nothing.
import { and, eq, sql } from 'drizzle-orm';
import { CATALOGUE_OF } from '@mercato/contracts';
import type { Checkout } from '@mercato/contracts/checkout';
import { formatPrice } from '@mercato/contracts/format/price';
import { checkoutApi, t } from '@mercato/contracts/i18n/it';
import { SAMPLES_MIN_SPEND_CENTS, SAMPLES_PER_ORDER } from '@mercato/contracts/samples';
import type { Tx } from '../../db/client.ts';
import { products } from '../../db/schema/catalogue.ts';
import { checkouts } from '../../db/schema/checkout.ts';
import { trolleySamples } from '../../db/schema/commerce.ts';
import { alert, notFound } from '../../errors.ts';
import { onOffer, sampleRows } from '../catalogue/samples.ts';
import { lockTrolley } from '../locks.ts';
import { assertMayChange, findOpen, type TrolleyOwner } from '../owner.ts';
import type { Session } from '../sessions/index.ts';
import type { CheckoutContext } from './context.ts';
import { customerOwnerOf } from './owner.ts';
import { reservedOf, samplesOf } from './samples.ts';
import { checkoutOf, loadState } from './state.ts';

/** The choices' version bumped (Checkout.version: another tab's confirmation sees the change). */
async function bumpChoices(tx: Tx, trolleyId: number, now: Date): Promise<void> {
  await tx
    .insert(checkouts)
    .values({ trolleyId, version: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: checkouts.trolleyId,
      set: { version: sql`${checkouts.version} + 1`, updatedAt: now },
    });
}

async function change(
  ctx: CheckoutContext,
  session: Session | null,
  productId: number,
  act: (tx: Tx, owner: TrolleyOwner, trolleyId: number | null, now: Date) => Promise<void>,
): Promise<Checkout> {
  const { db, now } = ctx;
  const owner = await customerOwnerOf(db, session);
  assertMayChange(owner);
  const [sample] = (await sampleRows(db, [productId])).values();
  const [catalogue] = sample
    ? await db.select({ catalogue: products.catalogue }).from(products).where(eq(products.id, productId))
    : [];
  if (!sample || catalogue?.catalogue !== CATALOGUE_OF[owner.navigation]) throw notFound(checkoutApi.sampleNotFound);
  await db.transaction(async (tx) => {
    const trolley = await findOpen(tx, owner);
    await act(tx, owner, trolley ? (await lockTrolley(tx, trolley.id)).id : null, now());
  });
  const row = await findOpen(db, owner);
  return checkoutOf(await loadState(db, owner, row, now()), ctx.config);
}

/** PUT auth/checkout/samples/{productId}. */
export function chooseSample(ctx: CheckoutContext, session: Session | null, productId: number): Promise<Checkout> {
  return change(ctx, session, productId, async (tx, owner, trolleyId, now) => {
    const s = await loadState(tx, owner, await findOpen(tx, owner), now);
    if (s.samples.some((p) => p.id === productId)) return;
    const [p] = (await sampleRows(tx, [productId])).values();
    if (!p || !onOffer(p, reservedOf(s, productId)))
      throw alert(409, t(checkoutApi.sampleSoldOut, { product: p?.description ?? '' }));
    if (trolleyId === null || !samplesOf(s).eligible)
      throw alert(409, t(checkoutApi.samplesNotYet, { amount: formatPrice(SAMPLES_MIN_SPEND_CENTS) }));
    if (s.samples.length >= SAMPLES_PER_ORDER)
      throw alert(409, t(checkoutApi.samplesLimit, { max: SAMPLES_PER_ORDER }));
    await tx.insert(trolleySamples).values({ trolleyId, productId, chosenAt: now }).onConflictDoNothing();
    await bumpChoices(tx, trolleyId, now);
  });
}

/** DELETE auth/checkout/samples/{productId}. */
export function dropSample(ctx: CheckoutContext, session: Session | null, productId: number): Promise<Checkout> {
  return change(ctx, session, productId, async (tx, _owner, trolleyId, now) => {
    if (trolleyId === null) return;
    const gone = await tx
      .delete(trolleySamples)
      .where(and(eq(trolleySamples.trolleyId, trolleyId), eq(trolleySamples.productId, productId)))
      .returning({ productId: trolleySamples.productId });
    if (gone.length) await bumpChoices(tx, trolleyId, now);
  });
}
