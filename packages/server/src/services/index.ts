// The services of the shop, used by the routes and by the site's Astro pages directly (never over HTTP).
//
// The composition root: every area (services/<area>/index.ts) is a module of named functions that take the
// area's context first. Each context is built here once, and `services.<area>` is the area's functions
// bound to it (bindArea), so `services.vouchers.print(session, body)` calls
// `vouchers.print(vouchersContext, session, body)`. The caches keep their own state and stay objects
// (pageCache, ownCache; the payment provider is an adapter object behind an interface).
import type { SQL } from 'drizzle-orm';
import type { ShopConfig } from '../config.ts';
import type { Db, Listen } from '../db/client.ts';
import * as accountArea from './account/index.ts';
import type { Session } from './sessions/index.ts';
import * as analyticsArea from './analytics/index.ts';
import * as authArea from './auth/index.ts';
import * as billingAddressesArea from './billing-addresses/index.ts';
import { bindArea } from './bind.ts';
import * as captchaArea from './captcha/index.ts';
import * as catalogueArea from './catalogue/index.ts';
import * as chatArea from './chat/index.ts';
import * as checkoutArea from './checkout/index.ts';
import * as cmsArea from './cms/index.ts';
import * as collettaArea from './colletta/index.ts';
import * as complaintsArea from './complaints/index.ts';
import * as consentArea from './consent/index.ts';
import * as contactArea from './contact/index.ts';
import * as couponsArea from './coupons/index.ts';
import * as customersArea from './customers/index.ts';
import * as infoPagesArea from './info-pages/index.ts';
import * as listsArea from './lists/index.ts';
import * as logsArea from './logs/index.ts';
import * as messagesArea from './messages/index.ts';
import * as mobileArea from './mobile/index.ts';
import * as navArea from './nav/index.ts';
import * as onboardingArea from './onboarding/index.ts';
import * as orderDocumentsArea from './order-documents/index.ts';
import * as orderEditArea from './order-edit/index.ts';
import * as ordersArea from './orders/index.ts';
import * as outboxArea from './outbox/index.ts';
import { createOwnCache } from './own-cache/index.ts';
import { createPageCache } from './page-cache/index.ts';
import { createPayments } from './payments/index.ts';
import * as rateLimitArea from './rate-limit/index.ts';
import * as securityArea from './security/index.ts';
import * as sessionsArea from './sessions/index.ts';
import * as slotsArea from './slots/index.ts';
import * as spesaFacileArea from './spesafacile/index.ts';
import * as subscriptionsArea from './subscriptions/index.ts';
import * as testHooksArea from './test-hooks/index.ts';
import * as trolleyArea from './trolley/index.ts';
import * as virtualCardsArea from './virtual-cards/index.ts';
import * as vouchersArea from './vouchers/index.ts';
import * as walletsArea from './wallets/index.ts';

export { bindArea, type BoundArea } from './bind.ts';

export interface ServiceOptions {
  /** LISTEN of the shop's database (live slot events). */
  listen: Listen;
  /** The clock of the slot holds (tests move it); default the system's. */
  now?: () => Date;
}

/** The areas of the shopper's session: who they are, their page, their address, trolley and slot. */
function shopperAreas(db: Db, config: ShopConfig, opts: ServiceOptions) {
  const sessionContext: sessionsArea.SessionContext = { db, config };
  const sessions = {
    ...bindArea(sessionsArea, sessionContext),
    // Generic, so bound by hand (a bound function keeps no type parameter).
    getAlongside: <R>(id: string | undefined | null, alongside: SQL) =>
      sessionsArea.getAlongside<R>(sessionContext, id, alongside),
  };
  const rateLimit = bindArea(rateLimitArea, { db });
  const customers = bindArea(customersArea, { db });
  const messages = bindArea(messagesArea, { db });
  // The shopper's own page data per session, on the slot holds' clock (a hold's end ends an entry).
  const ownCache = createOwnCache({ clock: () => (opts.now?.() ?? new Date()).getTime() });
  const slotContext = slotsArea.slotContext(db, config, { listen: opts.listen, now: opts.now, ownCache });
  const slots = {
    ...bindArea(slotsArea, slotContext),
    events: slotsArea.slotEvents(slotContext.hub, slotContext.streams),
  };
  const pageCache = createPageCache(db);
  const nav = bindArea(navArea, { db, config, customers, messages, slots, pageCache, ownCache });
  const captcha = bindArea(captchaArea, {
    db,
    secret: config.sessionSecret,
    maxNumber: config.onboarding.captchaMaxNumber,
    ttlMs: config.onboarding.captchaTtlMs,
  });
  const onboardingContext: onboardingArea.OnboardingContext = { db, config, sessions, rateLimit, captcha };
  const onboarding = bindArea(onboardingArea, onboardingContext);
  // The Colletta Alimentare's join changes the address in use as the onboarding's calls do.
  const colletta = bindArea(collettaArea, onboardingContext);
  const trolley = bindArea(trolleyArea, { db, now: opts.now });
  const auth = bindArea(authArea, {
    config,
    sessions,
    customers,
    rateLimit,
    captcha,
    adoptGuestTrolleys: trolley.adoptGuestTrolleys,
    now: opts.now,
  });
  const security = bindArea(securityArea, { config });
  const logs = bindArea(logsArea, { db, rateLimit });
  return {
    auth,
    pageCache,
    ownCache,
    sessions,
    customers,
    messages,
    nav,
    security,
    logs,
    rateLimit,
    captcha,
    onboarding,
    colletta,
    trolley,
    slots,
  };
}

