// Becoming a customer and keeping the account (issue 40): registration confirmed by a single-use link,
// the forgotten password reset by a single-use 30-minute link, the password change. Both links go
// through the outbox (services/outbox/queue.ts) in the transaction that makes them.
//
// Security (docs/adr/0044-account-links.md):
// - no enumeration: a registration and a reset request answer the same whether the e-mail is
//   registered or not, and do the same work (a password hash each time); the owner of a registered
//   e-mail is told by e-mail instead;
// - a link's token is 32 random bytes; only its SHA-256 is stored; it is spent by one conditional
//   update (not used, not expired), so a second use, a use after its time and two clicks at once fail
//   alike with one message;
// - a registration's password travels with its own link: a second registration of an e-mail not yet
//   confirmed cannot choose the password of the first (pre-account hijacking);
// - a reset ends every session of the customer, a change every session but the caller's;
// - floods are limited per client address and per e-mail in the database (services/rate-limit), before
//   the work they guard (ADR 0031).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import {
  ACCOUNT_TOKEN_RE,
  CONFIRM_LINK_TTL_MS,
  type ChangePasswordForm,
  type ForgotPasswordForm,
  RESET_LINK_TTL_MS,
  type RegistrationForm,
  type ResetPasswordForm,
} from '@mercato/contracts/rules/account';
import { accountArea as a, t } from '@mercato/contracts/i18n/it';
import type { ShopConfig } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { accountTokens, customers, referrals, sessions } from '../../db/schema/platform.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { alert, tooManyRequests } from '../../errors.ts';
import type { CustomerService } from '../customers/index.ts';
import { queueMessage, type OutboxTransports } from '../outbox/queue.ts';
import { claimInvitations } from '../lists/sharing.ts';
import type { RateLimiter } from '../rate-limit/index.ts';
import type { BoundArea } from '../bind.ts';
import type * as self from './index.ts';
import { creditReferral } from './referral.ts';

export { referralCode, referralSummary, type ReferralSummary } from './referral.ts';
export { deleteAccount, exportData, type MyData } from './my-data.ts';
export { selectLoyaltyCard } from './loyalty.ts';

/** chosen: the flood limits, each in an hour's window. */
export const ACCOUNT_LIMITS = {
  windowMs: 3600_000,
  /** Registrations or reset requests from one client address. */
  perClient: 10,
  /** Registrations or reset requests for one e-mail (its mailbox is not flooded). */
  perEmail: 3,
  /** Wrong current passwords of one customer (the password change). */
  changePerCustomer: 10,
} as const;

export interface AccountContext {
  db: Db;
  config: ShopConfig;
  rateLimit: RateLimiter;
  customers: CustomerService;
  transports: OutboxTransports;
  now: () => Date;
}

/** Where a request came from: its client address (limits) and the shop's origin (the e-mail's link). */
export interface RequestOrigin {
  clientKey?: string | null;
  /** The origin the link points to (MERCATO_PUBLIC_ORIGIN wins when set). */
  origin: string;
}

export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
const newToken = (): string => randomBytes(32).toString('base64url');

const linkInvalid = () => alert(400, a.linkInvalid, { entityErrors: [{ field: 'token', message: a.linkInvalid }] });

/** The flood limit of `kind` for the client and the e-mail: 429 past either, counted before any work. */
async function admit(ctx: AccountContext, kind: string, email: string, clientKey?: string | null): Promise<void> {
  const now = ctx.now();
  const { windowMs, perClient, perEmail } = ACCOUNT_LIMITS;
  if (clientKey && clientKey !== 'unknown') {
    const client = await ctx.rateLimit.hit(`account:${kind}:client:${clientKey}`, windowMs, now);
    if (client.count > perClient) throw tooManyRequests(client.retryAfter, a.tooMany);
  }
  const mailbox = await ctx.rateLimit.hit(`account:${kind}:email:${email}`, windowMs, now);
  if (mailbox.count > perEmail) throw tooManyRequests(mailbox.retryAfter, a.tooMany);
}

/** A page of the shop as an e-mail links it; with `token`, the link's. */
function linkOf(ctx: AccountContext, from: RequestOrigin, path: string, token?: string): string {
  const origin = ctx.config.publicOrigin ?? from.origin;
  return token === undefined ? `${origin}${path}` : `${origin}${path}?token=${encodeURIComponent(token)}`;
}

