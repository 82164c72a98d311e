import { STATUS_CODES } from 'node:http';
import { defineMiddleware } from 'astro:middleware';
import { getShop, type PageStampRow } from '@mercato/server';
import { loginPath } from '@mercato/contracts';
import { siteShell } from '@mercato/contracts/i18n/it';
import { matchState, type StateDef } from './request/states.ts';
import { canonicalStorePath, navigationFor } from './request/navigation.ts';
import { publishDateCookie } from './request/page-input.ts';

const passThrough = /^\/(commerce\/|_astro\/|elements\/|images\/|favicon)/;
const noState: StateDef = { name: 'unknown', pattern: /$^/, flags: {} };

// Open the database (create, migrate, seed) and read the catalogue's columns (services/catalogue/facets.ts) as the
// server boots, not on the first visitor's request. A failure here is the first request's to report.
if (process.env.MERCATO_WARMUP === '1')
  void getShop()
    .then((shop) => shop.services.catalogue.warm())
    .catch(() => {});

export const onRequest = defineMiddleware(async (ctx, next) => {
  const { pathname } = ctx.url;
  if (passThrough.test(pathname)) return next();

  // A store addressed by a navigation alias ('/pharmadrive/…') has one address: the canonical one.
  const canonical = canonicalStorePath(pathname);
  if (canonical !== null && (ctx.request.method === 'GET' || ctx.request.method === 'HEAD')) {
    return ctx.redirect(canonical + ctx.url.search, 301);
  }

  // Page forms (login, rule agreement) accept only same-origin posts. The API has its own XSRF rules.
  if (ctx.request.method !== 'GET' && ctx.request.method !== 'HEAD') {
    const origin = ctx.request.headers.get('origin');
    if (origin !== ctx.url.origin) {
      return new Response(siteShell.requestRefused, {
        status: 403,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      });
    }
  }

  const shop = await getShop();
  // A cookie that is not a usable publish date is ignored (content as of now), never an error.
  const publishDate = publishDateCookie(ctx.cookies.get('MERCATO_PUBLISH_DATE')?.value);
  // The session and the page stamp in one statement. One read of the stamp serves the page
  // configuration's shared part and the page's kept content.
  // (site/server/main.ts may have read them for this request already, as a shopper's page kept per view.)
  const { session, row } =
    (publishDate === undefined ? ctx.locals.sessionRead : undefined) ??
    (await shop.services.sessions.getAlongside<PageStampRow>(
      ctx.cookies.get('MERCATO_SESSION')?.value,
      shop.services.pageCache.stampSelect(publishDate),
    ));
  const pageStamp = shop.services.pageCache.stampOf(row);
  const state = matchState(pathname) ?? noState;
  const nav = navigationFor(pathname, session?.site);
  const pageConfiguration = await shop.services.nav.pageConfiguration({ nav, session, publishDate, stamp: pageStamp });

  ctx.locals.shop = shop;
  ctx.locals.session = session;
  ctx.locals.state = state;
  ctx.locals.nav = nav;
  ctx.locals.pageConfiguration = pageConfiguration;
  ctx.locals.pageStamp = pageStamp;

  const logged = session?.kind === 'logged';
  if (state.flags.authenticated && !logged) {
    return ctx.redirect(loginPath(pathname + ctx.url.search));
  }
  if (logged) {
    // Spec shell §4 "Rule agreement": until both acceptances are given only the rule-agreement state
    // (and states that allow it) can be reached; once given, the rule-agreement state cannot be.
    if (pageConfiguration.agreementEcommerceRule === false && !state.flags.allowedOnRuleAgreement) {
      return ctx.redirect('/rule-agreement?bloccato=1');
    }
    if (pageConfiguration.agreementEcommerceRule !== false && state.name === 'ruleAgreement') {
      return ctx.redirect('/');
    }
  }
  const rendered = await next();
  const response = withStatusText(rendered);
  // Personalised pages are never cached by shared caches.
  if (!response.headers.has('cache-control')) response.headers.set('cache-control', 'private, no-store');
  return response;
});

/**
 * A page that sets `Astro.response.status` (404, 409, …) keeps Astro's status text 'OK', which the Node
 * adapter sends in the status line ('HTTP/1.1 404 OK'): the text of the status instead.
 */
function withStatusText(response: Response): Response {
  if (response.status === 200 || response.statusText !== 'OK') return response;
  const statusText = STATUS_CODES[response.status] ?? '';
  return new Response(response.body, { status: response.status, statusText, headers: response.headers });
}
