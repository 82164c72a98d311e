// The session cookies. MERCATO_SESSION holds the session id (HttpOnly: scripts never see it);
// XSRF-TOKEN holds the session's XSRF token and is readable by scripts so they can echo it in the
// X-XSRF-TOKEN header. Both SameSite=Lax, Path=/; Secure on https.
export const SESSION_COOKIE = 'MERCATO_SESSION';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/** Browser lifetime of the cookies; the server-side expiry of the session is what counts. */
export const COOKIE_MAX_AGE_SECONDS = 30 * 24 * 3600;

export interface CookieOptions {
  secure: boolean;
}

const attrs = (secure: boolean) => `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;

/** Set-Cookie values starting the session `{ id, xsrfToken }`. */
export function sessionCookies(
  session: { id: string; xsrfToken: string },
  opts: CookieOptions = { secure: false },
): string[] {
  return [
    `${SESSION_COOKIE}=${session.id}; ${attrs(opts.secure)}; HttpOnly; Max-Age=${COOKIE_MAX_AGE_SECONDS}`,
    `${XSRF_COOKIE}=${session.xsrfToken}; ${attrs(opts.secure)}; Max-Age=${COOKIE_MAX_AGE_SECONDS}`,
  ];
}

/** Set-Cookie values removing both cookies. */
export function clearSessionCookies(opts: CookieOptions = { secure: false }): string[] {
  const gone = 'Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
  return [
    `${SESSION_COOKIE}=; ${attrs(opts.secure)}; HttpOnly; ${gone}`,
    `${XSRF_COOKIE}=; ${attrs(opts.secure)}; ${gone}`,
  ];
}

/** Reads one cookie from a Cookie header. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    if (part.slice(0, i).trim() === name) return part.slice(i + 1).trim();
  }
  return undefined;
}
