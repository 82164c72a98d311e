// 'Invita un amico' (issue 40; spec orders §2 referral, §3 referral code): the customer's own code,
// made on first use; a registration with a friend's code is recorded (services/account register) and
// credited when the friend confirms: one voucher, assigned to both, once (a conditional update of the
// referral's credited_at).
import { randomInt } from 'node:crypto';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { referralPage } from '@mercato/contracts/i18n/it';
import type { Tx } from '../../db/client.ts';
import { coupons, customerCoupons } from '../../db/schema/commerce.ts';
import { customers, referrals } from '../../db/schema/platform.ts';
import type { AccountContext } from './index.ts';

/** chosen: the referral voucher, 5 € off a shopping of at least 30 €, valid 90 days. */
export const REFERRAL_VOUCHER = { valueCents: 500, minSpendCents: 3000, days: 90 } as const;
/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const newCode = () => Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** The customer's referral code, made the first time (a conditional update: two at once agree). */
export async function referralCode(ctx: AccountContext, customerId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await ctx.db
      .select({ code: customers.referralCode })
      .from(customers)
      .where(eq(customers.id, customerId))
      .limit(1);
    if (row?.code) return row.code;
    try {
      await ctx.db
        .update(customers)
        .set({ referralCode: newCode() })
        .where(and(eq(customers.id, customerId), isNull(customers.referralCode)));
    } catch {
      // Another customer's code (the unique index): another draw.
    }
  }
  throw new Error(`no referral code for customer ${customerId}`);
}

export interface ReferralSummary {
  code: string;
  /** 'BUONI OTTENUTI': the referral vouchers the customer got (as friend or as the one who invited). */
  vouchers: number;
  /** 'AMICI CHE HANNO ADERITO': friends who registered with the code and confirmed. */
  friends: number;
}

export async function referralSummary(ctx: AccountContext, customerId: number): Promise<ReferralSummary> {
  const code = await referralCode(ctx, customerId);
  const [row] = await ctx.db
    .select({
      vouchers: sql<number>`count(*)::int`,
      friends: sql<number>`count(*) filter (where ${referrals.referrerId} = ${customerId})::int`,
    })
    .from(referrals)
    .where(
      and(
        or(eq(referrals.referrerId, customerId), eq(referrals.referredId, customerId)),
        sql`${referrals.creditedAt} is not null`,
      ),
    );
  return { code, vouchers: Number(row?.vouchers ?? 0), friends: Number(row?.friends ?? 0) };
}

/** At the friend's confirmation (in its transaction): the voucher to both, once. */
export async function creditReferral(ctx: AccountContext, tx: Tx, referredId: number): Promise<void> {
  const now = ctx.now();
  const [referral] = await tx
    .update(referrals)
    .set({ creditedAt: now })
    .where(and(eq(referrals.referredId, referredId), isNull(referrals.creditedAt)))
    .returning({ id: referrals.id, referrerId: referrals.referrerId });
  if (!referral) return;
  const [coupon] = await tx
    .insert(coupons)
    .values({
      code: `AMICO${referral.id}`,
      type: 'DISCOUNT',
      description: referralPage.voucherDescription,
      listBodyMessage: referralPage.voucherText,
      valueCents: REFERRAL_VOUCHER.valueCents,
      minSpendCents: REFERRAL_VOUCHER.minSpendCents,
      conditionList: [referralPage.voucherCondition],
      startDate: now,
      expireDate: new Date(now.getTime() + REFERRAL_VOUCHER.days * 24 * 3600_000),
    })
    .returning({ id: coupons.id });
  await tx.update(referrals).set({ couponId: coupon!.id }).where(eq(referrals.id, referral.id));
  await tx
    .insert(customerCoupons)
    .values([
      { customerId: referral.referrerId, couponId: coupon!.id },
      { customerId: referredId, couponId: coupon!.id },
    ])
    .onConflictDoNothing();
}