async function insertToken(
  ctx: AccountContext,
  tx: Tx,
  customerId: number,
  purpose: 'CONFIRM_EMAIL' | 'RESET_PASSWORD',
  passwordHash: string | null = null,
): Promise<string> {
  const token = newToken();
  const ttl = purpose === 'CONFIRM_EMAIL' ? CONFIRM_LINK_TTL_MS : RESET_LINK_TTL_MS;
  await tx.insert(accountTokens).values({
    customerId,
    purpose,
    tokenHash: tokenHash(token),
    passwordHash,
    expiresAt: new Date(ctx.now().getTime() + ttl),
  });
  return token;
}

/** Spends a link: one conditional update; the customer's id, or the link's 400 when unknown, used or expired. */
async function spend(
  ctx: AccountContext,
  tx: Tx,
  token: string,
  purpose: 'CONFIRM_EMAIL' | 'RESET_PASSWORD',
): Promise<{ customerId: number; passwordHash: string | null }> {
  const now = ctx.now();
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ customerId: accountTokens.customerId, passwordHash: accountTokens.passwordHash });
  if (!row) throw linkInvalid();
  // The customer's other links of the kind are spent with it.
  await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.customerId, row.customerId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
  return row;
}

const liveCustomerByEmail = async (ctx: AccountContext, email: string) => {
  const row = await ctx.customers.byEmail(email);
  return row && row.deletedAt === null ? row : null;
};

/**
 * A registration (answers nothing: the same for every e-mail). A new e-mail becomes a customer not yet
 * confirmed, with the rule agreement accepted, a digital Fìdaty card and, with a friend's code, the
 * referral; a confirmation link is queued. An e-mail waiting for its confirmation gets a new link
 * carrying this registration's password; a confirmed one gets an e-mail saying it has an account.
 */
export async function register(ctx: AccountContext, form: RegistrationForm, from: RequestOrigin): Promise<void> {
  const email = form.email.trim().toLowerCase();
  await admit(ctx, 'register', email, from.clientKey);
  const passwordHash = await hashPassword(form.password);
  const existing = await liveCustomerByEmail(ctx, email);
  const referralCode = form.referralCode?.trim().toUpperCase() || null;
  const now = ctx.now();
  let newId: number | null = null;
  await ctx.db.transaction(async (tx) => {
    if (existing?.emailConfirmed) {
      await queueMessage(tx, ctx.transports, {
        channel: 'EMAIL',
        kind: 'ACCOUNT_EXISTS',
        customerId: existing.id,
        recipient: email,
        subject: a.existingSubject,
        bodyText: t(a.existingBody, { name: existing.forename, link: linkOf(ctx, from, '/password-dimenticata') }),
      });
      return;
    }
    let customerId = existing?.id ?? null;
    if (customerId !== null) {
      // Waiting for its confirmation: the login says so to this registration's password; the password
      // the account gets is still the one of the link opened.
      await tx.update(customers).set({ passwordHash, updatedAt: now }).where(eq(customers.id, customerId));
    } else {
      const [created] = await tx
        .insert(customers)
        .values({
          email,
          passwordHash,
          forename: form.forename.trim(),
          surname: form.surname.trim(),
          gender: form.gender,
          emailConfirmed: false,
          agreementEcommerceRule: true,
          saleConditionsAcceptedAt: now,
          privacyAcceptedAt: now,
        })
        // Two registrations at once: the second meets the e-mail's unique index and sends nothing.
        .onConflictDoNothing()
        .returning({ id: customers.id });
      if (!created) return;
      customerId = created.id;
      newId = created.id;
      if (referralCode) {
        const [friend] = await tx
          .select({ id: customers.id })
          .from(customers)
          .where(and(eq(customers.referralCode, referralCode), isNull(customers.deletedAt)))
          .limit(1);
        if (friend)
          await tx.insert(referrals).values({ referrerId: friend.id, referredId: customerId }).onConflictDoNothing();
      }
    }
    const token = await insertToken(ctx, tx, customerId, 'CONFIRM_EMAIL', passwordHash);
    await queueMessage(tx, ctx.transports, {
      channel: 'EMAIL',
      kind: 'ACCOUNT_CONFIRMATION',
      customerId,
      recipient: email,
      subject: a.confirmSubject,
      bodyText: t(a.confirmBody, {
        name: existing?.forename ?? form.forename.trim(),
        link: linkOf(ctx, from, '/conferma-email', token),
      }),
    });
  });
  // The digital card of a new customer, as the staff account's (customers.requestDigitalCard).
  if (newId !== null) await ctx.customers.requestDigitalCard(newId);
}

