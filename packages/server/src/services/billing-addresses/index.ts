// A customer's billing (invoicing) addresses (issue 16; spec orders §3 billing address, §4 billing form,
// §5 billing rules; calls in contracts checkout.ts): list, 'Verifica' (every check, nothing saved), new,
// edit, delete. The checks are the form's own (contracts rules/billing-address.ts: billingOptionsFor +
// billingAddressSchema), made at the route (routes/billing.ts: 'Verifica' with the customer's other
// identifiers, a save without them) and for a save again here, under the lock, with the customer's other
// identifiers; a failed check answers 422 with one message per field and changes nothing.
//
// Concurrency: every change runs in one transaction that first locks the customer's open trolleys (the
// house lock order starts with the trolley rows: a deletion clears the address from their checkouts),
// then the customer's row, so two changes of one customer's addresses never interleave. The unique
// indexes (identifier per customer, case-insensitive; one preferred address per customer) still decide
// any race: their violation answers the same 'Identificativo già presente', never a 5xx.
//
// chosen:
// - texts are trimmed, the tax code uppercased (normalizeTaxCode), the VAT number and the SDI code too;
// - the fields a holder type and country do not ask (billingOptionsFor: PEC, birth date and place; the
//   SDI code abroad and for private persons) are not stored;
// - the first address of a customer becomes the preferred one; deleting the preferred address leaves
//   none preferred (the shopper picks the next one);
// - a deleted address is kept (orders refer to it) and its identifier is free again;
// - a new address identical to one the customer has (identifier and every field) is that address: a retry
//   of a save whose answer was lost gets the same answer instead of 'Identificativo già presente'.
import type * as z from 'zod/mini';
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { BillingAddress } from '@mercato/contracts';
import type { BillingAddressInput } from '@mercato/contracts/checkout';
import {
  billingAddressSchema,
  billingOptionsFor,
  type BillingType,
  type CountryType,
} from '@mercato/contracts/rules/billing-address';
import { billingApi, validation } from '@mercato/contracts/i18n/it';
import type { Db, Tx } from '../../db/client.ts';
import { billingAddresses, checkouts } from '../../db/schema/checkout.ts';
import { HttpError, notFound } from '../../errors.ts';
import { fieldErrorsOf, specMessage, unprocessable } from '../../validation.ts';
import { lockCustomerRow, lockOpenTrolleys } from '../locks.ts';

type Row = typeof billingAddresses.$inferSelect;

/** The answer of GET auth/billing-addresses and of a save. */
export function toBillingAddress(row: Row): BillingAddress {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    countryType: row.countryType,
    heading: row.heading,
    street: row.street,
    houseNumber: row.houseNumber,
    postcode: row.postcode,
    town: row.town,
    country: row.country,
    ...(row.province !== null ? { province: row.province } : {}),
    taxCode: row.taxCode,
    vatNumber: row.vatNumber,
    emailPec: row.emailPec,
    codiceDestSdi: row.codiceDestSdi,
    birthDate: row.birthDate,
    birthPlace: row.birthPlace,
    preferred: row.preferred,
    valid: billingAddressValid(row),
  };
}

/** The form's fields of an address (as the rules read them). */
function formOf(a: Pick<Row, keyof Row>): Record<string, unknown> {
  const opt = (v: string | null) => v ?? undefined;
  return {
    name: a.name,
    heading: a.heading,
    street: a.street,
    houseNumber: a.houseNumber,
    postcode: a.postcode,
    town: a.town,
    country: a.country,
    province: opt(a.province),
    taxCode: opt(a.taxCode),
    vatNumber: opt(a.vatNumber),
    emailPec: opt(a.emailPec),
    codiceDestSdi: opt(a.codiceDestSdi),
    birthDate: opt(a.birthDate),
    birthPlace: opt(a.birthPlace),
  };
}

/**
 * Whether a saved address passes today's rules (an address saved earlier may not: the confirmation then
 * refuses with checkout.invalidInvoiceAddresses 'Uno o più indirizzi non risultano validi'). The
 * identifier's uniqueness is not checked here: the index keeps it.
 */
export function billingAddressValid(address: Row): boolean {
  if (address.deletedAt !== null) return false;
  const options = billingOptionsFor(address.type as BillingType, address.countryType as CountryType);
  return billingAddressSchema(options).safeParse(formOf(address)).success;
}

const trimmed = (v: string | undefined): string | null => {
  const s = v?.trim() ?? '';
  return s === '' ? null : s;
};

type Values = Omit<typeof billingAddresses.$inferInsert, 'customerId'>;

/** A request as its route checked it (routes/billing.ts): the form's rules, then the shape. */
export type BillingAddressRequest = z.output<typeof BillingAddressInput>;

