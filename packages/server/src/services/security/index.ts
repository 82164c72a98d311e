// Navigation allow-list (POST security/check-url): same-origin paths that safeRedirectPath accepts and the configured
// origins (partner origins, plus the origin the request came to). Everything else is refused.
import { safeRedirectPath } from '@mercato/contracts';
import type { ShopConfig } from '../../config.ts';

export type CheckUrlResult = 'NO_CONTENT' | 'FORBIDDEN';

export interface SecurityContext {
  config: ShopConfig;
}

export function checkUrl(ctx: SecurityContext, url: string, opts: { origin?: string } = {}): CheckUrlResult {
  if (url.length === 0 || url.length > 2048) return 'FORBIDDEN';
  // Control characters and backslashes are read differently by browsers ('/\evil.com').
  if (/[\u0000-\u001f\u007f\\]/.test(url) || url.trim() !== url) return 'FORBIDDEN';
  // Paths: exactly what contracts' safeRedirectPath accepts (the one rule of every redirect).
  if (url.startsWith('/')) return safeRedirectPath(url, '') === url ? 'NO_CONTENT' : 'FORBIDDEN';
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return 'FORBIDDEN';
  }
  if ((u.protocol !== 'https:' && u.protocol !== 'http:') || u.username || u.password) return 'FORBIDDEN';
  const allowed = new Set(ctx.config.partnerOrigins);
  if (opts.origin) allowed.add(opts.origin);
  return allowed.has(u.origin) ? 'NO_CONTENT' : 'FORBIDDEN';
}