/** The confirmation link opened: the account is confirmed with its registration's password. */
export async function confirmEmail(ctx: AccountContext, { token }: { token: string }): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const spent = await spend(ctx, tx, token, 'CONFIRM_EMAIL');
    const [done] = await tx
      .update(customers)
      .set({
        emailConfirmed: true,
        ...(spent.passwordHash ? { passwordHash: spent.passwordHash } : {}),
        updatedAt: ctx.now(),
      })
      .where(and(eq(customers.id, spent.customerId), isNull(customers.deletedAt)))
      .returning({ id: customers.id, email: customers.email });
    if (!done) throw linkInvalid();
    await creditReferral(ctx, tx, spent.customerId);
    // Lists shared with this e-mail before it was a customer's: now their share requests.
    await claimInvitations(tx, spent.customerId, done.email);
  });
}

/** 'Password dimenticata?': a reset link to a registered e-mail; the same answer for any other. */
export async function requestPasswordReset(
  ctx: AccountContext,
  { email: typed }: ForgotPasswordForm,
  from: RequestOrigin,
): Promise<void> {
  const email = typed.trim().toLowerCase();
  await admit(ctx, 'reset', email, from.clientKey);
  const row = await liveCustomerByEmail(ctx, email);
  if (!row) return;
  await ctx.db.transaction(async (tx) => {
    // Only the newest link works.
    await tx
      .update(accountTokens)
      .set({ usedAt: ctx.now() })
      .where(
        and(
          eq(accountTokens.customerId, row.id),
          eq(accountTokens.purpose, 'RESET_PASSWORD'),
          isNull(accountTokens.usedAt),
        ),
      );
    const token = await insertToken(ctx, tx, row.id, 'RESET_PASSWORD');
    await queueMessage(tx, ctx.transports, {
      channel: 'EMAIL',
      kind: 'PASSWORD_RESET',
      customerId: row.id,
      recipient: email,
      subject: a.resetSubject,
      bodyText: t(a.resetBody, { name: row.forename, link: linkOf(ctx, from, '/reimposta-password', token) }),
    });
  });
}

/** Whether a reset link can still be used (the page shows its form or the link's message). */
export async function resetLinkValid(ctx: AccountContext, token: string): Promise<boolean> {
  if (!ACCOUNT_TOKEN_RE.test(token)) return false;
  const [row] = await ctx.db
    .select({ id: accountTokens.id })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash(token)),
        eq(accountTokens.purpose, 'RESET_PASSWORD'),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, ctx.now()),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The reset link with a new password: every session of the customer ends; the e-mail counts as confirmed. */
export async function resetPassword(ctx: AccountContext, form: ResetPasswordForm): Promise<void> {
  const passwordHash = await hashPassword(form.password);
  await ctx.db.transaction(async (tx) => {
    const spent = await spend(ctx, tx, form.token, 'RESET_PASSWORD');
    await tx
      .update(customers)
      .set({ passwordHash, emailConfirmed: true, updatedAt: ctx.now() })
      .where(eq(customers.id, spent.customerId));
    await tx.delete(sessions).where(eq(sessions.customerId, spent.customerId));
  });
}

/** The password changed from the profile: the current one is checked; the customer's other sessions end. */
export async function changePassword(
  ctx: AccountContext,
  customerId: number,
  currentSessionId: string,
  form: ChangePasswordForm,
): Promise<void> {
  const key = `account:change:${customerId}`;
  const tries = await ctx.rateLimit.hit(key, ACCOUNT_LIMITS.windowMs, ctx.now());
  if (tries.count > ACCOUNT_LIMITS.changePerCustomer) throw tooManyRequests(tries.retryAfter, a.tooMany);
  const [row] = await ctx.db
    .select({ passwordHash: customers.passwordHash })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  if (!row || !(await verifyPassword(form.currentPassword, row.passwordHash)))
    throw alert(422, a.currentPasswordWrong, {
      entityErrors: [{ field: 'currentPassword', message: a.currentPasswordWrong }],
    });
  await ctx.rateLimit.reset(key);
  const passwordHash = await hashPassword(form.password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(customers).set({ passwordHash, updatedAt: ctx.now() }).where(eq(customers.id, customerId));
    await tx.delete(sessions).where(and(eq(sessions.customerId, customerId), ne(sessions.id, currentSessionId)));
  });
}

/** The area bound to its context, as other areas receive it. */
export type AccountService = BoundArea<typeof self, AccountContext>;
