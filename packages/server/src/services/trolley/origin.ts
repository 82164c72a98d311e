// The origin choice of an add (orders §2 "Products and store" dialogs: origin choice, single or multiple;
// for meat, raised-and-slaughtered country): a product of several origins is added with the shopper's
// choice, checked against what the product offers (contracts origins.ts).
//
// chosen: the single add (the add button) asks: without productOrigin it answers the ORIGIN_CHOICE
// exception and adds nothing, so the shopper's dialog comes first, whatever page or partner site the
// button is on. The massive add (a list, a past order) names no origin: its lines are added without a
// choice ('no preference': the picker takes what the shelf has) and a line already in the trolley keeps
// its own. A new choice on a line in the trolley replaces the old one for the whole line.
import { and, eq } from 'drizzle-orm';
import type { TrolleyException } from '@mercato/contracts';
import { normalOrigin, type OriginChoice, originsOfLine } from '@mercato/contracts/origins';
import { apiErrors, productDialogs, t, trolleyApi } from '@mercato/contracts/i18n/it';
import type { Tx } from '../../db/client.ts';
import { trolleyItems } from '../../db/schema/commerce.ts';
import { badRequest } from '../../errors.ts';
import type { TrolleyRow } from '../owner.ts';
import { exception } from './exceptions.ts';
import type { ProductRow } from './rows.ts';

/** The origins a product offers to choose from (two or more), or null. */
export function originChoiceOf(p: Pick<ProductRow, 'originChoices' | 'originChoiceMultiple'>): OriginChoice | null {
  return p.originChoices.length >= 2 ? { origins: p.originChoices, multiple: p.originChoiceMultiple } : null;
}

/** The add must ask the shopper first. */
export const ASK_ORIGIN = Symbol('ask origin');

/**
 * What an add's productOrigin comes to for `p`: the value its line keeps (null: the product offers no
 * choice), or ASK_ORIGIN when the product offers one and the add named none. An origin the product does
 * not offer (or any origin for a product without a choice) is a 400 naming the field; nothing changes.
 */
export function originOfAdd(
  p: ProductRow,
  productOrigin: string | null | undefined,
): string | null | typeof ASK_ORIGIN {
  const choice = originChoiceOf(p);
  const given = productOrigin ?? '';
  if (!choice) {
    if (given === '') return null;
    throw badRequest(apiErrors.invalidInput, [{ field: 'productOrigin', message: trolleyApi.originNotOffered }]);
  }
  if (given === '') return ASK_ORIGIN;
  const value = normalOrigin(choice, originsOfLine(given));
  if (value === null)
    throw badRequest(apiErrors.invalidInput, [{ field: 'productOrigin', message: trolleyApi.originNotOffered }]);
  return value;
}

/** The ORIGIN_CHOICE question about `p`, with the choice of its line in the trolley, if any. */
export async function originQuestion(tx: Tx, trolley: TrolleyRow, p: ProductRow): Promise<TrolleyException> {
  const choice = originChoiceOf(p)!;
  const [line] = await tx
    .select({ productOrigin: trolleyItems.productOrigin })
    .from(trolleyItems)
    .where(and(eq(trolleyItems.trolleyId, trolley.id), eq(trolleyItems.productId, p.id)))
    .limit(1);
  return exception('ORIGIN_CHOICE', p, t(productDialogs.originTitle, { product: p.description }), {
    origins: [...choice.origins],
    multipleOrigins: choice.multiple,
    productOrigin: line?.productOrigin ?? null,
  });
}

/** Whether a line's kept choice is still one its product offers (the trolley says so when not). */
export function originStillOffered(p: ProductRow, productOrigin: string | null): boolean {
  if (!productOrigin) return true;
  const choice = originChoiceOf(p);
  return choice !== null && normalOrigin(choice, originsOfLine(productOrigin)) === productOrigin;
}
