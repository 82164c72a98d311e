// Configuration from the environment, with documented defaults (README "Configuration").
//   PORT                     4321
//   HOST                     '0.0.0.0' for the standalone server (serve.ts)
//   DATABASE_URL             PostgreSQL connection string; unset or empty = PGlite under MERCATO_DATA_DIR
//   MERCATO_DATA_DIR         '<repo root>/.data' (PGlite files, the lock file, the generated session secret)
//   MERCATO_PARTNER_ORIGINS  the example pages: 'http://localhost:4322,http://127.0.0.1:4322' (examples/partner-page),
//                            'http://localhost:4323,http://127.0.0.1:4323' (examples/cms-page),
//                            'http://localhost:4324,http://127.0.0.1:4324' (examples/react-app) (CORS with credentials, redirects)
//   MERCATO_SESSION_SECRET   HMAC key of the XSRF tokens; unset = generated once into <dataDir>/session-secret
//                            (random per process for an in-memory database)
//   MERCATO_TRUST_PROXY      how many proxies of ours stand in front of the shop (unset or 0: none); the
//                            client address is the X-Forwarded-For entry the outermost of them added
//   MERCATO_CHATBOT_URL      the chatbot's websocket url (spec §7: from the environment); unset = the shop's own
//                            assistant at /commerce/resources/chat/socket (issue 37); 'off' = no chatbot
//   MERCATO_TRUSTED_PROXIES  the addresses the nearest of those proxies connects from (comma-separated, e.g.
//                            '127.0.0.1' for npm run start:cluster's nginx): X-Forwarded-For and -Proto are read
//                            only on connections from them; unset = from any address
//   MERCATO_ANALYTICS_KEY    analytics key handed to the browser
//   MERCATO_COOKIE_CENTRE    '0' turns the cookie centre off: no banner, the policy is auto-accepted on the
//                            first navigation or click (spec shell §4); unset or anything else = on
//   MERCATO_SSO_ENVIRONMENT  shown by info/server ('demo')
//   SMTP_URL                 e-mails to customers are sent through this SMTP server (smtp://user:pass@host:587,
//                            smtps://…); unset = e-mails are kept in the outbox (the development outbox page)
//   MERCATO_MAIL_FROM        the sender of those e-mails ('Mercato <noreply@mercato.example>')
//   MERCATO_DEV_OUTBOX       the development outbox page /commerce/dev/outbox (every customer's messages, to
//                            staff accounts only): '1' on; unset or anything else = off, with either database
//                            (issue 33 point 5); always off when MERCATO_SSO_ENVIRONMENT is 'production'
//   MERCATO_SLOT_HOLD_MINUTES how long a booked slot is held for the shopper's trolley (default
//                            SLOT_HOLD_MINUTES, 120; a whole number from 1 to 1440)
//   MERCATO_PAYMENT_PROVIDER the card payments' provider (services/payments/provider.ts): 'test' (default,
//                            the shop's own test gateway, no real charge); a real provider plugs in there
//   MERCATO_MOBILE_VERIFY    '0' turns off the mobile-number verification asked before confirming an order
//   MERCATO_GIFT_FORM        '0' hides the checkout's gift form (page configuration giftWrapEnabled)
//   MERCATO_PHARMACY_ORIGIN  the pharmacy's own site (https://farmacia.example): the order-modify redirector
//                            sends pharmacy orders there (REDIRECT_DOMAIN); unset = they are changed here
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { hostname } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { SLOT_HOLD_MINUTES } from '@mercato/contracts/constants';

const require = createRequire(import.meta.url);

/** The shop's own assistant's socket (a path: the browser makes it ws(s):// on the page's origin). */
export const OWN_CHATBOT_URL = '/commerce/resources/chat/socket';

/** Folder of the @mercato/server package (resolved by name: Astro bundles this code, import.meta.url moves). */
export const serverPackageDir = dirname(require.resolve('@mercato/server/package.json'));
/** The repository root: two folders above packages/server. */
export const repoRoot = resolve(serverPackageDir, '..', '..');
export const serverVersion: string = (require('@mercato/server/package.json') as { version: string }).version;

/** The proof-of-work's highest secret number when the test hooks are on (MERCATO_TEST_HOOKS=1). */
export const TEST_HOOKS_CAPTCHA_MAX_NUMBER = 500;

/** MERCATO_TRUST_PROXY: a count of proxies from 0 to 10; anything else is 0 (trust none). */
export function proxyHops(value: string | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n <= 10 ? n : 0;
}

