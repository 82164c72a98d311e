// The services of the shop, used by the routes and by the site's Astro pages directly (never over HTTP).
import type { ShopConfig } from '../config.ts';
import type { Db, Listen } from '../db/client.ts';
import { createAuthService } from './auth.ts';
import { createBillingAddressService } from './billing-addresses.ts';
import { createWalletService } from './wallets.ts';
import { createCaptchaService } from './captcha.ts';
import { createCheckoutService } from './checkout.ts';
import { createComplaintService } from './complaints.ts';
import { createCatalogueService } from './catalogue.ts';
import { createCustomerService } from './customers.ts';
import { createInfoPageService } from './info-pages.ts';
import { createLogService } from './logs.ts';
import { createMessageService } from './messages.ts';
import { createMobileService } from './mobile.ts';
import { createNavService } from './nav.ts';
import { createOnboardingService } from './onboarding.ts';
import { createOrderService } from './orders.ts';
import { createPageCache } from './page-cache.ts';
import { createOrderDocumentService } from './order-documents/index.ts';
import { createOrderEditService } from './order-edit/index.ts';
import { createPayments } from './payments/index.ts';
import { createOutboxService, outboxTransports } from './outbox-sender.ts';
import { createRateLimiter } from './rate-limit.ts';
import { createSecurityService } from './security.ts';
import { createOwnCache } from './own-cache.ts';
import { createSessionService } from './sessions.ts';
import { createSlotService } from './slots.ts';
import { createTrolleyService } from './trolley.ts';
import { createVirtualCardService } from './virtual-cards.ts';
import { createVoucherService } from './vouchers.ts';

export interface ServiceOptions {
  /** LISTEN of the shop's database (live slot events). */
  listen: Listen;
  /** The clock of the slot holds (tests move it); default the system's. */
  now?: () => Date;
}

export function createServices(db: Db, config: ShopConfig, opts: ServiceOptions) {
  const sessions = createSessionService(db, config);
  const rateLimit = createRateLimiter(db);
  const customers = createCustomerService(db);
  const messages = createMessageService(db);
  // The shopper's own page data per session, on the slot holds' clock (a hold's end ends an entry).
  const ownCache = createOwnCache({ clock: () => (opts.now?.() ?? new Date()).getTime() });
  const slots = createSlotService(db, config, { listen: opts.listen, now: opts.now, ownCache });
  const pageCache = createPageCache(db);
  const nav = createNavService(db, config, { customers, messages, slots, pageCache, ownCache });
  const security = createSecurityService(config);
  const logs = createLogService(db, { rateLimit });
  const captcha = createCaptchaService(db, {
    secret: config.sessionSecret,
    maxNumber: config.onboarding.captchaMaxNumber,
    ttlMs: config.onboarding.captchaTtlMs,
  });
  const onboarding = createOnboardingService(db, config, { sessions, rateLimit, captcha });
  const trolley = createTrolleyService(db, config, { now: opts.now });
  const auth = createAuthService(db, config, {
    sessions,
    customers,
    rateLimit,
    captcha,
    adoptGuestTrolleys: trolley.adoptGuestTrolleys,
    now: opts.now,
  });
  const payments = createPayments(db, config);
  const checkout = createCheckoutService(db, config, {
    now: opts.now,
    provider: payments.provider,
    transports: outboxTransports(config),
  });
  const orders = createOrderService(db, { now: opts.now });
  const complaints = createComplaintService(db);
  const virtualCards = createVirtualCardService(db, { now: opts.now });
  const vouchers = createVoucherService(db, { now: opts.now });
  const orderDocuments = createOrderDocumentService(db);
  const orderEdit = createOrderEditService(db, {
    now: opts.now,
    pharmacyOrigin: config.pharmacyOrigin ?? null,
    transports: outboxTransports(config),
  });
  const catalogue = createCatalogueService(db, { hideProductPrice: config.hideProductPrice });
  const infoPages = createInfoPageService(db);
  const billingAddresses = createBillingAddressService(db);
  const wallets = createWalletService(db);
  const mobile = createMobileService(db, config, { rateLimit, now: opts.now });
  const outbox = createOutboxService(db, config, { now: opts.now });
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
    trolley,
    slots,
    checkout,
    payments,
    orders,
    complaints,
    virtualCards,
    vouchers,
    orderDocuments,
    orderEdit,
    catalogue,
    infoPages,
    billingAddresses,
    wallets,
    mobile,
    outbox,
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
export type { Session } from './sessions.ts';
export type { Customer, FidatyCard } from './customers.ts';
export type { Message } from './messages.ts';
export type { PageConfiguration, MenuItem, Menus, StoreInfo, Footer, Navigation } from './nav.ts';
