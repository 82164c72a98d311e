// URLs of the shop (spec shell §2 route table) and the one rule for where the shop may send a browser.
// The site's pages, the server's answers, the widgets and the seed build their links with these, so a
// route is spelled once.
import type { Navigation, OrderAction } from './enums.ts';

/** The URL segment of a text: accents dropped, lower case, runs of other characters as one '-'. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `/{navigation}/home` */
export const storeHomePath = (nav: Navigation) => `/${nav}/home`;

/** `/{navigation}/prodotto/{code}/{slug of the description}` */
export const productPath = (nav: Navigation, code: string, description: string) =>
  `/${nav}/prodotto/${encodeURIComponent(code)}/${slugify(description)}`;

/** `/{navigation}/menu/{menuItemId}/{slug of the label}` */
export const menuPath = (nav: Navigation, menuItemId: number, label: string) =>
  `/${nav}/menu/${menuItemId}/${slugify(label)}`;

/** `/{navigation}/ricerca/{query}` */
export const searchPath = (nav: Navigation, query: string) => `/${nav}/ricerca/${encodeURIComponent(query)}`;

/** `/{navigation}/landing/{virtualUrl}` */
export const landingPath = (nav: Navigation, virtualUrl: string) => `/${nav}/landing/${encodeURIComponent(virtualUrl)}`;

/** The Colletta Alimentare join link of a collection point's store tag (contracts colletta.ts). */
export const collettaPath = (storeTag: string) => `/colletta-alimentare/${encodeURIComponent(storeTag)}`;

/** The login page, coming back to `next` afterwards. */
export const loginPath = (next?: string) => (next ? `/accedi?next=${encodeURIComponent(next)}` : '/accedi');

const SAME_ORIGIN = 'http://same-origin.invalid';

/**
 * `path` when it is a path of this site that a browser will read as such, otherwise `fallback`.
 * Refused: anything not starting with one '/', scheme-relative forms ('//x', '/\x'), any control
 * character, space or backslash anywhere (browsers drop tabs and newlines, so '/\t/evil.example' is
 * '//evil.example'), encoded slashes or backslashes right after the first '/', and anything that
 * resolves to another origin.
 */