/** MERCATO_TRUSTED_PROXIES: the proxies' addresses, IPv4-mapped IPv6 written as IPv4; null = any address. */
export function trustedProxies(value: string | undefined): string[] | null {
  const list = (value ?? '')
    .split(',')
    .map((a) => plainAddress(a.trim()))
    .filter(Boolean);
  return list.length > 0 ? list : null;
}

/** '::ffff:127.0.0.1' → '127.0.0.1' (a dual-stack socket's IPv4 peer); anything else as it is. */
export const plainAddress = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/** The examples of examples/ as `npm run example:partner`, `example:cms` and `example:react` serve them. */
export const DEFAULT_PARTNER_ORIGINS = [
  'http://localhost:4322',
  'http://127.0.0.1:4322',
  'http://localhost:4323',
  'http://127.0.0.1:4323',
  'http://localhost:4324',
  'http://127.0.0.1:4324',
];

/** Public configuration for the browser (GET config/env). */
export interface PublicEnvConfig {
  /** Retries on network failure (status -1), spec shell §9. */
  networkRetryCount: number;
  /** Anti-duplicate call window in ms. */
  duplicateCallWindowMs: number;
  /** Client log buffer size and how many rows one logger call may carry. */
  logBufferSize: number;
  logRowLimit: number;
  chatbotEnabled: boolean;
  chatbotUrl: string | null;
  analyticsKey: string | null;
  cookieCentreEnabled: boolean;
  captchaPublicKey: string | null;
  toastDurationMs: number;
  environment: string;
}

export interface LoginLimits {
  /** Failed attempts per account within the window before 429. */
  perAccount: number;
  /** Attempts per client address within the window before 429. */
  perClient: number;
  windowMs: number;
}

export interface OnboardingLimits {
  /** Postcode, street, service and pickup-point look-ups per client address within the window before 429. */
  lookupsPerClient: number;
  lookupWindowMs: number;
  /** Proof-of-work captcha of the power-guest entry: highest secret number, challenge lifetime. */
  captchaMaxNumber: number;
  captchaTtlMs: number;
}

export interface SlotConfig {
  /** How long a booking holds the slot, in minutes (MERCATO_SLOT_HOLD_MINUTES). */
  holdMinutes: number;
  /** How often the expiry sweep releases the places of ended holds. */
  sweepIntervalMs: number;
}

export interface SubscriptionConfig {
  /** How often the renewal timer charges the open-ended subscriptions whose period ended (ADR 0056). */
  renewalIntervalMs: number;
}

