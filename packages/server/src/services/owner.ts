// Who owns the session's trolley: a logged customer or a power guest, in one navigation. Free visitors
// have none (findTrolleyOwner answers null; trolleyOwnerOf answers the login prompt of spec shell §6).
// And the owner's open trolley row (found, or created when missing). A lower module shared by the trolley,
// the slots (a hold lives on the trolley row), the checkout and the order changes, so none of those
// folders imports another's for it; the row's locks are services/locks.ts.
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { navigationOf } from '@mercato/contracts';
import { apiErrors, freeVisit, onboardingApi, ruleAgreement, shell } from '@mercato/contracts/i18n/it';
import type { Db, Tx } from '../db/client.ts';
import { orders, trolleys } from '../db/schema/commerce.ts';
import { currentAddressOf, deliveryAddresses, drives, type Navigation } from '../db/schema/geo.ts';
import { customers, fidatyCards } from '../db/schema/platform.ts';
import { badRequest, HttpError } from '../errors.ts';
import type { Session } from './sessions/index.ts';

export interface TrolleyOwner {
  customerId: number | null;
  guestSessionId: string | null;
  navigation: Navigation;
  hasFidatyCard: boolean;
  /**
   * The rule-agreement message while a logged customer has not given both acceptances (sale
   * conditions, privacy; spec shell §4 rule agreement), else null (power guests have none to give).
   */
  ruleAgreementMissing: string | null;
}

/**
 * Changes of the trolley wait for the rule agreement (issue 13 point 12): until the customer has
 * accepted the sale conditions and the privacy policy the pages keep them on /rule-agreement, and the
 * API answers 403 ALERT 'Attenzione' with the acceptance still missing. Reads stay allowed: they change
 * nothing, and the header's trolley badge is drawn on the rule-agreement page too.
 */
export function assertMayChange(o: TrolleyOwner): void {
  if (o.ruleAgreementMissing !== null)
    throw new HttpError(403, {
      code: '403',
      type: 'ALERT',
      title: shell.navigationDisabledTitle,
      message: o.ruleAgreementMissing,
    });
}

/** Free visitors: the login prompt of spec shell §6, shown by the client as a confirm dialog. */
export const freeVisitTrolleyPrompt = (): HttpError =>
  new HttpError(403, {
    code: '403',
    type: 'CONFIRM',
    title: freeVisit.loginPromptTitle,
    message: freeVisit.loginToAdd,
  });

/** The navigation of a logged customer's current shopping address (home addresses: supermercato). */
export async function customerNavigation(db: Db, customerId: number): Promise<Navigation> {
  const [a] = await db
    .select({ method: deliveryAddresses.deliveryMethod, driveSite: drives.site })
    .from(deliveryAddresses)
    .leftJoin(drives, eq(drives.id, deliveryAddresses.driveId))
    .where(currentAddressOf(customerId))
    .limit(1);
  if (!a) return 'supermercato';
  if (a.method === 'D') return (a.driveSite as Navigation | null) ?? 'drive';
  if (a.method === 'P') return 'prenotazioni';
  return 'supermercato';
}

/**
 * The owner of the session's trolley: a logged customer or a power guest; null for anyone else (a free
 * visitor has no trolley). `nav` (optional, e.g. the page's navigation) picks the navigation; default:
 * the power guest's site, or the navigation of the customer's current address. An unknown `nav` → 400.
 */
export async function findTrolleyOwner(
  db: Db,
  session: Session | null,
  nav?: string | null,
): Promise<TrolleyOwner | null> {
  const asked = nav ? navigationOf(nav) : null;
  if (nav && !asked)
    throw badRequest(apiErrors.invalidInput, [{ field: 'nav', message: onboardingApi.serviceInvalid }]);
  if (session?.kind === 'logged' && session.customerId !== null) {
    const customerId = session.customerId;
    const [card] = await db
      .select({ id: fidatyCards.id })
      .from(fidatyCards)
      .where(eq(fidatyCards.customerId, customerId))
      .limit(1);
    const [rules] = await db
      .select({
        accepted: customers.agreementEcommerceRule,
        conditionsAt: customers.saleConditionsAcceptedAt,
      })
      .from(customers)
      .where(eq(customers.id, customerId))
      .limit(1);
    return {
      customerId,
      guestSessionId: null,
      navigation: asked ?? (await customerNavigation(db, customerId)),
      hasFidatyCard: card !== undefined,
      ruleAgreementMissing: rules?.accepted
        ? null
        : rules?.conditionsAt
          ? ruleAgreement.privacyRequired
          : ruleAgreement.conditionsRequired,
    };
  }
  if (session?.kind === 'powerGuest') {
    return {
      customerId: null,
      guestSessionId: session.id,
      navigation: asked ?? (session.site as Navigation | null) ?? 'supermercato',
      hasFidatyCard: false,
      ruleAgreementMissing: null,
    };
  }
  return null;
}

/** The owner of the session's trolley (see findTrolleyOwner); a free visitor gets the §6 prompt (403 CONFIRM). */
export async function trolleyOwnerOf(db: Db, session: Session | null, nav?: string | null): Promise<TrolleyOwner> {
  const owner = await findTrolleyOwner(db, session, nav);
  if (!owner) throw freeVisitTrolleyPrompt();
  return owner;
}

export type TrolleyRow = typeof trolleys.$inferSelect;

export const ownerWhere = (o: TrolleyOwner) =>
  and(
    o.customerId !== null
      ? eq(trolleys.customerId, o.customerId)
      : eq(trolleys.guestSessionId, o.guestSessionId as string),
    eq(trolleys.navigation, o.navigation),
    eq(trolleys.status, 'OPEN'),
  );

/**
 * The owner's open trolley. While the customer modifies an order's content (orders §2 'modifica/{action}/
 * {orderId}', services/order-edit/edit.ts) it is the edit-mode trolley of that order, and the ordinary
 * trolley waits beside it; an edit-mode trolley whose order is no longer IN_LAVORAZIONE (cancelled,
 * replaced) is not answered any more. Two edits open at once: the newest.
 */
export async function findOpen(tx: Tx | Db, o: TrolleyOwner): Promise<TrolleyRow | undefined> {
  const [row] = await tx
    .select({ trolley: trolleys })
    .from(trolleys)
    .leftJoin(orders, eq(orders.id, trolleys.editingOrderId))
    .where(and(ownerWhere(o), or(isNull(trolleys.editingOrderId), eq(orders.status, 'IN_LAVORAZIONE'))))
    .orderBy(sql`${trolleys.editingOrderId} is null`, desc(trolleys.id))
    .limit(1);
  return row?.trolley;
}

/** The owner's open trolley, created when missing (the partial unique indexes keep it one). */
export async function ensureOpen(tx: Tx, o: TrolleyOwner): Promise<TrolleyRow> {
  const found = await findOpen(tx, o);
  if (found) return found;
  await tx
    .insert(trolleys)
    .values({ customerId: o.customerId, guestSessionId: o.guestSessionId, navigation: o.navigation })
    .onConflictDoNothing();
  const created = await findOpen(tx, o);
  if (!created) throw new Error('open trolley not found after insert');
  return created;
}