export function safeRedirectPath(path: string | null | undefined, fallback = '/'): string {
  if (typeof path !== 'string' || path.length === 0 || path.length > 2048) return fallback;
  if (!path.startsWith('/') || path.startsWith('//')) return fallback;
  // C0 controls, space, DEL, C1 controls, backslash; and the Unicode spaces browsers may strip.
  if (/[\u0000-\u0020\u007f-\u009f\\\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/.test(path))
    return fallback;
  if (/^\/%(2f|5c)/i.test(path)) return fallback;
  try {
    const url = new URL(path, SAME_ORIGIN);
    if (url.origin !== SAME_ORIGIN) return fallback;
    return url.pathname.startsWith('//') ? fallback : path;
  } catch {
    return fallback;
  }
}

/**
 * Whether a link from the server or a partner may be followed: a safe same-site path, or an absolute
 * http(s) URL without credentials. Never javascript:, data:, or anything with control characters.
 */
export function isSafeHref(href: string | null | undefined): boolean {
  if (typeof href !== 'string' || href.length === 0 || href.length > 2048) return false;
  if (href.startsWith('/')) return safeRedirectPath(href, '') !== '';
  if (/[\u0000-\u0020\u007f-\u009f\\]/.test(href)) return false;
  try {
    const url = new URL(href);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** The checkout wizard's step pages (spec orders §2 Checkout), by step name. */
const CHECKOUT_STEP_SEGMENTS = {
  TROLLEY: 'trolley',
  DELIVERY: 'delivery',
  PAYMENT: 'billing-payment',
  SUMMARY: 'summary',
} as const;

/** `/checkout/trolley`, `/checkout/delivery`, `/checkout/billing-payment`, `/checkout/summary`. */
export const checkoutPath = (step: keyof typeof CHECKOUT_STEP_SEGMENTS) => `/checkout/${CHECKOUT_STEP_SEGMENTS[step]}`;

/** `/checkout/order/success/{orderId}` */
export const orderSuccessPath = (orderId: number) => `/checkout/order/success/${orderId}`;

/** `/checkout/order/failure/{id}`: the spec names the failure page by the order's id; ours is the attempt's. */
export const orderFailurePath = (attemptId: number) => `/checkout/order/failure/${attemptId}`;

/** The same two pages under the names the server's confirmation uses. */
export const checkoutSuccessPath = orderSuccessPath;
export const checkoutFailurePath = orderFailurePath;

import { API_PREFIX } from './api-prefix.ts';

export { API_PREFIX };

// ---- The orders area (orders §2 Orders, shell §4 order-modify redirector, shell §7 images)

/** `/ordini/precedenti` 'Ordini Online', `?page=N` past the first page. */
export const ordersPath = (page = 1) => (page > 1 ? `/ordini/precedenti?page=${page}` : '/ordini/precedenti');
/** `/ordini/ordine/{orderId}`: one order's detail. */
export const orderDetailPath = (orderId: number) => `/ordini/ordine/${orderId}`;
/** `/ordini/ordine/{orderId}/segnalazione`: the products of a complaint ('Segnala anomalia'). */
export const orderComplaintPath = (orderId: number) => `/ordini/ordine/${orderId}/segnalazione`;
/** `/ordini/{orderId}/dettagli-consegna`: the delivery details, print view. */
export const deliveryDetailsPath = (orderId: number) => `/ordini/${orderId}/dettagli-consegna`;
/** `/ordini/modifica/{action}/{orderId}`: the order's content back in an edit-mode trolley. */
export const orderEditPath = (action: OrderAction, orderId: number) => `/ordini/modifica/${action}/${orderId}`;
/** `/ordini/modifica-consegna?orderId=`: the slot picker in modify mode for the order. */
export const orderSlotEditPath = (orderId: number) => `/ordini/modifica-consegna?orderId=${orderId}`;
/** `/ordini/modifica-ordine/{orderId}`: the order-modify redirector (shell §4), `?action=SLOT|ORDER`. */
export const orderModifyRedirectorPath = (orderId: number, action?: 'SLOT' | 'ORDER') =>
  `/ordini/modifica-ordine/${orderId}${action ? `?action=${action}` : ''}`;
/** `/riordina/{orderHeaderId}/{publicOrderId}`: buy a past order's products again. */
export const reorderPath = (orderId: number, publicOrderId: string) =>
  `/riordina/${orderId}/${encodeURIComponent(publicOrderId)}`;
export const virtualCardsPath = '/ordini/carte';
/** 'Ultimi acquisti' (orders §2 store routes): the products of the customer's past orders. */
export const lastPurchasedPath = '/acquisti/ultimi-acquisti';
/** The account area's pages (issue 40; the lists, coupons and cookie pages come from issues 39, 35, 36). */
export const accountPaths = {
  dashboard: '/account/dashboard',
  fidaty: '/account/fidaty',
  savedCards: '/account/carte-salvate',
  password: '/account/password',
  myData: '/account/dati',
  referral: '/referral/invita-amico',
  lists: '/lds/all',
  coupons: '/promotions/coupons',
  cookies: '/account/consensi-cookie',
  /** The subscriptions page (orders §2 subscriptions.status). */
  subscription: '/abbonamento/status',
  register: '/registrati',
  forgotPassword: '/password-dimenticata',
} as const;
/** `/ordini/carte`, `?page=N` past the first page (the virtual cards' pager). */
export const virtualCardsPagePath = (page = 1) => (page > 1 ? `${virtualCardsPath}?page=${page}` : virtualCardsPath);
export const schoolVouchersPath = '/ordini/buoni/amici-scuola';
export const fuelVouchersPath = '/ordini/buoni/carburante';

/** The three documents of an order (orders §2 detail): delivery receipt, order details, invoice. */
export type OrderDocumentKind = 'receipt' | 'details' | 'invoice';
/** GET auth/orders/{orderId}/documents/{kind}: a PDF made on the server (a link, so the full path). */
export const orderDocumentPath = (orderId: number, kind: OrderDocumentKind) =>
  `${API_PREFIX}/auth/orders/${orderId}/documents/${kind}`;
/** GET qrcode/{lockerKeyEnc}: a locker key's QR image (shell §7). */
export const qrcodePath = (lockerKeyEnc: string) => `${API_PREFIX}/qrcode/${encodeURIComponent(lockerKeyEnc)}`;
/** GET barcode/ean/{code}: an EAN-13 barcode image (shell §7). */
export const eanBarcodePath = (code: string) => `${API_PREFIX}/barcode/ean/${encodeURIComponent(code)}`;

// The lists and spesa facile pages (orders §2 "Shopping lists (/lds)"; shell §6). Here, not in lists.ts:
// that module's answer schemas must not come with every page's header links.
/** The list page's address (orders §2 store.shoppingList with id and list). */
export const shoppingListPath = (id: number) => `/lista/${id}`;
export const listsPath = '/lds/all';
export const listNotificationsPath = '/lds/notifiche';
export const chosenForYouPath = '/spesafacile/scelti-per-te';
export const favouritesPath = '/spesafacile/preferiti';