/** The payment providers the shop knows (services/payments/provider.ts). */
export const PAYMENT_PROVIDERS = ['test'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export interface CheckoutConfig {
  /** MERCATO_PAYMENT_PROVIDER: who takes card payments. */
  paymentProvider: PaymentProviderName;
  /** The delivery address's mobile number must be verified before confirming (mobileNumberVerifyEnabled). */
  mobileNumberVerifyEnabled: boolean;
  /** The gift form is offered at checkout (page configuration giftWrapEnabled). */
  giftEnabled: boolean;
}

/** MERCATO_PAYMENT_PROVIDER: a known provider; unset → 'test'. */
export function paymentProvider(value: string | undefined): PaymentProviderName {
  const v = blank(value) ?? 'test';
  if (!(PAYMENT_PROVIDERS as readonly string[]).includes(v))
    throw new Error(`MERCATO_PAYMENT_PROVIDER must be one of ${PAYMENT_PROVIDERS.join(', ')}, got '${value}'`);
  return v as PaymentProviderName;
}

export interface MobileLimits {
  /** Codes a customer may ask within the window (sendVerifyCode) before 429. */
  perCustomer: number;
  /** Codes asked from one client address within the window before 429. */
  perClient: number;
  windowMs: number;
}

export interface OutboxConfig {
  /** How often the sender looks for PENDING e-mails. */
  intervalMs: number;
  /** Messages one round sends at most. */
  batchSize: number;
  /** Tries before a message is FAILED. */
  maxAttempts: number;
}

/**
 * MERCATO_DEV_OUTBOX and the rule of config.ts's header: whether the development outbox page exists. Off
 * unless asked for: it shows every customer's SMS codes and e-mails (to staff only, services/outbox), and
 * on by default it made mobile verification prove nothing on a default install (issue 33 point 5).
 */
export function devOutboxEnabled(env: NodeJS.ProcessEnv): boolean {
  if (blank(env.MERCATO_SSO_ENVIRONMENT)?.toLowerCase() === 'production') return false;
  return blank(env.MERCATO_DEV_OUTBOX) === '1';
}

/** What the server says on start about settings that expose customers' data (the shop's log). */
export function startNotices(config: Pick<ShopConfig, 'devOutbox'>): string[] {
  return config.devOutbox
    ? [
        'The development outbox is on (MERCATO_DEV_OUTBOX=1): /commerce/dev/outbox shows every message to customers, SMS verification codes included, to staff accounts. Never on a shop open to the public.',
      ]
    : [];
}

export interface ShopConfig {
  port: number;
  host: string;
  /** PostgreSQL url, or null for PGlite. */
  databaseUrl: string | null;
  dataDir: string;
  inMemory: boolean;
  partnerOrigins: string[];
  /** Prices hidden from free visitors (page configuration hideProductPrice), MERCATO_HIDE_PRODUCT_PRICE=1. */
  hideProductPrice: boolean;
  sessionSecret: string;
  /** Proxies of ours in front of the shop (0: none): X-Forwarded-For entries added by them are trusted. */
  trustProxy: number;
  /** The addresses our nearest proxy connects from (MERCATO_TRUSTED_PROXIES); null: any. */
  trustedProxies: string[] | null;
  clusterNode: string;
  ssoEnvironment: string;
  version: string;
  login: LoginLimits;
  onboarding: OnboardingLimits;
  slots: SlotConfig;
  subscriptions: SubscriptionConfig;
  checkout: CheckoutConfig;
  /** MERCATO_PHARMACY_ORIGIN as an origin, or null (services/order-edit/redirector.ts). */
  pharmacyOrigin?: string | null;
  /** MERCATO_PUBLIC_ORIGIN: the shop's origin in the account e-mails' links; null: the request's (issue 40). */
  publicOrigin?: string | null;
  /** Session lifetime in ms (sliding). */
  sessionTtlMs: number;
  /** Request body limit in bytes. */
  bodyLimit: number;
  public: PublicEnvConfig;
  /** SMTP server of the e-mails to customers (SMTP_URL); null: e-mails are kept in the outbox. */
  smtpUrl: string | null;
  /** The From of those e-mails (MERCATO_MAIL_FROM). */
  mailFrom: string;
  /** The development outbox page exists (devOutboxEnabled). */
  devOutbox: boolean;
  outbox: OutboxConfig;
  mobile: MobileLimits;
  /** The end-to-end tests' fixtures (routes/test-hooks.ts): MERCATO_TEST_HOOKS=1, never in production. */
  testHooks: boolean;
}

export interface ConfigOptions {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
}

const blank = (v: string | undefined): string | undefined =>
  v === undefined || v.trim() === '' ? undefined : v.trim();

function port(v: string | undefined): number {
  const n = Number(blank(v) ?? 4321);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`PORT must be a port number, got '${v}'`);
  return n;
}

/** MERCATO_SLOT_HOLD_MINUTES: whole minutes from 1 to 1440 (a day); unset → SLOT_HOLD_MINUTES. */
export function slotHoldMinutes(value: string | undefined): number {
  const v = blank(value);
  if (v === undefined) return SLOT_HOLD_MINUTES;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1 || n > 1440)
    throw new Error(`MERCATO_SLOT_HOLD_MINUTES must be a whole number of minutes from 1 to 1440, got '${value}'`);
  return n;
}

/** PORT and HOST of the standalone server. */
export function listenAddress(env: NodeJS.ProcessEnv = process.env): { port: number; host: string } {
  return { port: port(env.PORT), host: blank(env.HOST) ?? '0.0.0.0' };
}

/** Reads MERCATO_SESSION_SECRET, else the secret kept in <dataDir>/session-secret (created once). */
export function resolveSessionSecret(env: NodeJS.ProcessEnv, dataDir: string, inMemory: boolean): string {
  const given = blank(env.MERCATO_SESSION_SECRET);
  if (given) {
    if (given.length < 16) throw new Error('MERCATO_SESSION_SECRET must be at least 16 characters long');
    return given;
  }
  if (inMemory) return randomBytes(32).toString('base64url');
  const file = join(dataDir, 'session-secret');
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 16) throw new Error(`${file} holds no usable session secret: delete it to generate a new one`);
  return secret;
}

