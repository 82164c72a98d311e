// Whole pages for visitors without a session (docs/adr/0018-shared-pages.md). A visitor who has no session
// and no publish-date cookie has nothing of their own on a page: the page is the same for all of them
// until the page stamp moves (catalogue, promotions, content, publish window: ADR 0015). site/server.mjs
// keeps such a page whole, by its address, and sends the kept bytes to the next such visitor after one
// read of the stamp; a page opts in with `shareWithoutSession()` from its frontmatter.

/** Set by a page whose answer is the same for every visitor without a session; never sent. */
export const SHARED_PAGE_HEADER = 'x-mercato-shared-page';

/** The cookies that make a page someone's own (the session) or another moment's (the publish date). */
const OWN_COOKIES = /(?:^|;)\s*(?:MERCATO_SESSION|MERCATO_PUBLISH_DATE)=/;

/**
 * The key under which a request's page may be kept and answered whole: its address, for a GET without a
 * session or publish-date cookie (whatever their values); null for any other request.
 */
export function sharedPageKey(method: string | undefined, url: string, cookie: string | undefined): string | null {
  if (method !== 'GET') return null;
  if (cookie !== undefined && OWN_COOKIES.test(cookie)) return null;
  return url;
}

/** A kept page: the headers as sent (without the connection's own) and the body's bytes. */
export interface SharedPage {
  headers: Record<string, string | string[] | number>;
  body: Uint8Array;
}

/** Headers of the connection or the moment, never replayed from a kept page. */
const NOT_KEPT = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', SHARED_PAGE_HEADER]);

/**
 * The page as it may be kept, or null: a 200 marked shared by the page, setting no cookie.
 * `headers`: the response's headers as Node has them (`res.getHeaders()`).
 */
export function keptPage(
  status: number,
  headers: Record<string, string | string[] | number | undefined>,
  body: Uint8Array,
): SharedPage | null {
  if (status !== 200 || headers[SHARED_PAGE_HEADER] === undefined || headers['set-cookie'] !== undefined) return null;
  const kept: SharedPage['headers'] = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !NOT_KEPT.has(name)) kept[name] = value;
  }
  kept['content-length'] = body.byteLength;
  return { headers: kept, body };
}

/**
 * Marks the page as the same for every visitor without a session (called from a page's frontmatter).
 * Only for pages that read nothing of the request but its address and nothing that changes without
 * moving the page stamp.
 */
export function shareWithoutSession(astro: { locals: { session: unknown }; response: { headers: Headers } }): void {
  if (!astro.locals.session) astro.response.headers.set(SHARED_PAGE_HEADER, '1');
}
