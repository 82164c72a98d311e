// Demo customers, their Fìdaty cards and pending messages, written into the platform tables of
// schema/platform.ts (owned by the platform part of the server). All demo accounts share one password
// hash (scrypt is slow on purpose): DEMO_PASSWORD.
import type { Table } from 'drizzle-orm';
import { hashPassword } from '../../auth/password.ts';
import { customers, fidatyCards, messages } from '../schema/platform.ts';
import { DEMO_PASSWORD, type DemoCustomer, type DemoData, type DemoMessage } from './generate.ts';

/** The platform tables the generator fills, children first (for truncation and sequence resets). */
export function platformTableList(): Table[] {
  return [messages, fidatyCards, customers];
}

type CustomerRow = typeof customers.$inferInsert;
type CardRow = typeof fidatyCards.$inferInsert;
type MessageRow = typeof messages.$inferInsert;

/** Residence address of a demo customer: the first home-delivery address, if any. */
function residence(
  c: DemoCustomer,
  data: DemoData,
): Pick<CustomerRow, 'street' | 'houseNumber' | 'postCode' | 'townName' | 'streetId'> {
  const a = data.deliveryAddresses.find((x) => x.customerId === c.id && x.deliveryMethod === 'F');
  if (!a) return { street: null, houseNumber: null, postCode: null, townName: null, streetId: null };
  return {
    street: a.street,
    houseNumber: a.houseNumber ?? null,
    postCode: a.postCode,
    townName: a.town,
    streetId: a.streetId ?? null,
  };
}

export function customerRow(c: DemoCustomer, passwordHash: string, data: DemoData): CustomerRow {
  const accepted = c.agreementEcommerceRule ? c.insertDate : null;
  const ref = String(c.id).padStart(6, '0');
  return {
    id: c.id,
    email: c.email.toLowerCase(),
    passwordHash,
    forename: c.forename,
    surname: c.surname,
    gender: c.gender,
    role: c.role,
    agreementEcommerceRule: c.agreementEcommerceRule,
    saleConditionsAcceptedAt: accepted,
    privacyAcceptedAt: accepted,
    sendInfoAgreement: c.sendInfoAgreement,
    purchasePreferencesAgreement: c.purchasePreferencesAgreement,
    marketingSurveyAgreement: c.marketingSurveyAgreement,
    mobileNumber: c.mobileNumber,
    birthDate: c.birthDate,
    clusters: c.clusters,
    accessType: 'ECOMMERCE',
    ssoId: `sso-${ref}`,
    auId: `au-${ref}`,
    gtmDebugId: null,
    belongToNewSlotLayoutGroup: true,
    ...residence(c, data),
    subscriptionsAllowed: !data.notAllowedCustomers.includes(c.id),
    insertDate: c.insertDate,
    updatedAt: c.insertDate,
  };
}

function cardRow(c: DemoCustomer, id: number): CardRow {
  const card = c.card as NonNullable<DemoCustomer['card']>;
  return {
    id,
    customerId: c.id,
    barcode: card.barcode,
    type: card.type,
    saldo: card.saldo,
    selected: true,
    technical: false,
    createdAt: c.insertDate,
  };
}

function messageRow(m: DemoMessage): MessageRow {
  return {
    id: m.id,
    customerId: m.customerId,
    type: m.type,
    title: m.title,
    text: m.text,
    confirmButtonLabel: m.confirmButtonLabel,
    htmlType: m.htmlType,
    htmlClass: null,
    redirectUrl: m.redirectUrl,
    readAt: null,
    createdAt: m.createdAt,
  };
}

/** Inserts demo customers, cards and messages; `insert` is the seeder's batched insert. */
export async function insertPlatformRows(
  data: DemoData,
  insert: (table: Table, rows: readonly object[]) => Promise<void>,
): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await insert(
    customers,
    data.customers.map((c) => customerRow(c, passwordHash, data)),
  );
  await insert(
    fidatyCards,
    data.customers.filter((c) => c.card).map((c, i) => cardRow(c, i + 1)),
  );
  await insert(messages, data.messages.map(messageRow));
}
