// Business constants and limits of spec shell §9 and orders §9, and the navigations of shell §3.
// Every layer imports them from here; a value written elsewhere is a defect (npm test's duplicate search
// and review keep it so). Where the spec says "not shown", the value is chosen and marked `chosen:`.
// No imports but types: bundles that need a constant never carry zod (the schemas are in ids.ts).
import type { Navigation } from './enums.ts';

// ------------------------------------------------------------------------------------------ navigations

/** The five navigations (sites) of the shop, in the spec's order (enums.ts builds its schema from it). */
export const NAVIGATIONS = ['supermercato', 'drive', 'pharma', 'pharma-drive', 'prenotazioni'] as const;

/** 'pharmadrive' is the spec's alias of 'pharma-drive' (shell §3: "pharma-drive (pharmadrive)"). */
export const NAVIGATION_ALIASES: Readonly<Record<string, Navigation>> = { pharmadrive: 'pharma-drive' };

/** The navigation named by `text` (aliases understood), or null. */
export function navigationOf(text: string | null | undefined): Navigation | null {
  if (!text) return null;
  const name = NAVIGATION_ALIASES[text] ?? text;
  return (NAVIGATIONS as readonly string[]).includes(name) ? (name as Navigation) : null;
}

/** Navigations of the pharmacy (their store titles carry PHARMACY_TITLE_PREFIX). */
export const PHARMACY_NAVIGATIONS: readonly Navigation[] = ['pharma', 'pharma-drive'];
export const isPharmacy = (nav: Navigation | null | undefined) => nav != null && PHARMACY_NAVIGATIONS.includes(nav);

/** Navigations where the shopper collects the shopping (Clicca e Vai lockers, Prenota e Ritira stores). */
export const PICKUP_NAVIGATIONS: readonly Navigation[] = ['drive', 'pharma-drive', 'prenotazioni'];
export const isPickup = (nav: Navigation | null | undefined) => nav != null && PICKUP_NAVIGATIONS.includes(nav);

/** Navigations of the Clicca e Vai lockers. */
export const DRIVE_NAVIGATIONS: readonly Navigation[] = ['drive', 'pharma-drive'];
export const isDrive = (nav: Navigation | null | undefined) => nav != null && DRIVE_NAVIGATIONS.includes(nav);

/** The catalogue a navigation sells from. */
export const CATALOGUE_OF: Readonly<Record<Navigation, 'grocery' | 'pharma'>> = {
  supermercato: 'grocery',
  drive: 'grocery',
  prenotazioni: 'grocery',
  pharma: 'pharma',
  'pharma-drive': 'pharma',
};

// --------------------------------------------------------------------------------------- partner origins

/**
 * Header of the answers to the anonymous look-ups that any origin may call (server app.ts, OPEN_LOOKUPS):
 * 'allowed' when the calling origin may also make calls with credentials (it is listed in the shop's
 * MERCATO_PARTNER_ORIGINS, or it is the shop's own), 'refused' otherwise. Exposed to scripts, so an
 * embedded widget can say why the calls that need a session would fail (client origin-refused.ts).
 */
export const CREDENTIALS_HEADER = 'X-Mercato-Credentials';
/** The setting that lists the origins allowed to call the shop with credentials. */
export const PARTNER_ORIGINS_SETTING = 'MERCATO_PARTNER_ORIGINS';

// --------------------------------------------------------------------------------------- shell §9 limits

/** Network retries on status -1 (configurable). */
export const NETWORK_RETRIES = 4;
/** Log buffer entries kept in the browser. */
export const LOG_BUFFER_SIZE = 100;
export const TOAST_MS = 2000;
/** Toasts of the address flows. */
export const ADDRESS_TOAST_MS = 3000;
export const ACTION_FEEDBACK_MS = 1800;
export const ACTION_FEEDBACK_WITH_MESSAGE_MS = 5000;
export const LOADER_DELAY_MS = 1000;
export const PRELOAD_MS = 300;
export const REDIRECT_LOADER_MS = 3000;
export const SECRET_TAP_COUNT = 7;
export const BLUR_CLOSE_DELAY_MS = 200;
export const CHATBOT_TYPING_DELAY_MS = 2000;
export const SCRIPT_LOAD_WAIT_MS = 300;
export const PAGER_VISIBLE_PAGES = 5;
/** chosen: how long the cookie centre's 'Continua' waits for the consent record's answer before the reload. */
export const CONSENT_RECORD_WAIT_MS = 2000;
/**
 * Product carousels' page sizes by the window's width (spec orders §2: widths 768, 992, 1024, 1280):
 * tiles shown at once from each minimum width. chosen: 2 on a phone, then one more at each step, so a tile
 * keeps about 180 px or more. The carousel's CSS (catalogue.css .product-carousel) follows this table.
 */
