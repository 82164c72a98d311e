// Login and logout. Login attempts are counted before the password is checked (one atomic upsert per
// bucket), per account (5 failures in 15 minutes) and per client address (20 attempts in 15 minutes);
// over either limit the answer is 429 with Retry-After. A success forgets the account's failures and
// does not count against the client. A new session id is issued at every login (no fixation).
import * as z from 'zod/mini';
import { EMAIL_RE } from '@mercato/contracts/rules/common';
import type { ShopConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { dummyHash, verifyPassword } from '../auth/password.ts';
import { alert, tooManyRequests } from '../errors.ts';
import { apiErrors, validation } from '@mercato/contracts/i18n/it';
import { parseInput } from '../validation.ts';
import type { CustomerService, Customer } from './customers.ts';
import type { CaptchaService } from './captcha.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { SessionService } from './sessions.ts';

export const LoginInput = z.object({
  username: z
    .string({ error: apiErrors.usernameRequired })
    .check(
      z.trim(),
      z.minLength(1, apiErrors.usernameRequired),
      z.maxLength(128, validation.emailInvalid),
      z.regex(EMAIL_RE, validation.emailInvalid),
    ),
  password: z
    .string({ error: apiErrors.passwordRequired })
    .check(z.minLength(1, apiErrors.passwordRequired), z.maxLength(128, apiErrors.loginFailed)),
});
export type LoginInput = z.infer<typeof LoginInput>;

export interface LoginRequest {
  username: string;
  password: string;
  /** The client's address (rate limit per client); '' or undefined when unknown. */
  clientKey?: string;
  /** The session the visitor had before logging in: it is ended. */
  previousSessionId?: string;
}

export interface LoginResult {
  customer: Customer;
  sessionId: string;
  xsrfToken: string;
}

export function createAuthService(
  _db: Db,
  config: ShopConfig,
  deps: {
    sessions: SessionService;
    customers: CustomerService;
    rateLimit: RateLimiter;
    captcha: CaptchaService;
    /** The power guest's trolley becomes the customer's at login. */
    adoptGuestTrolleys?: (guestSessionId: string | null | undefined, customerId: number) => Promise<void>;
  },
) {
  const { sessions, customers, rateLimit } = deps;
  const { perAccount, perClient, windowMs } = config.login;

  return {
    async login(request: LoginRequest): Promise<LoginResult> {
      const input = parseInput(LoginInput, { username: request.username, password: request.password });
      const email = input.username.toLowerCase();
      const accountKey = `login:account:${email}`;
      const clientKey =
        request.clientKey && request.clientKey !== 'unknown' ? `login:client:${request.clientKey}` : null;
      const now = new Date();
      const account = await rateLimit.hit(accountKey, windowMs, now);
      const client = clientKey ? await rateLimit.hit(clientKey, windowMs, now) : null;
      if (account.count > perAccount || (client && client.count > perClient)) {
        const wait = Math.max(
          account.count > perAccount ? account.retryAfter : 0,
          client && client.count > perClient ? client.retryAfter : 0,
        );
        throw tooManyRequests(wait);
      }
      const row = await customers.byEmail(email);
      // Verify against a dummy hash when the account does not exist: same work, same timing.
      const ok = (await verifyPassword(input.password, row?.passwordHash ?? (await dummyHash()))) && row !== null;
      if (!ok || !row) throw alert(401, apiErrors.loginFailed);
      await rateLimit.reset(accountKey);
      if (clientKey) await rateLimit.release(clientKey);
      if (Math.random() < 0.01) await rateLimit.purge(new Date(now.getTime() - windowMs));
      const previous = request.previousSessionId ? await sessions.get(request.previousSessionId) : null;
      if (previous?.kind === 'powerGuest') await deps.adoptGuestTrolleys?.(previous.id, row.id);
      await sessions.destroy(request.previousSessionId);
      const session = await sessions.create({ kind: 'logged', customerId: row.id });
      return { customer: await customers.profile(row.id), sessionId: session.id, xsrfToken: session.xsrfToken };
    },
    async logout(sessionId: string | undefined | null): Promise<void> {
      await sessions.destroy(sessionId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
