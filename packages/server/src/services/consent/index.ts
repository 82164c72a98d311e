// Cookie consent (issue 36; spec shell §3 cookie centre entry, §7 analytics/cookie-center/config): the
// cookie centre's configuration per navigation and channel with the policy version in force, the consent
// records (append-only: a trigger of migration 0021 refuses UPDATE and DELETE) and a customer's own
// records. Who may do what is decided here: a record names the customer only when the call carries the
// session's XSRF token (a page of another site cannot write into a customer's history), and a customer
// reads only their own records.
import { and, desc, eq, isNull, lte, or } from 'drizzle-orm';
import {
  COOKIE_POLICY_INITIAL_VERSION,
  type ConsentRecord,
  type ConsentRecordRequest,
  type CookieCentreConfiguration,
  type CookieChannel,
} from '@mercato/contracts/consent';
import { apiErrors } from '@mercato/contracts/i18n/it';
import type { Navigation } from '@mercato/contracts';
import type { Db } from '../../db/client.ts';
import { consentRecords, cookiePolicies } from '../../db/schema/consent.ts';
import { cookieSections } from '../../db/schema/content.ts';
import { badRequest, unauthorized } from '../../errors.ts';
import type { Session } from '../sessions/index.ts';

export interface ConsentContext {
  db: Db;
  /** The cookie centre is on (config): off, the policy is auto-accepted on navigation or click. */
  cookieCentreEnabled: boolean;
  now?: () => Date;
}

const nowOf = (ctx: ConsentContext) => ctx.now?.() ?? new Date();

/** The policy version in force for `navigation`: the one published last for it or for every navigation. */
export async function policyVersion(ctx: ConsentContext, navigation: Navigation): Promise<string> {
  const [row] = await ctx.db
    .select({ version: cookiePolicies.version })
    .from(cookiePolicies)
    .where(
      and(
        or(isNull(cookiePolicies.navigation), eq(cookiePolicies.navigation, navigation)),
        lte(cookiePolicies.publishedAt, nowOf(ctx)),
      ),
    )
    .orderBy(desc(cookiePolicies.publishedAt), desc(cookiePolicies.id))
    .limit(1);
  return row?.version ?? COOKIE_POLICY_INITIAL_VERSION;
}

/** Publishes a new policy version (the back office; the e2e tests' hook): every banner asks again. */
export async function publishPolicy(
  ctx: ConsentContext,
  navigation: Navigation | null,
  version: string,
): Promise<{ navigation: Navigation | null; version: string }> {
  await ctx.db.insert(cookiePolicies).values({ navigation, version, publishedAt: nowOf(ctx) });
  return { navigation, version };
}

/** GET analytics/cookie-center/config/{navigation}/{channel}: the enabled sections, in order. */
export async function config(
  ctx: ConsentContext,
  navigation: Navigation,
  channel: CookieChannel,
): Promise<CookieCentreConfiguration> {
  const rows = await ctx.db
    .select()
    .from(cookieSections)
    .where(
      and(
        eq(cookieSections.navigation, navigation),
        eq(cookieSections.channel, channel),
        eq(cookieSections.enabled, true),
      ),
    )
    .orderBy(cookieSections.orderNo, cookieSections.id);
  return {
    navigation,
    channel,
    policyVersion: await policyVersion(ctx, navigation),
    enabled: ctx.cookieCentreEnabled,
    cookieCenterConfigList: rows.map((r) => ({
      id: r.id,
      cookieKey: r.cookieKey,
      enabled: r.enabled,
      readOnly: r.readOnly,
      hasCookie: r.hasCookie,
      iconClass: r.iconClass,
      // A read-only category is always on, whatever its row says.
      checked: r.readOnly || r.checked,
      title: r.label,
      description: r.description,
      durationMonths: r.durationMonths,
    })),
  };
}

const toRecord = (r: typeof consentRecords.$inferSelect): ConsentRecord => ({
  id: r.id,
  policyVersion: r.policyVersion,
  navigation: r.navigation,
  channel: r.channel,
  source: r.source,
  categories: r.categories,
  createdAt: r.createdAt.toISOString(),
});

/**
 * POST consent/records: stores one decision. Only the known categories of the configuration are kept
 * (an unknown key, a read-only one refused, a category missing, or a version never published: 400, and
 * nothing stored). `asCustomer`: the call carries the session's XSRF token, so the record names the
 * logged customer; otherwise it is the anonymous id's alone.
 */
export async function record(
  ctx: ConsentContext,
  session: Session | null,
  asCustomer: boolean,
  input: ConsentRecordRequest,
): Promise<ConsentRecord> {
  const conf = await config(ctx, input.navigation, input.channel);
  const known = new Map(conf.cookieCenterConfigList.map((s) => [s.cookieKey, s]));
  const keys = Object.keys(input.categories);
  const complete = conf.cookieCenterConfigList.every((s) => typeof input.categories[s.cookieKey] === 'boolean');
  const readOnlyRefused = keys.some((k) => known.get(k)?.readOnly && input.categories[k] !== true);
  if (!complete || readOnlyRefused || keys.some((k) => !known.has(k))) throw badRequest(apiErrors.invalidInput);
  if (input.policyVersion !== conf.policyVersion && !(await published(ctx, input.policyVersion)))
    throw badRequest(apiErrors.invalidInput);
  const customerId = asCustomer && session?.kind === 'logged' ? session.customerId : null;
  const [row] = await ctx.db
    .insert(consentRecords)
    .values({
      anonymousId: input.anonymousId,
      customerId,
      navigation: input.navigation,
      channel: input.channel,
      policyVersion: input.policyVersion,
      source: input.source,
      categories: input.categories,
      createdAt: nowOf(ctx),
    })
    .returning();
  return toRecord(row);
}

async function published(ctx: ConsentContext, version: string): Promise<boolean> {
  if (version === COOKIE_POLICY_INITIAL_VERSION) return true;
  const [row] = await ctx.db
    .select({ id: cookiePolicies.id })
    .from(cookiePolicies)
    .where(eq(cookiePolicies.version, version))
    .limit(1);
  return !!row;
}

/** The customer's own consent records, newest first (the account page); 401 without a logged customer. */
export async function customerRecords(
  ctx: ConsentContext,
  session: Session | null,
  limit = 50,
): Promise<ConsentRecord[]> {
  if (session?.kind !== 'logged' || session.customerId === null) throw unauthorized();
  const rows = await ctx.db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.customerId, session.customerId))
    .orderBy(desc(consentRecords.createdAt), desc(consentRecords.id))
    .limit(limit);
  return rows.map(toRecord);
}
