import { describe, expect, it } from 'vitest';
import { checkSolution, createChallenge, decodeSolution, encodeSolution, saltExpiry, solveChallenge } from './index.ts';

const SECRET = 'un-segreto-di-prova-abbastanza-lungo';

describe('proof-of-work captcha', () => {
  it('creates an ALTCHA-style challenge whose salt carries its expiry', () => {
    const now = new Date('2026-03-01T10:00:00Z');
    const c = createChallenge(SECRET, { maxNumber: 1000, ttlMs: 60_000, now });
    expect(c).toMatchObject({ algorithm: 'SHA-256', maxnumber: 1000 });
    expect(c.challenge).toMatch(/^[0-9a-f]{64}$/);
    expect(c.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(saltExpiry(c.salt)?.toISOString()).toBe('2026-03-01T10:01:00.000Z');
  });

  it('accepts the solution found by solveChallenge, as a base64 token or as JSON', () => {
    const c = createChallenge(SECRET, { maxNumber: 2000, ttlMs: 60_000, number: 1234 });
    const n = solveChallenge(c);
    expect(n).toBe(1234);
    const token = encodeSolution(c, n as number);
    expect(checkSolution(SECRET, token)).toMatchObject({ ok: true, challenge: c.challenge });
    expect(checkSolution(SECRET, JSON.stringify(decodeSolution(token)))).toMatchObject({ ok: true });
  });

  it('refuses a wrong number, a forged signature, another secret, a changed salt and garbage', () => {
    const c = createChallenge(SECRET, { maxNumber: 100, ttlMs: 60_000, number: 42 });
    expect(checkSolution(SECRET, encodeSolution(c, 41))).toEqual({ ok: false, reason: 'invalid' });
    expect(checkSolution(SECRET, encodeSolution({ ...c, signature: 'a'.repeat(64) }, 42))).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(checkSolution('un-altro-segreto-lungo-abbastanza', encodeSolution(c, 42))).toEqual({
      ok: false,
      reason: 'invalid',
    });
    // A later expiry in the salt breaks the challenge hash (and the attacker cannot re-sign it).
    const later = c.salt.replace(/expires=\d+/, 'expires=99999999999');
    expect(checkSolution(SECRET, encodeSolution({ ...c, salt: later }, 42))).toEqual({ ok: false, reason: 'invalid' });
    expect(checkSolution(SECRET, encodeSolution({ ...c, algorithm: 'SHA-1' as 'SHA-256' }, 42))).toEqual({
      ok: false,
      reason: 'invalid',
    });
    for (const junk of ['', 'abc', Buffer.from('{"number":"1"}').toString('base64'), 'x'.repeat(5000)]) {
      expect(checkSolution(SECRET, junk)).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('refuses an expired challenge', () => {
    const c = createChallenge(SECRET, {
      maxNumber: 100,
      ttlMs: 60_000,
      number: 7,
      now: new Date(Date.now() - 120_000),
    });
    expect(checkSolution(SECRET, encodeSolution(c, 7))).toEqual({ ok: false, reason: 'expired' });
  });

  it('solveChallenge answers null when no number up to maxnumber matches', () => {
    const c = createChallenge(SECRET, { maxNumber: 50, ttlMs: 60_000, number: 50 });
    expect(solveChallenge({ ...c, maxnumber: 49 })).toBeNull();
    expect(solveChallenge(c)).toBe(50);
  });
});
