// The first-party collector (issue 36; spec shell §4, §6): the browser's analytics events, sent only with
// the analytics category accepted, are stored here on the shop's own database (nothing leaves the shop).
// A call the collector refuses (bad, oversized) is counted per day and reason, never stored. Staff read
// the events per day and type (the staff page); customers never read them.
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { AnalyticsBatch, AnalyticsDailyRow } from '@mercato/contracts/consent';
import { consent as texts } from '@mercato/contracts/i18n/it-consent';
import { romeDayKey } from '@mercato/contracts/format/date';
import type { Db } from '../../db/client.ts';
import { analyticsEvents, analyticsRejections } from '../../db/schema/consent.ts';
import { customers } from '../../db/schema/platform.ts';
import { forbidden, unauthorized } from '../../errors.ts';
import type { Session } from '../sessions/index.ts';

export interface AnalyticsContext {
  db: Db;
  now?: () => Date;
}

/** Why the collector refused a call (the staff page counts them). */
export const REJECTION_REASONS = ['invalid', 'too-large', 'malformed'] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

/** chosen: how many days the staff page shows. */
export const STAFF_DAYS = 30;

const nowOf = (ctx: AnalyticsContext) => ctx.now?.() ?? new Date();

/** Stores a batch the route checked; answers how many events were stored. */
export async function collect(ctx: AnalyticsContext, batch: AnalyticsBatch): Promise<{ stored: number }> {
  const receivedAt = nowOf(ctx);
  await ctx.db.insert(analyticsEvents).values(
    batch.events.map((e) => ({
      anonymousId: batch.anonymousId,
      type: e.type,
      url: e.url,
      userId: e.userId,
      location: e.location,
      data: e.data ?? null,
      occurredAt: new Date(e.at),
      receivedAt,
    })),
  );
  return { stored: batch.events.length };
}

/** Counts one refused call (one statement: concurrent refusals all count). */
export async function reject(ctx: AnalyticsContext, reason: RejectionReason): Promise<void> {
  const day = romeDayKey(nowOf(ctx));
  await ctx.db
    .insert(analyticsRejections)
    .values({ day, reason, count: 1 })
    .onConflictDoUpdate({
      target: [analyticsRejections.day, analyticsRejections.reason],
      set: { count: sql`${analyticsRejections.count} + 1` },
    });
}

async function requireStaff(ctx: AnalyticsContext, session: Session | null) {
  if (session?.kind !== 'logged' || session.customerId === null) throw unauthorized(texts.staffOnly);
  const [who] = await ctx.db
    .select({ role: customers.role })
    .from(customers)
    .where(eq(customers.id, session.customerId))
    .limit(1);
  if (who?.role !== 'staff') throw forbidden(texts.staffOnly);
}

export interface StaffReport {
  days: number;
  events: AnalyticsDailyRow[];
  rejections: AnalyticsDailyRow[];
}

/**
 * The staff page: events per day (Rome) and type, and refused calls per day and reason, over the last
 * STAFF_DAYS days, newest day first. 401 without a login, 403 to a customer.
 */
export async function staffReport(ctx: AnalyticsContext, session: Session | null): Promise<StaffReport> {
  await requireStaff(ctx, session);
  const since = new Date(nowOf(ctx).getTime() - STAFF_DAYS * 86_400_000);
  const day = sql<string>`to_char(${analyticsEvents.receivedAt} at time zone 'Europe/Rome', 'YYYY-MM-DD')`;
  const rows = await ctx.db
    .select({ day, type: analyticsEvents.type, count: count() })
    .from(analyticsEvents)
    .where(gte(analyticsEvents.receivedAt, since))
    .groupBy(day, analyticsEvents.type)
    .orderBy(desc(day), analyticsEvents.type);
  const refused = await ctx.db
    .select({ day: analyticsRejections.day, type: analyticsRejections.reason, count: analyticsRejections.count })
    .from(analyticsRejections)
    .where(and(gte(analyticsRejections.day, romeDayKey(since))))
    .orderBy(desc(analyticsRejections.day), analyticsRejections.reason);
  return {
    days: STAFF_DAYS,
    events: rows.map((r) => ({ day: r.day, type: r.type, count: Number(r.count) })),
    rejections: refused.map((r) => ({ ...r, count: Number(r.count) })),
  };
}
