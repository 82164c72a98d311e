// Self-hosted proof-of-work captcha of the power-guest entry (ALTCHA-style, no third party).
// The server picks a secret number n ≤ maxnumber and a salt carrying its expiry
// ('<hex>?expires=<unix seconds>'); the challenge is sha256(salt + n) in hex, and the signature an HMAC of
// the challenge with a key derived from the session secret, so any instance can verify it without state.
// The browser finds n by trying 0, 1, 2, … (solveChallenge; the widget does the same with Web Crypto) and
// sends back the token base64(JSON {algorithm, challenge, number, salt, signature}). A solution is
// accepted once: its challenge is recorded in the database (rate_limit_buckets, key 'captcha:used:<hash>',
// window_start = the expiry, so any purge of old buckets only removes challenges that are dead anyway).
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { rateLimitBuckets } from '../../db/schema/platform.ts';
import type { BoundArea } from '../bind.ts';
import type * as self from './index.ts';

export const CAPTCHA_ALGORITHM = 'SHA-256';

export interface CaptchaChallenge {
  algorithm: 'SHA-256';
  challenge: string;
  salt: string;
  signature: string;
  maxnumber: number;
}

export interface CaptchaSolution {
  algorithm: string;
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

export type CaptchaVerdict =
  | { ok: true; challenge: string; expiresAt: Date }
  | { ok: false; reason: 'malformed' | 'invalid' | 'expired' | 'used' };

const sha256hex = (text: string): string => createHash('sha256').update(text).digest('hex');

/** The HMAC key of the captcha, derived from the session secret (kept apart from the XSRF tokens). */
function captchaKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('mercato:captcha:v1').digest();
}

const sign = (secret: string, challenge: string): string =>
  createHmac('sha256', captchaKey(secret)).update(challenge).digest('hex');

function sameHex(a: string, b: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(a) || !/^[0-9a-f]{64}$/.test(b)) return false;
  return timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
}

/** The expiry carried by a salt ('…?expires=<unix seconds>'), or null. */
export function saltExpiry(salt: string): Date | null {
  const m = /[?&]expires=(\d{1,12})(?:&|$)/.exec(salt);
  return m ? new Date(Number(m[1]) * 1000) : null;
}

/** A new signed challenge. */
export function createChallenge(
  secret: string,
  opts: { maxNumber: number; ttlMs: number; now?: Date; number?: number; action?: string },
): CaptchaChallenge {
  const now = opts.now ?? new Date();
  const expires = Math.floor((now.getTime() + opts.ttlMs) / 1000);
  const action = opts.action ? `&action=${opts.action}` : '';
  const salt = `${randomBytes(12).toString('hex')}?expires=${expires}${action}`;
  const number = opts.number ?? randomInt(0, opts.maxNumber + 1);
  const challenge = sha256hex(salt + number);
  return {
    algorithm: CAPTCHA_ALGORITHM,
    challenge,
    salt,
    signature: sign(secret, challenge),
    maxnumber: opts.maxNumber,
  };
}

/**
 * Finds the secret number of a challenge by trying 0…maxnumber (pure; the browser widget mirrors it
 * with Web Crypto). Null when none matches.
 */
export function solveChallenge(
  challenge: Pick<CaptchaChallenge, 'challenge' | 'salt' | 'maxnumber'> & { algorithm?: string },
): number | null {
  if (challenge.algorithm !== undefined && challenge.algorithm !== CAPTCHA_ALGORITHM) return null;
  for (let n = 0; n <= challenge.maxnumber; n++) {
    if (sha256hex(challenge.salt + n) === challenge.challenge) return n;
  }
  return null;
}

/** The token the browser sends: base64 of the JSON solution (ALTCHA's payload). */
export function encodeSolution(challenge: CaptchaChallenge, number: number): string {
  const solution: CaptchaSolution = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return Buffer.from(JSON.stringify(solution), 'utf8').toString('base64');
}

/** Decodes a token (base64 JSON, or the JSON itself); null when it is not a solution. */
export function decodeSolution(token: string): CaptchaSolution | null {
  if (typeof token !== 'string' || token.length === 0 || token.length > 2048) return null;
  let value: unknown;
  try {
    value = JSON.parse(token.trimStart().startsWith('{') ? token : Buffer.from(token, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (
    typeof v.algorithm !== 'string' ||
    typeof v.challenge !== 'string' ||
    typeof v.salt !== 'string' ||
    typeof v.signature !== 'string'
  )
    return null;
  if (typeof v.number !== 'number' || !Number.isSafeInteger(v.number) || v.number < 0) return null;
  if (v.salt.length > 256) return null;
  return { algorithm: v.algorithm, challenge: v.challenge, number: v.number, salt: v.salt, signature: v.signature };
}

/** The action a salt was made for ('…&action=write_us'), or null (the power-guest entry's). */
export function saltAction(salt: string): string | null {
  return /[?&]action=([a-z_]{1,32})(?:&|$)/.exec(salt)?.[1] ?? null;
}

/**
 * Checks a solution without recording it: algorithm, signature, expiry, sha256(salt + number), and the
 * action its challenge was made for (issue 37: the write-us form's are not the power-guest entry's).
 */
export function checkSolution(
  secret: string,
  token: string,
  now: Date = new Date(),
  action: string | null = null,
): CaptchaVerdict {
  const s = decodeSolution(token);
  if (!s) return { ok: false, reason: 'malformed' };
  if (s.algorithm !== CAPTCHA_ALGORITHM) return { ok: false, reason: 'invalid' };
  if (saltAction(s.salt) !== action) return { ok: false, reason: 'invalid' };
  if (!sameHex(s.signature, sign(secret, s.challenge))) return { ok: false, reason: 'invalid' };
  const expiresAt = saltExpiry(s.salt);
  if (!expiresAt) return { ok: false, reason: 'invalid' };
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  if (!sameHex(sha256hex(s.salt + s.number), s.challenge)) return { ok: false, reason: 'invalid' };
  return { ok: true, challenge: s.challenge, expiresAt };
}

export interface CaptchaContext {
  db: Db;
  /** The key that signs the challenges (the session secret). */
  secret: string;
  maxNumber: number;
  ttlMs: number;
}

/** A new challenge; `action` names what it is for (null: the power-guest entry). */
export function challenge(ctx: CaptchaContext, now: Date = new Date(), action: string | null = null): CaptchaChallenge {
  return createChallenge(ctx.secret, { maxNumber: ctx.maxNumber, ttlMs: ctx.ttlMs, now, action: action ?? undefined });
}

/**
 * Verifies a token made for `action` and spends it: a second use of the same challenge answers 'used'
 * (on every instance).
 */
export async function redeem(
  ctx: CaptchaContext,
  token: string,
  now: Date = new Date(),
  action: string | null = null,
): Promise<CaptchaVerdict> {
  const { db, secret } = ctx;
  const verdict = checkSolution(secret, token, now, action);
  if (!verdict.ok) return verdict;
  const inserted = await db
    .insert(rateLimitBuckets)
    .values({ key: `captcha:used:${verdict.challenge}`, windowStart: verdict.expiresAt, count: 1 })
    .onConflictDoNothing()
    .returning({ key: rateLimitBuckets.key });
  return inserted.length === 1 ? verdict : { ok: false, reason: 'used' };
}

/** The area bound to its context, as other areas receive it. */
export type CaptchaService = BoundArea<typeof self, CaptchaContext>;
