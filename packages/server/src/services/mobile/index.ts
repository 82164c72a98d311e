// Mobile-number verification (issue 16; spec orders §2 "Mobile-number verification", §4 mobile
// confirmation, §5 mobile number and code; shell §7 auth/mobilenumber/…): a 4-digit code sent by SMS
// (through the outbox, in the transaction that makes the code), checked, and the verified number set on one
// of the customer's delivery addresses (mobile_confirmed).
//
// chosen:
// - the number is kept as typed less its dots, a leading 00 written as + ('0039.333.123' and '+39333123'
//   are one number); longer than the delivery address's column (25) it is invalid;
// - a code lives CODE_TTL_MS (10 minutes); after MAX_FAILURES (5) wrong codes it is spent and a new one
//   must be asked; asking a new one (after SMS_RESEND_SECONDS) replaces the old one and its count;
// - the code is stored as an HMAC (the shop's secret, the customer and the number): a copy of the table
//   gives no code;
// - sendVerifyCode is also limited per customer (config.mobile.perCustomer per window) and per client
//   address (perClient), 429 with Retry-After, on top of the 30 seconds between two codes of one number;
// - a verification stays valid for that customer and number: confirming it on another of their delivery
//   addresses needs no new code.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import * as z from 'zod/mini';
import { and, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import { SMS_RESEND_SECONDS, VERIFICATION_CODE_DIGITS } from '@mercato/contracts/constants';
import type { MobileCodeSent, MobileConfirmRequest } from '@mercato/contracts/checkout';
import { mobileApi, storeDefaults, t, validation } from '@mercato/contracts/i18n/it';
import { MOBILE_RE, mobileNumberSchema, verifyCodeSchema } from '@mercato/contracts/rules/mobile';
import type { ShopConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { mobileVerifications } from '../../db/schema/checkout.ts';
import { deliveryAddresses } from '../../db/schema/geo.ts';
import { alert, badRequest, notFound, tooManyRequests } from '../../errors.ts';
import { queueMessage } from '../outbox/queue.ts';
import type { OutboxTransports } from '../outbox/queue.ts';
import type { RateLimiter } from '../rate-limit/index.ts';

/** How long a code can be used. */
export const CODE_TTL_MS = 10 * 60_000;
/** Wrong codes after which a code is spent. */
export const MAX_FAILURES = 5;
/** The longest number a delivery address keeps (delivery_addresses.mobile_number). */
const MAX_STORED = 25;

/** The number as kept: no dots, a leading 00 as +. */
export function normalizeMobile(raw: string): string {
  const compact = raw.trim().replace(/\./g, '');
  return compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
}

const invalidNumber = () =>
  badRequest(validation.mobileInvalid, [{ field: 'mobileNumber', message: validation.mobileInvalid }]);

// The calls' bodies are checked at their routes (routes/mobile.ts): the form's rule for the number, then
// what the shop can keep (storedNumber); the services take the number normalized.

/** A number that passed the form's rule, normalized; one the shop cannot keep is a 400. */
export function storedNumber(mobileNumber: string): string {
  const number = normalizeMobile(mobileNumber);
  if (number.length > MAX_STORED || !MOBILE_RE.test(number)) throw invalidNumber();
  return number;
}

/** The number and the code, each with the form's messages (both at once, as the form shows them). */
export const VerifyRequest = z.object({ ...mobileNumberSchema.shape, ...verifyCodeSchema.shape });

/** sendVerifyCode's body checked: the number as kept. */
export interface MobileNumberInput {
  mobileNumber: string;
}
/** verifyCode's body checked: the number as kept, the code as typed. */
export interface MobileVerifyInput {
  mobileNumber: string;
  verifyCode: string;
}
/** confirm's body checked: the number as kept and the delivery address. */
export interface MobileConfirmInput {
  mobileNumber: string;
  deliveryAddressId: MobileConfirmRequest['deliveryAddressId'];
}

const codeField = (message: string) => alert(422, message, { entityErrors: [{ field: 'verifyCode', message }] });

export interface MobileContext {
  db: Db;
  config: ShopConfig;
  rateLimit: RateLimiter;
  /** The clock (tests move it). */
  now: () => Date;
  /** Which outbox channels have a transport (outboxTransports of the config). */
  transports: OutboxTransports;
}

const hashOf = (ctx: MobileContext, customerId: number, number: string, code: string) =>
  createHmac('sha256', ctx.config.sessionSecret).update(`mobile:${customerId}:${number}:${code}`).digest('hex');
const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

async function limit(ctx: MobileContext, key: string, max: number): Promise<void> {
  const { now } = ctx;
  const limits = ctx.config.mobile;
  const hit = await ctx.rateLimit.hit(key, limits.windowMs, now());
  if (hit.count > max) throw tooManyRequests(hit.retryAfter, mobileApi.tooManyCodes);
}

/**
 * POST auth/mobilenumber/sendVerifyCode {mobileNumber}: a new code by SMS. A second code for the same
 * number before SMS_RESEND_SECONDS is refused (429, nothing sent); the answer says when one may be asked.
 */
export async function sendVerifyCode(
  ctx: MobileContext,
  customerId: number,
  { mobileNumber: number }: MobileNumberInput,
  clientAddress: string,
): Promise<MobileCodeSent> {
  const { db, now, transports } = ctx;
  const limits = ctx.config.mobile;
  const at = now();
  const resendAfter = new Date(at.getTime() - SMS_RESEND_SECONDS * 1000);
  const [last] = await db
    .select({ sentAt: mobileVerifications.sentAt })
    .from(mobileVerifications)
    .where(and(eq(mobileVerifications.customerId, customerId), eq(mobileVerifications.mobileNumber, number)))
    .limit(1);
  const tooSoon = (sentAt: Date) => {
    const seconds = Math.max(1, Math.ceil((sentAt.getTime() + SMS_RESEND_SECONDS * 1000 - at.getTime()) / 1000));
    return tooManyRequests(seconds, mobileApi.resendTooSoon);
  };
  if (last && last.sentAt > resendAfter) throw tooSoon(last.sentAt);
  await limit(ctx, `mobile-code:customer:${customerId}`, limits.perCustomer);
  if (clientAddress) await limit(ctx, `mobile-code:client:${clientAddress}`, limits.perClient);

  const code = String(randomInt(0, 10 ** VERIFICATION_CODE_DIGITS)).padStart(VERIFICATION_CODE_DIGITS, '0');
  const values = {
    codeHash: hashOf(ctx, customerId, number, code),
    failures: 0,
    sentAt: at,
    expiresAt: new Date(at.getTime() + CODE_TTL_MS),
    verifiedAt: null,
  };
  const sent = await db.transaction(async (tx) => {
    // One code per customer and number; the conditional update makes two requests at once send one SMS.
    const [row] = await tx
      .insert(mobileVerifications)
      .values({ customerId, mobileNumber: number, ...values })
      .onConflictDoUpdate({
        target: [mobileVerifications.customerId, mobileVerifications.mobileNumber],
        set: values,
        setWhere: lte(mobileVerifications.sentAt, resendAfter),
      })
      .returning({ id: mobileVerifications.id });
    if (!row) return false;
    await queueMessage(tx, transports, {
      channel: 'SMS',
      kind: 'MOBILE_CODE',
      customerId,
      recipient: number,
      bodyText: t(mobileApi.smsText, { shop: storeDefaults.siteName, code, minutes: CODE_TTL_MS / 60_000 }),
    });
    return true;
  });
  if (!sent) throw tooSoon(at);
  return { resendAt: new Date(at.getTime() + SMS_RESEND_SECONDS * 1000).toISOString() };
}

/**
 * POST auth/mobilenumber/verifyCode {mobileNumber, verifyCode}: 204 when right (the number is verified);
 * 422 with the reason otherwise (a wrong code counts against the code).
 */
export async function verifyCode(ctx: MobileContext, customerId: number, input: MobileVerifyInput): Promise<void> {
  const { db, now } = ctx;
  const number = input.mobileNumber;
  const code = input.verifyCode.trim();
  const at = now();
  const [row] = await db
    .select()
    .from(mobileVerifications)
    .where(and(eq(mobileVerifications.customerId, customerId), eq(mobileVerifications.mobileNumber, number)))
    .limit(1);
  if (!row) throw codeField(mobileApi.noCode);
  const right = sameHash(row.codeHash, hashOf(ctx, customerId, number, code));
  if (right && row.verifiedAt !== null) return; // a retry of a verification already made
  if (row.failures >= MAX_FAILURES) throw codeField(mobileApi.codeSpent);
  if (row.expiresAt <= at) throw codeField(mobileApi.codeExpired);
  if (!right) {
    // Counted only while the code is live and not spent (two wrong tries at once count twice).
    const [counted] = await db
      .update(mobileVerifications)
      .set({ failures: sql`${mobileVerifications.failures} + 1` })
      .where(
        and(
          eq(mobileVerifications.id, row.id),
          eq(mobileVerifications.codeHash, row.codeHash),
          lt(mobileVerifications.failures, MAX_FAILURES),
        ),
      )
      .returning({ failures: mobileVerifications.failures });
    throw codeField(counted && counted.failures < MAX_FAILURES ? mobileApi.codeWrong : mobileApi.codeSpent);
  }
  const [verified] = await db
    .update(mobileVerifications)
    .set({ verifiedAt: at })
    .where(
      and(
        eq(mobileVerifications.id, row.id),
        eq(mobileVerifications.codeHash, row.codeHash),
        lt(mobileVerifications.failures, MAX_FAILURES),
        gt(mobileVerifications.expiresAt, at),
      ),
    )
    .returning({ id: mobileVerifications.id });
  // Spent or replaced by a new code between the read and the update.
  if (!verified) throw codeField(mobileApi.codeSpent);
}

/**
 * POST auth/mobilenumber/confirm {deliveryAddressId, mobileNumber}: a verified number becomes the
 * mobile number of one of the customer's delivery addresses (mobileConfirmed).
 */
export async function confirm(ctx: MobileContext, customerId: number, req: MobileConfirmInput): Promise<void> {
  const { db } = ctx;
  const number = req.mobileNumber;
  const [address] = await db
    .select({ id: deliveryAddresses.id })
    .from(deliveryAddresses)
    .where(
      and(
        eq(deliveryAddresses.id, req.deliveryAddressId),
        eq(deliveryAddresses.customerId, customerId),
        isNull(deliveryAddresses.deletedAt),
      ),
    )
    .limit(1);
  if (!address) throw notFound(mobileApi.addressNotFound);
  await db.transaction(async (tx) => {
    const [verified] = await tx
      .update(mobileVerifications)
      .set({ deliveryAddressId: address.id })
      .where(
        and(
          eq(mobileVerifications.customerId, customerId),
          eq(mobileVerifications.mobileNumber, number),
          sql`${mobileVerifications.verifiedAt} is not null`,
        ),
      )
      .returning({ id: mobileVerifications.id });
    if (!verified)
      throw alert(409, mobileApi.notVerified, {
        entityErrors: [{ field: 'mobileNumber', message: mobileApi.notVerified }],
      });
    await tx
      .update(deliveryAddresses)
      .set({ mobileNumber: number, mobileConfirmed: true })
      .where(and(eq(deliveryAddresses.id, address.id), eq(deliveryAddresses.customerId, customerId)));
  });
}