/** An http(s) URL's origin, or null. */
function originOf(text: string | undefined): string | null {
  const t = blank(text);
  if (t === undefined) return null;
  try {
    const url = new URL(t);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

export function loadConfig(opts: ConfigOptions = {}, env: NodeJS.ProcessEnv = process.env): ShopConfig {
  const inMemory = opts.inMemory ?? false;
  const databaseUrl = blank(opts.databaseUrl ?? env.DATABASE_URL) ?? null;
  const dataDir = resolve(blank(opts.dataDir) ?? blank(env.MERCATO_DATA_DIR) ?? join(repoRoot, '.data'));
  const origins = blank(env.MERCATO_PARTNER_ORIGINS);
  const partnerOrigins =
    origins === undefined
      ? [...DEFAULT_PARTNER_ORIGINS]
      : origins
          .split(',')
          .map((o) => o.trim().replace(/\/+$/, ''))
          .filter(Boolean);
  const chatbotSetting = blank(env.MERCATO_CHATBOT_URL);
  const chatbotUrl = chatbotSetting === 'off' ? null : (chatbotSetting ?? OWN_CHATBOT_URL);
  return {
    ...listenAddress(env),
    databaseUrl,
    dataDir,
    inMemory,
    partnerOrigins,
    hideProductPrice: env.MERCATO_HIDE_PRODUCT_PRICE === '1',
    sessionSecret: resolveSessionSecret(env, dataDir, inMemory),
    trustProxy: proxyHops(env.MERCATO_TRUST_PROXY),
    trustedProxies: trustedProxies(env.MERCATO_TRUSTED_PROXIES),
    clusterNode: `${hostname()}:${process.pid}`,
    ssoEnvironment: blank(env.MERCATO_SSO_ENVIRONMENT) ?? 'demo',
    version: serverVersion,
    login: { perAccount: 5, perClient: 20, windowMs: 15 * 60_000 },
    onboarding: {
      lookupsPerClient: 120,
      lookupWindowMs: 60_000,
      // The end-to-end tests enter as power guests some thirty times: under their hooks only, a challenge
      // a browser solves in a few milliseconds instead of about a second (docs/testing.md).
      captchaMaxNumber: env.MERCATO_TEST_HOOKS === '1' ? TEST_HOOKS_CAPTCHA_MAX_NUMBER : 50_000,
      captchaTtlMs: 10 * 60_000,
    },
    // chosen: the sweep runs every 30 s; reads release ended holds themselves, so it only bounds how
    // long a place stays taken for nobody
    slots: { holdMinutes: slotHoldMinutes(env.MERCATO_SLOT_HOLD_MINUTES), sweepIntervalMs: 30_000 },
    // chosen: a renewal due is charged within a minute of its period's end (the free delivery waits for it)
    subscriptions: { renewalIntervalMs: 60_000 },
    checkout: {
      paymentProvider: paymentProvider(env.MERCATO_PAYMENT_PROVIDER),
      mobileNumberVerifyEnabled: env.MERCATO_MOBILE_VERIFY !== '0',
      giftEnabled: env.MERCATO_GIFT_FORM !== '0',
    },
    pharmacyOrigin: originOf(env.MERCATO_PHARMACY_ORIGIN),
    publicOrigin: originOf(env.MERCATO_PUBLIC_ORIGIN),
    sessionTtlMs: 30 * 24 * 3600_000,
    bodyLimit: 64 * 1024,
    testHooks: env.MERCATO_TEST_HOOKS === '1',
    smtpUrl: blank(env.SMTP_URL) ?? null,
    mailFrom: blank(env.MERCATO_MAIL_FROM) ?? 'Mercato <noreply@mercato.example>',
    devOutbox: devOutboxEnabled(env),
    // chosen: the sender looks every 10 s, 20 messages a round, 5 tries
    outbox: { intervalMs: 10_000, batchSize: 20, maxAttempts: 5 },
    // chosen: 5 codes an hour per customer, 20 per client address (a shop's shared connection)
    mobile: { perCustomer: 5, perClient: 20, windowMs: 3600_000 },
    public: {
      networkRetryCount: 4,
      duplicateCallWindowMs: 1000,
      logBufferSize: 100,
      logRowLimit: 100,
      chatbotEnabled: chatbotUrl !== null,
      chatbotUrl,
      analyticsKey: blank(env.MERCATO_ANALYTICS_KEY) ?? null,
      cookieCentreEnabled: env.MERCATO_COOKIE_CENTRE?.trim() !== '0',
      captchaPublicKey: blank(env.MERCATO_CAPTCHA_PUBLIC_KEY) ?? null,
      toastDurationMs: 2000,
      environment: blank(env.MERCATO_SSO_ENVIRONMENT) ?? 'demo',
    },
  };
}