/** The areas of the checkout and of the orders made, with the customer's account pieces they use. */
function orderAreas(
  db: Db,
  config: ShopConfig,
  opts: ServiceOptions,
  rateLimit: rateLimitArea.RateLimiter,
  customers: customersArea.CustomerService,
) {
  const now = opts.now ?? (() => new Date());
  const transports = outboxArea.outboxTransports(config);
  const payments = createPayments(db, config);
  const checkout = bindArea(checkoutArea, { db, config, now, provider: payments.provider, transports });
  const orders = bindArea(ordersArea, { db, now });
  const complaints = bindArea(complaintsArea, { db, rateLimit, now });
  const virtualCards = bindArea(virtualCardsArea, { db, now });
  const vouchers = bindArea(vouchersArea, { db, now });
  const subscriptions = bindArea(
    subscriptionsArea,
    subscriptionsArea.subscriptionsContext(db, config, { now, provider: payments.provider, transports }),
  );
  const coupons = bindArea(couponsArea, { db, now });
  const orderDocuments = bindArea(orderDocumentsArea, { db });
  const orderEdit = bindArea(orderEditArea, {
    db,
    now,
    pharmacyOrigin: config.pharmacyOrigin ?? null,
    transports,
    provider: payments.provider,
  });
  const billingAddresses = bindArea(billingAddressesArea, { db });
  const wallets = bindArea(walletsArea, { db });
  const mobile = bindArea(mobileArea, { db, config, rateLimit, now, transports });
  const outbox = bindArea(outboxArea, outboxArea.outboxContext(db, config, { now: opts.now }));
  const account = bindArea(accountArea, { db, config, rateLimit, customers, transports, now });
  return {
    account,
    checkout,
    payments,
    orders,
    complaints,
    virtualCards,
    vouchers,
    subscriptions,
    coupons,
    orderDocuments,
    orderEdit,
    billingAddresses,
    wallets,
    mobile,
    outbox,
  };
}

export function createServices(db: Db, config: ShopConfig, opts: ServiceOptions) {
  const shopper = shopperAreas(db, config, opts);
  const catalogue = bindArea(
    catalogueArea,
    catalogueArea.createCatalogueContext(db, { hideProductPrice: config.hideProductPrice }),
  );
  // Product tiles by id in the session's navigation (lists, spesa facile).
  const tiles = (ids: number[], session: Session) => catalogue.productSet({ ids: ids.join(',') }, { session });
  const lists = bindArea(
    listsArea,
    listsArea.listsContext(db, {
      listen: opts.listen,
      transports: outboxArea.outboxTransports(config),
      tiles,
      trolley: shopper.trolley,
    }),
  );
  const spesaFacile = bindArea(spesaFacileArea, { db, now: opts.now ?? (() => new Date()), tiles });
  const now = opts.now ?? (() => new Date());
  // The contact area and the assistant (issue 37).
  const contact = bindArea(contactArea, {
    db,
    config,
    captcha: shopper.captcha,
    rateLimit: shopper.rateLimit,
    transports: outboxArea.outboxTransports(config),
    now,
  });
  const chat = {
    ...bindArea(chatArea, { db, contact, rateLimit: shopper.rateLimit, listen: opts.listen, now }),
    /** The sockets' LISTEN of this process (chat-socket.ts); closed with the shop. */
    hub: chatArea.createChatHub(opts.listen),
  };
  return {
    ...shopper,
    ...orderAreas(db, config, opts, shopper.rateLimit, shopper.customers),
    catalogue,
    lists,
    spesaFacile,
    contact,
    chat,
    infoPages: bindArea(infoPagesArea, { db }),
    consent: bindArea(consentArea, { db, cookieCentreEnabled: config.public.cookieCentreEnabled, now: opts.now }),
    analytics: bindArea(analyticsArea, { db, now: opts.now }),
    cms: bindArea(cmsArea, { db, now: opts.now }),
    /** The end-to-end tests' fixtures (routes/test-hooks.ts mounts them only under MERCATO_TEST_HOOKS=1). */
    testHooks: bindArea(testHooksArea, { db }),
    platform: {
      /** Public configuration for the browser (GET config/env). */
      env: () => config.public,
      /** GET info/server. */
      serverInfo: () => ({
        clusterNode: config.clusterNode,
        ssoEnvironment: config.ssoEnvironment,
        versions: { server: config.version, node: process.versions.node },
      }),
    },
  };
}

export type Services = ReturnType<typeof createServices>;
export type { Session } from './sessions/index.ts';
export type { Customer, FidatyCard } from './customers/index.ts';
export type { Message } from './messages/index.ts';
export type { PageConfiguration, MenuItem, Menus, StoreInfo, Footer, Navigation } from './nav/index.ts';
