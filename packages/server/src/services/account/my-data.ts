// 'I miei dati' (issue 40): everything the shop holds about the customer as one JSON document, and the
// account's deletion. The deletion is refused while an order is open (its delivery still needs the
// customer's name, address and phone); otherwise the customer's personal data is erased and the row
// kept anonymised, so the orders (and their invoices, which Italian law keeps for ten years) stay whole
// but name nobody. Secrets never leave the shop: no password hash, no payment provider token, no link.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import { accountArea as a } from '@mercato/contracts/i18n/it';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { addressRecurringPayments, billingAddresses, wallets } from '../../db/schema/checkout.ts';
import { customerCoupons, orderItems, orders, shoppingLists } from '../../db/schema/commerce.ts';
import { deliveryAddresses } from '../../db/schema/geo.ts';
import { complaints } from '../../db/schema/orders-area.ts';
import { accountTokens, customers, fidatyCards, messages, referrals, sessions } from '../../db/schema/platform.ts';
import { alert, notFound } from '../../errors.ts';
import type { AccountContext } from './index.ts';

/** Orders whose delivery is not over: the account cannot be deleted while one exists. */
const CLOSED = ['CONSEGNATO', 'RITIRATO', 'ANNULLATO', 'SOSTITUITO'] as const;

const without = <T extends Record<string, unknown>, K extends keyof T>(row: T, ...keys: K[]): Omit<T, K> => {
  const copy = { ...row };
  for (const k of keys) delete copy[k];
  return copy;
};

/** The customer's data, as the JSON the 'Scarica i miei dati' button downloads. */
export async function exportData(ctx: AccountContext, customerId: number) {
  const { db } = ctx;
  const [customer] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, customerId), isNull(customers.deletedAt)))
    .limit(1);
  if (!customer) throw notFound();
  const ownOrders = await db.select().from(orders).where(eq(orders.customerId, customerId)).orderBy(orders.id);
  const items = ownOrders.length
    ? await db
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            ownOrders.map((o) => o.id),
          ),
        )
    : [];
  return {
    exportedAt: ctx.now().toISOString(),
    customer: without(customer, 'passwordHash'),
    loyaltyCards: await db.select().from(fidatyCards).where(eq(fidatyCards.customerId, customerId)),
    deliveryAddresses: (
      await db
        .select()
        .from(deliveryAddresses)
        .where(and(eq(deliveryAddresses.customerId, customerId), isNull(deliveryAddresses.deletedAt)))
    ).map((r) => without(r, 'privateCode')),
    billingAddresses: await db
      .select()
      .from(billingAddresses)
      .where(and(eq(billingAddresses.customerId, customerId), isNull(billingAddresses.deletedAt))),
    savedCards: (
      await db
        .select()
        .from(wallets)
        .where(and(eq(wallets.customerId, customerId), isNull(wallets.deletedAt)))
    ).map((r) => without(r, 'providerToken')),
    recurringPayments: await db
      .select()
      .from(addressRecurringPayments)
      .where(eq(addressRecurringPayments.customerId, customerId)),
    orders: ownOrders.map((o) => ({
      ...without(o, 'idempotencyKey'),
      items: items.filter((i) => i.orderId === o.id),
    })),
    shoppingLists: await db.select().from(shoppingLists).where(eq(shoppingLists.customerId, customerId)),
    coupons: await db.select().from(customerCoupons).where(eq(customerCoupons.customerId, customerId)),
    messages: await db.select().from(messages).where(eq(messages.customerId, customerId)),
    complaints: await db.select().from(complaints).where(eq(complaints.customerId, customerId)),
    referrals: await db.select().from(referrals).where(eq(referrals.referrerId, customerId)),
  };
}
export type MyData = Awaited<ReturnType<typeof exportData>>;

/**
 * The account deleted, after its password: refused (409 with the reason) while an order is open.
 * Personal data erased, the row anonymised; every session ends.
 */
export async function deleteAccount(ctx: AccountContext, customerId: number, password: string): Promise<void> {
  const { db } = ctx;
  const [row] = await db
    .select({ passwordHash: customers.passwordHash })
    .from(customers)
    .where(and(eq(customers.id, customerId), isNull(customers.deletedAt)))
    .limit(1);
  if (!row) throw notFound();
  if (!(await verifyPassword(password, row.passwordHash)))
    throw alert(422, a.currentPasswordWrong, {
      entityErrors: [{ field: 'password', message: a.currentPasswordWrong }],
    });
  const unusable = await hashPassword(randomBytes(24).toString('base64url'));
  const now = ctx.now();
  await db.transaction(async (tx) => {
    // The customer's row first (the order of the locks of the account's calls), then the open orders.
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
    const [open] = await tx
      .select({ id: orders.publicOrderId })
      .from(orders)
      .where(and(eq(orders.customerId, customerId), notInArray(orders.status, [...CLOSED])))
      .limit(1);
    if (open) throw alert(409, a.deleteRefused);
    await tx
      .update(customers)
      .set({
        email: `eliminato-${customerId}@eliminato.invalid`,
        passwordHash: unusable,
        forename: a.deletedName,
        surname: '',
        mobileNumber: null,
        birthDate: null,
        street: null,
        houseNumber: null,
        postCode: null,
        townName: null,
        streetId: null,
        ssoId: null,
        auId: null,
        gtmDebugId: null,
        referralCode: null,
        sendInfoAgreement: false,
        purchasePreferencesAgreement: false,
        marketingSurveyAgreement: false,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(customers.id, customerId));
    await tx
      .update(deliveryAddresses)
      .set({
        interphoneName: null,
        mobileNumber: null,
        homeNumber: null,
        note: null,
        privateCode: null,
        deletedAt: now,
      })
      .where(eq(deliveryAddresses.customerId, customerId));
    await tx.delete(addressRecurringPayments).where(eq(addressRecurringPayments.customerId, customerId));
    await tx
      .update(wallets)
      .set({ deletedAt: now })
      .where(and(eq(wallets.customerId, customerId), isNull(wallets.deletedAt)));
    await tx.delete(fidatyCards).where(eq(fidatyCards.customerId, customerId));
    await tx.delete(messages).where(eq(messages.customerId, customerId));
    await tx.delete(accountTokens).where(eq(accountTokens.customerId, customerId));
    await tx.delete(sessions).where(eq(sessions.customerId, customerId));
  });
}