export const CAROUSEL_PAGE_SIZES = [
  { minWidth: 0, size: 2 },
  { minWidth: 768, size: 3 },
  { minWidth: 992, size: 4 },
  { minWidth: 1024, size: 5 },
  { minWidth: 1280, size: 6 },
] as const;
export const POSTCODE_LENGTH = 5;
/** Minimum characters of a Clicca e Vai / Prenota e Ritira search (and of the header suggestions). */
export const PICKUP_SEARCH_MIN = 3;
export const CHATBOT_MESSAGE_MAX = 255;
export const SEARCH_BOX_MAX = 200;
/**
 * Zoom of the product page's big image (shell §9): the mouse wheel zooms in steps of 0.5 up to 15 times,
 * a two-finger pinch in steps of 0.1 between 1 and 8 times, reacting only once the fingers' distance has
 * changed by at least 2 px (a steady pinch does not tremble).
 */
export const ZOOM_WHEEL_STEP = 0.5;
export const ZOOM_WHEEL_MAX = 15;
export const ZOOM_TOUCH_STEP = 0.1;
export const ZOOM_TOUCH_MAX = 8;
export const ZOOM_TOUCH_MIN = 1;
export const ZOOM_PINCH_THRESHOLD_PX = 2;
export const SMART_BANNER_HIDDEN_DAYS = 15;
export const SMART_BANNER_REMINDER_DAYS = 90;
export const DAY_MS = 86_400_000;
export const CAROUSEL_ADVANCE_MS = 5000;
export const CAROUSEL_FADE_OUT_MS = 500;
export const CAROUSEL_FADE_IN_MS = 500;
export const CMS_PROMO_DEBOUNCE_MS = 2000;
export const SEARCH_EVENT_DEBOUNCE_MS = 3000;
export const POLICY_COOKIE_YEARS = 5;
export const STRAWBERRY_PROMO_IDS: readonly number[] = [20, 45];
export const CURRENCY = 'EUR';
/** More selected filter ids than this are reported as a multi filter. */
export const MULTI_FILTER_THRESHOLD = 3;
export const PHARMACY_TITLE_PREFIX = 'Parafarmacia';
/** The customer's accessType everywhere a customer is answered (spec shell §1: "accessType logged"). */
export const ACCESS_TYPE_LOGGED = 'logged';

// -------------------------------------------------------------------------------------- orders §9 limits

export const SLOT_GRID_DAYS = 7;
/** chosen: how far ahead slots are offered, in days from today (Rome), today included. */
export const SLOT_HORIZON_DAYS = 14;
/** chosen: how long a booked slot is held for the shopper's trolley, as the big grocers do (2 hours). */
export const SLOT_HOLD_MINUTES = 120;
/** chosen: the 'extend' prompt shows this many minutes before the hold ends. */
export const SLOT_EXTEND_PROMPT_MINUTES = 10;
/** chosen: how many nearest free slots a booking that lost the race offers. */
export const SLOT_NEAREST_COUNT = 3;
/**
 * chosen: a slot can be booked until this many minutes before it starts (then INACTIVE, 'NON_ATTIVA'):
 * the time to prepare a booked shopping.
 */
