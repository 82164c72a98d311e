// Login and logout. Limits slow an attacker without locking the owner out (issue 13):
// - every attempt of a client address is counted (perClient in the window, then 429 with Retry-After);
// - failures are counted per account AND client: after LOGIN_FAILURES_PER_ACCOUNT_AND_CLIENT (10) of them
//   that client gets 429 for that account, other clients do not;
// - failures are also counted per account from anywhere: past perAccount, a login of that account needs
//   the shop's proof-of-work captcha (captchaToken, the power-guest entry's; challenge from GET
//   onboarding/captcha/challenge) and answers 401 with the field captchaToken until it has one. The right
//   password with a solved challenge always logs in.
// An attempt is counted as a failure (of the pair and of the account, each by one atomic upsert) before
// its password is checked, so parallel attempts cannot all pass the threshold; an attempt refused before
// the check (429, the captcha) gives its count back; a success forgets the account's failures and does
// not count against the client. A new session id is issued at every login (no fixation).
import * as z from 'zod/mini';
import { LOGIN_FAILURES_PER_ACCOUNT_AND_CLIENT } from '@mercato/contracts';
import { loginRequestSchema } from '@mercato/contracts/rules/login';
import type { ShopConfig } from '../../config.ts';
import { dummyHash, verifyPassword } from '../../auth/password.ts';
import { alert, tooManyRequests } from '../../errors.ts';
import { accountArea, apiErrors, onboardingApi } from '@mercato/contracts/i18n/it';
import { parseInput } from '../../validation.ts';
import type { CustomerService, Customer } from '../customers/index.ts';
import type { CaptchaService } from '../captcha/index.ts';
import { RATE_LIMIT_RETENTION_MS, type RateLimiter } from '../rate-limit/index.ts';
import type { SessionService } from '../sessions/index.ts';

export const LoginInput = z.object({
  ...loginRequestSchema.shape,
  /** The solved captcha, when the account asks for one (see above). */
  captchaToken: z.optional(z.string().check(z.maxLength(2048, apiErrors.loginCaptchaInvalid))),
});
export type LoginInput = z.infer<typeof LoginInput>;

export interface LoginRequest {
  username: string;
  password: string;
  /** The solved proof-of-work captcha (base64 token), needed once the account had too many failures. */
  captchaToken?: string;
  /** The client's address (rate limit per client); '' or undefined when unknown. */
  clientKey?: string;
  /**
   * The session the visitor had before logging in (its cookie): it is ended, and a power guest's trolley
   * is merged into the customer's. Every login path must pass it (the API and the site's /accedi form;
   * the form did not, and a guest's trolley was lost at login).
   */
  previousSessionId?: string | null;
}

export interface LoginResult {
  customer: Customer;
  sessionId: string;
  xsrfToken: string;
}

/** The captcha-required answer: 401 with the field captchaToken (the form then solves a challenge). */
export const captchaNeeded = (message: string) =>
  alert(401, message, { entityErrors: [{ field: 'captchaToken', message }] });

export interface AuthContext {
  config: ShopConfig;
  sessions: SessionService;
  customers: CustomerService;
  rateLimit: RateLimiter;
  captcha: CaptchaService;
  /** The power guest's trolley becomes the customer's at login. */
  adoptGuestTrolleys?: (guestSessionId: string | null | undefined, customerId: number) => Promise<void>;
  /** The shop's clock (tests move it), as every other counter of the rate limiter reads it. */
  now?: () => Date;
}

export async function login(ctx: AuthContext, request: LoginRequest): Promise<LoginResult> {
  const { sessions, customers, rateLimit } = ctx;
  const { perAccount, perClient, windowMs } = ctx.config.login;
  const input = parseInput(LoginInput, {
    username: request.username,
    password: request.password,
    captchaToken: request.captchaToken || undefined,
  });
  const email = input.username.toLowerCase();
  const accountKey = `login:account:${email}`;
  const client = request.clientKey && request.clientKey !== 'unknown' ? request.clientKey : null;
  const clientKey = client ? `login:client:${client}` : null;
  const pairKey = `login:pair:${client ?? '-'}:${email}`;
  const now = ctx.now?.() ?? new Date();
  // Every attempt of a client counts; its failures on this account are its own.
  const clientHit = clientKey ? await rateLimit.hit(clientKey, windowMs, now) : null;
  if (clientHit && clientHit.count > perClient) throw tooManyRequests(clientHit.retryAfter);
  // The attempt is counted as a failure of the pair and of the account before its password is checked, each
  // by one atomic upsert, so attempts sent at once are numbered one by one and the threshold holds for
  // them (issue 33 point 4: read before and written after, 20 at once were all checked). An attempt that
  // is refused before its check gives its count back; a success forgets both.
  const pair = await rateLimit.hit(pairKey, windowMs, now);
  if (pair.count > LOGIN_FAILURES_PER_ACCOUNT_AND_CLIENT) {
    await rateLimit.release(pairKey);
    throw tooManyRequests(pair.retryAfter);
  }
  // Failures of the account from anywhere: a captcha, never a lock-out.
  const account = await rateLimit.hit(accountKey, windowMs, now);
  if (account.count > perAccount) {
    const refusal = await captchaRefusal(ctx, input.captchaToken, now);
    if (refusal) {
      await rateLimit.release(accountKey);
      await rateLimit.release(pairKey);
      throw refusal;
    }
  }
  const row = await customers.byEmail(email);
  // Verify against a dummy hash when the account does not exist: same work, same timing.
  const ok = (await verifyPassword(input.password, row?.passwordHash ?? (await dummyHash()))) && row !== null;
  // A failure stays counted.
  if (!ok || !row || row.deletedAt !== null) throw alert(401, apiErrors.loginFailed);
  // A registration not yet confirmed (issue 40): said only to who knows the password.
  if (!row.emailConfirmed) throw alert(403, accountArea.notConfirmed);
  await rateLimit.reset(accountKey);
  await rateLimit.reset(pairKey);
  if (clientKey) await rateLimit.release(clientKey);
  // Now and then, forget the buckets of every limiter whose window is long over (not the login's own
  // window: the mobile codes' is an hour, and purging after 15 minutes would reset them early).
  if (Math.random() < 0.01) await rateLimit.purge(new Date(now.getTime() - RATE_LIMIT_RETENTION_MS));
  const previous = await sessions.get(request.previousSessionId);
  if (previous?.kind === 'powerGuest') await ctx.adoptGuestTrolleys?.(previous.id, row.id);
  await sessions.destroy(request.previousSessionId);
  const session = await sessions.create({ kind: 'logged', customerId: row.id });
  return { customer: await customers.profile(row.id), sessionId: session.id, xsrfToken: session.xsrfToken };
}

/** Why the account's captcha refuses this attempt (the answer to throw), or null when it is solved. */
async function captchaRefusal(ctx: AuthContext, token: string | undefined, now: Date) {
  if (!token) return captchaNeeded(apiErrors.loginCaptchaRequired);
  const verdict = await ctx.captcha.redeem(token, now);
  if (verdict.ok) return null;
  return captchaNeeded(
    verdict.reason === 'expired'
      ? onboardingApi.captchaExpired
      : verdict.reason === 'used'
        ? onboardingApi.captchaUsed
        : apiErrors.loginCaptchaInvalid,
  );
}

export async function logout(ctx: AuthContext, sessionId: string | undefined | null): Promise<void> {
  const { sessions } = ctx;
  await sessions.destroy(sessionId);
}
