// Customers: the profile (spec shell §3 "customer") and the rule agreement (spec shell §4).
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Db } from '../../db/client.ts';
import { customers, fidatyCards as fidatyCardsTable } from '../../db/schema/platform.ts';
import { deliveryAddresses } from '../../db/schema/geo.ts';
import { withEanCheckDigit } from '../../ean.ts';
import { notFound } from '../../errors.ts';
import { ruleAgreement } from '@mercato/contracts/i18n/it';

export type { Customer, FidatyCard } from '@mercato/contracts';
import { ACCESS_TYPE_LOGGED, type Customer, type FidatyCard } from '@mercato/contracts';
import type { BoundArea } from '../bind.ts';
import type * as self from './index.ts';

export const RuleAgreementInput = z.object({
  saleConditionsAccepted: z.literal(true, { error: ruleAgreement.conditionsRequired }),
  privacyAccepted: z.literal(true, { error: ruleAgreement.privacyRequired }),
});
export type RuleAgreementInput = z.infer<typeof RuleAgreementInput>;

type CustomerRow = typeof customers.$inferSelect;
type Address = { street: string; houseNumber: string | null; postCode: string; town: string; streetId: number | null };

const opt = <T>(v: T | null | undefined): T | undefined => (v === null ? undefined : v);

export function toCustomer(row: CustomerRow, address?: Address | null): Customer {
  // The residence address, else the current home-delivery address.
  const a = row.street
    ? {
        street: row.street,
        houseNumber: row.houseNumber,
        postCode: row.postCode,
        town: row.townName,
        streetId: row.streetId,
      }
    : address;
  return {
    id: row.id,
    email: row.email,
    forename: row.forename,
    surname: row.surname,
    gender: row.gender,
    role: row.role,
    // The column keeps the registration channel ('ECOMMERCE'); callers see the spec's access type.
    accessType: ACCESS_TYPE_LOGGED,
    street: opt(a?.street),
    houseNumber: opt(a?.houseNumber),
    postCode: opt(a?.postCode),
    townName: opt(a?.town),
    streetId: opt(a?.streetId),
    mobileNumber: opt(row.mobileNumber),
    purchasePreferencesAgreement: row.purchasePreferencesAgreement,
    agreements: {
      sendInfoAgreement: row.sendInfoAgreement,
      purchasePreferencesAgreement: row.purchasePreferencesAgreement,
      marketingSurveyAgreement: row.marketingSurveyAgreement,
    },
    agreementEcommerceRule: row.agreementEcommerceRule,
    ssoId: opt(row.ssoId),
    auId: opt(row.auId),
    gtmDebugId: opt(row.gtmDebugId),
    belongToNewSlotLayoutGroup: row.belongToNewSlotLayoutGroup,
    insertDate: row.insertDate.toISOString(),
    clusters: row.clusters,
  };
}

/**
 * The EAN-13 barcode of a customer's digital card: prefix 2960 (in-house numbers; the demo's plastic
 * cards use 2900–2929), the customer id on 8 digits, and the EAN check digit.
 */
export function digitalCardBarcode(customerId: number): string {
  return withEanCheckDigit(`2960${String(customerId).padStart(8, '0')}`);
}

export interface CustomerContext {
  db: Db;
}

export async function homeAddress(ctx: CustomerContext, customerId: number): Promise<Address | null> {
  const { db } = ctx;
  const [a] = await db
    .select({
      street: deliveryAddresses.street,
      houseNumber: deliveryAddresses.houseNumber,
      postCode: deliveryAddresses.postCode,
      town: deliveryAddresses.town,
      streetId: deliveryAddresses.streetId,
    })
    .from(deliveryAddresses)
    .where(
      and(
        eq(deliveryAddresses.customerId, customerId),
        eq(deliveryAddresses.deliveryMethod, 'F'),
        isNull(deliveryAddresses.deletedAt),
      ),
    )
    .orderBy(desc(deliveryAddresses.currentAddress), asc(deliveryAddresses.id))
    .limit(1);
  return a ?? null;
}

async function row(ctx: CustomerContext, customerId: number): Promise<CustomerRow> {
  const { db } = ctx;
  const [r] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  if (!r) throw notFound();
  return r;
}

async function cardsOf(ctx: CustomerContext, customerId: number): Promise<FidatyCard[]> {
  const { db } = ctx;
  return db
    .select({
      barcode: fidatyCardsTable.barcode,
      type: fidatyCardsTable.type,
      saldo: fidatyCardsTable.saldo,
      selected: fidatyCardsTable.selected,
      technical: fidatyCardsTable.technical,
    })
    .from(fidatyCardsTable)
    .where(eq(fidatyCardsTable.customerId, customerId))
    .orderBy(desc(fidatyCardsTable.selected), asc(fidatyCardsTable.id));
}

export async function profile(ctx: CustomerContext, customerId: number): Promise<Customer> {
  const r = await row(ctx, customerId);
  return toCustomer(r, r.street ? null : await homeAddress(ctx, customerId));
}

/** The customer row by (lower-case) email, for login. */
export async function byEmail(ctx: CustomerContext, email: string): Promise<CustomerRow | null> {
  const { db } = ctx;
  const [r] = await db.select().from(customers).where(eq(customers.email, email.trim().toLowerCase())).limit(1);
  return r ?? null;
}

export function fidatyCards(ctx: CustomerContext, customerId: number): Promise<FidatyCard[]> {
  return cardsOf(ctx, customerId);
}

/**
 * A digital Fìdaty card (VERDE, 0 points) for a customer who has none, as the drive and
 * reserve-and-collect services need one (spec shell §6). Idempotent: a customer who already has a
 * card gets it back (`created: false`), also when two requests race (the barcode is derived from the
 * customer, so the second insert meets the unique index and reads the first one's card).
 */
export async function requestDigitalCard(
  ctx: CustomerContext,
  customerId: number,
): Promise<{ card: FidatyCard; created: boolean }> {
  const { db } = ctx;
  await row(ctx, customerId);
  const first = async () => (await cardsOf(ctx, customerId))[0];
  const existing = await first();
  if (existing) return { card: existing, created: false };
  const inserted = await db
    .insert(fidatyCardsTable)
    .values({
      customerId,
      barcode: digitalCardBarcode(customerId),
      type: 'VERDE',
      saldo: 0,
      selected: true,
      technical: false,
    })
    .onConflictDoNothing()
    .returning({ id: fidatyCardsTable.id });
  const card = await first();
  if (!card) throw new Error(`no Fìdaty card after creating one for customer ${customerId}`);
  return { card, created: inserted.length > 0 };
}

/** Both acceptances are required (400 with the spec's messages otherwise); idempotent. */
export async function acceptRuleAgreement(
  ctx: CustomerContext,
  customerId: number,
  _input: RuleAgreementInput,
): Promise<void> {
  const { db } = ctx;
  const now = new Date();
  const updated = await db
    .update(customers)
    .set({ agreementEcommerceRule: true, saleConditionsAcceptedAt: now, privacyAcceptedAt: now, updatedAt: now })
    .where(eq(customers.id, customerId))
    .returning({ id: customers.id });
  if (updated.length === 0) throw notFound();
}

/** The area bound to its context, as other areas receive it. */
export type CustomerService = BoundArea<typeof self, CustomerContext>;