export const SLOT_BOOKING_CUTOFF_MINUTES = 120;
/** chosen: live slot streams (GET slots/events) one client address may keep open at once, on all the shop's instances together (counted in the database). */
export const SLOT_EVENT_STREAMS_PER_CLIENT = 8;
/** chosen: a comment line on every open slot stream this often, so proxies do not close an idle one. */
export const SLOT_EVENT_HEARTBEAT_MS = 15_000;
/** chosen: the `retry:` hint of the slot streams, how soon a browser reconnects a dropped one. */
export const SLOT_EVENT_RETRY_MS = 3000;
export const SMS_RESEND_SECONDS = 30;
export const VERIFICATION_CODE_DIGITS = 4;
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 9999;
export const MAX_LENGTH = {
  deliveryNotes: 512,
  listName: 255,
  complaintMessage: 512,
  complaintDescription: 255,
  lot: 20,
  postcode: 5,
  houseNumber: 6,
  stairs: 3,
  billingHeading: 60,
  street: 128,
  town: 128,
  taxCode: 16,
  pec: 151,
  sdi: 7,
  birthDate: 10,
  birthPlace: 128,
  cig: 10,
  cup: 17,
  numOrd: 17,
} as const;
export const GIFT_PHONE_MIN_DIGITS = 5;
export const MOBILE_MIN_DIGITS = 9;
export const MOBILE_MAX_DIGITS = 25;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const VIRTUAL_CARDS_DAYS = 360;

/** Skeleton placeholders shown while a list loads (shell §9 and orders §9). */
export const SKELETON_COUNT = {
  addresses: 9,
  footerItems: 8,
  listCards: 15,
  productTiles: 15,
  listRows: 10,
  addressCards: 5,
  trolleyRows: 5,
  coupons: 3,
} as const;

/** Filters: a search box above this many items; 'Elimina tutti' above this many active; chips on phones. */
export const FILTER_SEARCH_ABOVE = 6;
export const FILTER_CLEAR_ALL_ABOVE = 5;
export const MOBILE_CHIPS_MAX = 5;

// ------------------------------------------------------------------------------------------- catalogue

/** Products a listing or search page shows (chosen: 24, four rows of six on a desktop). */
export const DEFAULT_PAGE_SIZE = 24;
/** The most products one call may ask for. */
export const MAX_PAGE_SIZE = 100;

// ------------------------------------------------------------------------------------------------- ids

/** The largest database id (PostgreSQL `integer`). */
export const MAX_DB_ID = 2_147_483_647;

// ------------------------------------------------------------------------------ abuse limits (issue 13)

/** chosen: the years a `publishDate` preview may name; anything else is refused (the database's range is wider but year 0 is not in it). */
export const PUBLISH_DATE_MIN_YEAR = 2000;
export const PUBLISH_DATE_MAX_YEAR = 2999;

/** chosen: POST logger calls one session, and one client address, may make per window before 429. */
export const LOG_CALLS_PER_SESSION = 30;
export const LOG_CALLS_PER_CLIENT = 120;
export const LOG_CALL_WINDOW_MS = 10 * 60_000;
/** chosen: characters one logger call may store in all (messages and data); entries past it are dropped. */
export const LOG_CALL_MAX_CHARS = 32_000;
/** chosen: characters of one log message, and of one entry's data or the call's client information. */
export const LOG_TEXT_MAX_CHARS = 4000;
/** chosen: client logs are kept this many days, then deleted (by the writes of POST logger). */
export const LOG_RETENTION_DAYS = 14;
/** chosen: wrong private pickup-point codes a customer (or session), and a client address, may send per window. */
export const PRIVATE_CODE_FAILURES = 5;
export const PRIVATE_CODE_WINDOW_MS = 15 * 60_000;
/** chosen: power-guest sessions one client address may open per window (each also costs a captcha). */
export const GUEST_ENTRIES_PER_CLIENT = 20;
export const GUEST_ENTRY_WINDOW_MS = 60 * 60_000;
/**
 * chosen: failed logins of one account from one client address before that client gets 429 for it. The
 * account's own threshold (config login.perAccount, 5) is lower: past it every client needs the
 * captcha, so the owner at the same address still gets in with a solved challenge.
 */
export const LOGIN_FAILURES_PER_ACCOUNT_AND_CLIENT = 10;

// ------------------------------------------------------------------------------------- checkout (issue 16)

/**
 * chosen: the minimum order amount per navigation, in cents of items (orders §9 "Minimum delivery
 * amount … from configuration"): home delivery costs the shop a van and a driver, pickup less, a
 * reservation in a store nothing but the picking.
 */
