// Whole pages for visitors without a session (docs/adr/0018-shared-pages.md). A visitor who has no session
// and no publish-date cookie has nothing of their own on a page: the page is the same for all of them
// until the page stamp moves (catalogue, promotions, content, publish window: ADR 0015). site/server/main.ts
// keeps such a page whole, by its address, and sends the kept bytes to the next such visitor after one
// read of the stamp; a page opts in with `sharePage()` from its frontmatter, which also lets shoppers with a
// session be answered a page kept per view (request/own-parts.ts).

import { viewOf } from './own-parts.ts';

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

/** A response's headers as they may be answered again (`res.getHeaders()`): without the connection's own. */
export function keptHeaders(
  headers: Record<string, string | string[] | number | undefined>,
): Record<string, string | string[] | number> {
  const kept: SharedPage['headers'] = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !NOT_KEPT.has(name)) kept[name] = value;
  }
  return kept;
}

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
  return { headers: { ...keptHeaders(headers), 'content-length': body.byteLength }, body };
}

const SESSION_COOKIE = /(?:^|;)\s*MERCATO_SESSION=([^;]*)/;
const PUBLISH_DATE_COOKIE = /(?:^|;)\s*MERCATO_PUBLISH_DATE=/;

/**
 * The session cookie of a GET that may be answered a page kept per view (request/own-parts.ts): one with a
 * session and no publish-date cookie (another moment's content is rendered); null for any other request.
 */
export function ownPageSession(method: string | undefined, cookie: string | undefined): string | null {
  if (method !== 'GET' || cookie === undefined || PUBLISH_DATE_COOKIE.test(cookie)) return null;
  const id = SESSION_COOKIE.exec(cookie)?.[1]?.trim();
  return id ? id : null;
}

/**
 * Marks the page as one that may be answered to others (called from a page's frontmatter): whole to every
 * visitor without a session; per view, with their own parts filled in, to shoppers with one
 * (request/own-parts.ts). Only for pages that read nothing of the request but its address, nothing of the
 * shopper's but what viewOf() names and the own parts hold, and nothing that changes without moving the
 * page stamp.
 */
export function sharePage(astro: { locals: App.Locals; response: { headers: Headers } }): void {
  const { session, ownPage, nav, pageConfiguration: config } = astro.locals;
  if (!session) {
    astro.response.headers.set(SHARED_PAGE_HEADER, '1');
    return;
  }
  if (!ownPage) return;
  ownPage.view = viewOf(session, nav, config);
  // The parts show the held slot until its hold ends (as the own cache's page configuration does).
  const holdEnds = config.slotReservationDTO?.reservedUntil;
  ownPage.until = holdEnds ? Date.parse(holdEnds) : null;
}
