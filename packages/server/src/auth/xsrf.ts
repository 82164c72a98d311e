// XSRF token bound to the session: HMAC-SHA256 of the session id with the session secret, base64url.
// The browser reads it from the XSRF-TOKEN cookie and echoes it in the X-XSRF-TOKEN header; the server
// recomputes it, so no token is stored and a token of another session never matches.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function xsrfTokenFor(sessionId: string, secret: string): string {
  return createHmac('sha256', secret).update(`xsrf:${sessionId}`).digest('base64url');
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** True when header and cookie carry the same token and it is the one of this session. */
export function validXsrf(
  sessionId: string,
  secret: string,
  header: string | undefined,
  cookie: string | undefined,
): boolean {
  if (!header || !cookie || header.length > 128) return false;
  return same(header, cookie) && same(header, xsrfTokenFor(sessionId, secret));
}

/**
 * True when `posted` (a page form's hidden field) is the session's XSRF token. A same-origin page form
 * that changes state carries it, so a link, a prefetch or a crawler with the session changes nothing.
 */
export function postedXsrfValid(session: { xsrfToken: string } | null | undefined, posted: unknown): boolean {
  return session != null && typeof posted === 'string' && posted.length <= 128 && same(posted, session.xsrfToken);
}