export const CHECKOUT_MINIMUM_CENTS: Readonly<Record<Navigation, number>> = {
  supermercato: 3500,
  pharma: 2500,
  drive: 2000,
  'pharma-drive': 1500,
  prenotazioni: 1000,
};
/** chosen: the separate minimum of a trolley holding only virtual products (gift cards, coupons, subscriptions). */
export const CHECKOUT_VIRTUAL_MINIMUM_CENTS = 500;
/** The product type of a campioncino omaggio (samples.ts): never sold, searched, listed or shown on a product page. */
export const SAMPLE_PRODUCT_TYPE = 'CAMPIONCINI';
/** chosen: how many different campioncini omaggio one order may hold (one of each; docs/adr/0054). */
export const SAMPLES_PER_ORDER = 3;
/**
 * chosen: the items' amount (before coupons, as the minimum order is judged) from which campioncini omaggio
 * are given: 40 €, above every service's minimum order (at most 35 €), so a sample rewards a full shopping.
 */
export const SAMPLES_MIN_SPEND_CENTS = 4000;
/** Product types that are virtual (nothing to pick, pack or deliver: orders §9 product types). */
export const VIRTUAL_PRODUCT_TYPES = ['COUPON', 'COUPON_DISCOUNT', 'COUPON_TRIGGER', 'SUBSCRIPTION'] as const;

/**
 * chosen: the payments offered per navigation, in the order shown. Home delivery: card online, prepaid
 * card online ('Carta prepagata', PREPAID), cash or card to the driver ('alla consegna', HOME), or the
 * Fìdaty payment card shown to the driver (offered to holders of the card only); Clicca e Vai: card or
 * prepaid card online, or at the pickup point (al_ritiro); Prenota e Ritira: only in the store (its
 * heading says 'Ritiro e pagamento in negozio').
 */
export const CHECKOUT_PAYMENT_TYPES: Readonly<
  Record<Navigation, readonly ('ONLINE' | 'PREPAID' | 'HOME' | 'FIDATY_CARD' | 'al_ritiro')[]>
> = {
  supermercato: ['ONLINE', 'PREPAID', 'HOME', 'FIDATY_CARD'],
  pharma: ['ONLINE', 'PREPAID', 'HOME', 'FIDATY_CARD'],
  drive: ['ONLINE', 'PREPAID', 'al_ritiro'],
  'pharma-drive': ['ONLINE', 'PREPAID', 'al_ritiro'],
  prenotazioni: ['al_ritiro'],
};
/**
 * The payment types paid through the payment provider's page (the rest is paid at delivery or pickup).
 * chosen: PREPAID is a prepaid card paid online through the provider, as the card is (the provider's
 * page says which of the two it is paying); a card saved with one is offered again with the same one.
 */
export const ONLINE_PAYMENT_TYPES = ['ONLINE', 'PREPAID', 'CREDIT_CARD', 'CREDIT_CARD_MW2_HOSTED'] as const;
/**
 * chosen: starting a card payment keeps the slot held at least this long from then (the time to pay on
 * the provider's page), so the hold does not end while the shopper types the card.
 */
export const CHECKOUT_PAYMENT_HOLD_MINUTES = 30;
/** chosen: loyalty points an order earns per whole euro of items (after discounts). */
export const POINTS_PER_EURO = 1;
/** chosen: orders per page of 'Ordini Online'. */
export const ORDERS_PAGE_SIZE = 10;
/**
 * chosen: 'Ultimi acquisti' (/acquisti/ultimi-acquisti) looks back a year of orders (a grocer's seasons
 * come round once) and shows the 60 products bought most often (four rows of a listing's page and a half).
 */
export const LAST_PURCHASED_DAYS = 365;
export const LAST_PURCHASED_MAX = 60;
/** chosen: the longest gift-wrap message of a line (orders §3 "values not shown"). */
export const GIFT_MESSAGE_MAX = 250;

/** The BroadcastChannel on which the trolley store shares the trolley with other tabs and widgets (core stores/trolley.ts). */
export const TROLLEY_CHANNEL = 'mercato-trolley';