/**
 * The form's rules again with the customer's other identifiers: a checked request can only fail them on
 * its identifier (422 'Identificativo già presente', as the form shows it).
 */
export function assertIdentifierFree(req: BillingAddressRequest, otherIdentifiers: readonly string[]): void {
  const options = billingOptionsFor(req.type, req.countryType, otherIdentifiers);
  const rules = billingAddressSchema(options).safeParse(req, { error: specMessage });
  if (!rules.success) throw unprocessable(fieldErrorsOf(rules.error), validation.billingIdentifierRequired);
}

/** What a checked request stores: trimmed texts, upper-case codes, only the fields its holder is asked. */
function valuesOf(req: BillingAddressRequest): { values: Values; preferred: boolean } {
  const shown = billingOptionsFor(req.type, req.countryType).show ?? {};
  const upper = (v: string | undefined) => trimmed(v)?.toUpperCase() ?? null;
  return {
    preferred: req.preferred ?? false,
    values: {
      name: req.name.trim(),
      type: req.type,
      countryType: req.countryType,
      heading: req.heading.trim(),
      street: req.street.trim(),
      houseNumber: req.houseNumber.trim(),
      postcode: req.postcode.trim(),
      town: req.town.trim(),
      country: req.country.trim(),
      province: trimmed(req.province),
      taxCode: upper(req.taxCode),
      vatNumber: upper(req.vatNumber),
      emailPec: shown.emailPec ? trimmed(req.emailPec) : null,
      codiceDestSdi: shown.codiceDestSdi ? upper(req.codiceDestSdi) : null,
      birthDate: shown.birthDate ? trimmed(req.birthDate) : null,
      birthPlace: shown.birthPlace ? trimmed(req.birthPlace) : null,
    },
  };
}

const duplicate = () => unprocessable([{ field: 'name', message: validation.identifierDuplicate }]);

/** A unique-index violation (PostgreSQL 23505), however the driver wraps it; answers the index's name. */
export function uniqueViolation(err: unknown): string | null {
  for (let e = err as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; i++) {
    if (e.code === '23505') return typeof e.constraint === 'string' ? e.constraint : '';
    e = e.cause as typeof e;
  }
  return null;
}

/** An address that is not the customer's (another's, deleted, unknown, or no id at all). */
export const addressNotFound = () => notFound(billingApi.notFound);

export interface BillingAddressContext {
  db: Db;
}

/** The house lock order: the customer's open trolleys (by id), then the customer's row. */
async function lockCustomer(tx: Tx, customerId: number): Promise<number[]> {
  const open = await lockOpenTrolleys(tx, customerId);
  await lockCustomerRow(tx, customerId);
  return open.map((t) => t.id);
}

/** The identifiers of the customer's other live addresses (all but `except`). */
async function otherIdentifiers(ox: Db | Tx, customerId: number, except: number | null): Promise<string[]> {
  const rows = await ox
    .select({ name: billingAddresses.name })
    .from(billingAddresses)
    .where(
      and(
        eq(billingAddresses.customerId, customerId),
        isNull(billingAddresses.deletedAt),
        except === null ? undefined : ne(billingAddresses.id, except),
      ),
    );
  return rows.map((r) => r.name);
}

async function liveRow(ox: Db | Tx, customerId: number, id: number): Promise<Row | null> {
  const [row] = await ox
    .select()
    .from(billingAddresses)
    .where(
      and(eq(billingAddresses.id, id), eq(billingAddresses.customerId, customerId), isNull(billingAddresses.deletedAt)),
    )
    .limit(1);
  return row ?? null;
}

/** The customer's live address with exactly these values (and preferred, if asked), if any. */
async function sameAddress(tx: Tx, customerId: number, asked: ReturnType<typeof valuesOf>): Promise<Row | null> {
  const [row] = await tx
    .select()
    .from(billingAddresses)
    .where(
      and(
        eq(billingAddresses.customerId, customerId),
        isNull(billingAddresses.deletedAt),
        sql`lower(${billingAddresses.name}) = lower(${asked.values.name})`,
      ),
    )
    .limit(1);
  if (!row || (asked.preferred && !row.preferred)) return null;
  const same = (Object.keys(asked.values) as (keyof Values)[]).every((k) => row[k as keyof Row] === asked.values[k]);
  return same ? row : null;
}

/** Runs a change; a unique index that refused it answers 'Identificativo già presente'. */
async function change<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if (uniqueViolation(err) !== null) throw duplicate();
    throw err;
  }
}

async function clearPreferred(tx: Tx, customerId: number, except: number | null): Promise<void> {
  await tx
    .update(billingAddresses)
    .set({ preferred: false })
    .where(
      and(
        eq(billingAddresses.customerId, customerId),
        eq(billingAddresses.preferred, true),
        except === null ? undefined : ne(billingAddresses.id, except),
      ),
    );
}

