// Hand-over of a guest session from a partner page to the shop. A partner on another site cannot make
// the browser keep the shop's SameSite=Lax cookies from a cross-site call, so the guest entry answers
// a short-lived sealed token instead; the browser then opens the shop at GET onboarding/guest/handoff,
// a top-level navigation that may set the cookies. The token is the session id encrypted and
// authenticated (AES-256-GCM, key derived from the session secret) with its expiry: the id never shows
// in a URL, and the hand-over rotates the session, so a token works once.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export const HANDOFF_TTL_MS = 2 * 60_000;

const keyOf = (secret: string) => createHash('sha256').update(`mercato:handoff:${secret}`).digest();

export function sealHandoff(sessionId: string, secret: string, now = Date.now()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(`${now + HANDOFF_TTL_MS}.${sessionId}`, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The session id sealed in `token`, or null when it is forged, damaged or expired. */
export function openHandoff(token: string, secret: string, now = Date.now()): string | null {
  try {
    const raw = Buffer.from(token, 'base64url');
    if (raw.length < 29) return null;
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    const dot = text.indexOf('.');
    const expires = Number(text.slice(0, dot));
    if (!Number.isFinite(expires) || expires < now) return null;
    return text.slice(dot + 1);
  } catch {
    return null;
  }
}