/** GET auth/billing-addresses: the customer's, not deleted, the preferred first, then the newest. */
export async function list(ctx: BillingAddressContext, customerId: number): Promise<BillingAddress[]> {
  const { db } = ctx;
  const rows = await db
    .select()
    .from(billingAddresses)
    .where(and(eq(billingAddresses.customerId, customerId), isNull(billingAddresses.deletedAt)))
    .orderBy(desc(billingAddresses.preferred), desc(billingAddresses.id));
  return rows.map(toBillingAddress);
}

/** One of the customer's addresses (not deleted), as stored; null when not theirs or deleted. */
export function find(ctx: BillingAddressContext, customerId: number, id: number): Promise<Row | null> {
  return liveRow(ctx.db, customerId, id);
}

/**
 * For the confirmation: the customer's address exists, is not deleted and passes today's rules (else
 * the checkout refuses with checkout.invalidInvoiceAddresses).
 */
export async function isValid(ctx: BillingAddressContext, customerId: number, id: number): Promise<boolean> {
  const { db } = ctx;
  const row = await liveRow(db, customerId, id);
  return row !== null && billingAddressValid(row);
}

/**
 * POST auth/billing-addresses/verify ('Verifica', every check of a save, nothing saved): the identifiers
 * the route checks the form against, the customer's others (all but `editing`, the address edited).
 */
export function identifiersBesides(
  ctx: BillingAddressContext,
  customerId: number,
  editing: number | null,
): Promise<string[]> {
  return otherIdentifiers(ctx.db, customerId, editing);
}

/** POST auth/billing-addresses: a new address. */
export async function create(
  ctx: BillingAddressContext,
  customerId: number,
  req: BillingAddressRequest,
): Promise<BillingAddress> {
  const { db } = ctx;
  const asked = valuesOf(req); // bad input was refused at the route, before any lock is taken
  return change(() =>
    db.transaction(async (tx) => {
      await lockCustomer(tx, customerId);
      // A retry of a save whose answer was lost finds its address: the same answer, nothing saved twice.
      const same = await sameAddress(tx, customerId, asked);
      if (same) return toBillingAddress(same);
      const others = await otherIdentifiers(tx, customerId, null);
      assertIdentifierFree(req, others);
      const { values, preferred } = asked;
      const first = others.length === 0;
      if (preferred) await clearPreferred(tx, customerId, null);
      const [row] = await tx
        .insert(billingAddresses)
        .values({ ...values, customerId, preferred: preferred || first })
        .returning();
      return toBillingAddress(row!);
    }),
  );
}

/** PUT auth/billing-addresses/{id}: the customer's address changed (404 for another's or a deleted one). */
export async function update(
  ctx: BillingAddressContext,
  customerId: number,
  id: number,
  req: BillingAddressRequest,
): Promise<BillingAddress> {
  const { db } = ctx;
  return change(() =>
    db.transaction(async (tx) => {
      await lockCustomer(tx, customerId);
      const current = await liveRow(tx, customerId, id);
      if (!current) throw addressNotFound();
      assertIdentifierFree(req, await otherIdentifiers(tx, customerId, id));
      const { values, preferred } = valuesOf(req);
      if (preferred) await clearPreferred(tx, customerId, id);
      const [row] = await tx
        .update(billingAddresses)
        .set({ ...values, preferred: preferred || current.preferred })
        .where(eq(billingAddresses.id, id))
        .returning();
      return toBillingAddress(row!);
    }),
  );
}

/**
 * DELETE auth/billing-addresses/{id}: kept for the orders that name it, gone for the customer; an
 * open checkout that had chosen it has no billing address any more (and a new version, so a
 * confirmation of what the shopper saw before is refused and shown again).
 */
export async function remove(ctx: BillingAddressContext, customerId: number, id: number): Promise<void> {
  const { db } = ctx;
  await db.transaction(async (tx) => {
    const open = await lockCustomer(tx, customerId);
    const [gone] = await tx
      .update(billingAddresses)
      .set({ deletedAt: new Date(), preferred: false })
      .where(
        and(
          eq(billingAddresses.id, id),
          eq(billingAddresses.customerId, customerId),
          isNull(billingAddresses.deletedAt),
        ),
      )
      .returning({ id: billingAddresses.id });
    if (!gone) throw addressNotFound();
    if (open.length)
      await tx
        .update(checkouts)
        .set({ billingAddressId: null, version: sql`${checkouts.version} + 1`, updatedAt: new Date() })
        .where(and(eq(checkouts.billingAddressId, id), inArray(checkouts.trolleyId, open)));
  });
}
