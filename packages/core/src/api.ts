// The page's one API client, wired to the shared feedback stores: calls count in the loader (except the
// spinner exemptions of spec shell §9, handled by the client) and failed calls are shown as the error
// catalogue of spec shell §8 says (toast, modal, confirm dialog, product-not-found page, forced login).
import { createClient, resolveApiBase, type ClientOptions, type ShopClient, type ShopError } from '@mercato/client';
import { beginTask, openModal, showToast, TOAST_DURATION_MS } from './stores/feedback.ts';

export const LOGIN_PATH = '/accedi';
export const PRODUCT_NOT_FOUND_PATH = '/prodotto-non-trovato';
export const HOME_PATH = '/';

export interface PresentOptions {
  /** How to go elsewhere; defaults to location.assign. */
  navigate?: (url: string) => void;
  /** The path to come back to after a forced login; defaults to the current path. */
  currentPath?: string;
}

const assign = (url: string) => window.location.assign(url);
const here = () => (typeof location === 'undefined' ? '/' : location.pathname + location.search);
/** The login page, coming back to `next` (default: this page). */
export const loginUrl = (next: string = here()) => `${LOGIN_PATH}?next=${encodeURIComponent(next)}`;
/** How long the session-expired toast and the 406 loader are seen before the login opens (spec shell §8). */
const BEFORE_LOGIN_MS = TOAST_DURATION_MS;
const later = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Shows a failed call the way the catalogue says; resolves once the shopper has answered. */
export async function presentError(err: ShopError, options: PresentOptions = {}): Promise<void> {
  const navigate = options.navigate ?? assign;
  const next = options.currentPath ?? here();
  switch (err.presentation) {
    case 'toast':
      showToast({
        type: err.type === 'INFO' ? 'info' : err.kind === 'duplicate' ? 'warning' : 'error',
        title: err.title,
        message: err.message,
      });
      if (err.redirectToLogin) {
        // 401: 'Sessione scaduta: login necessaria...' is read before the login opens.
        await later(BEFORE_LOGIN_MS);
        navigate(loginUrl(next));
      }
      return;
    case 'modal':
      await openModal({ kind: 'alert', title: err.title, message: err.message });
      if (err.redirectHome) navigate(HOME_PATH);
      return;
    case 'confirm': {
      const confirmed = await openModal({
        kind: 'confirm',
        title: err.title,
        message: err.message,
        confirmLabel: err.buttons?.confirm,
        cancelLabel: err.buttons?.deny,
      });
      const target = confirmed ? err.onConfirmURL : err.onDenyURL;
      if (target) navigate(target);
      return;
    }
    case 'page':
      navigate(PRODUCT_NOT_FOUND_PATH);
      return;
    case 'none':
      if (err.redirectToLogin) {
        // 406: the loader says 'Autenticazione necessaria', then the forced login (it stays while that loads).
        beginTask(err.loaderText ?? undefined);
        await later(BEFORE_LOGIN_MS);
        navigate(loginUrl(next));
      }
      return;
  }
}

let shared: ShopClient | null = null;
/** The origin the page's client calls ('' = same origin). */
let sharedBase = '';

/**
 * The page's client (created on first use) on the shop's API origin (resolveApiBase: an element's
 * api-base, else the page's <mercato-config api-base> or data-api-base, else same origin). Options apply
 * only to the first call.
 */
export function getClient(options: ClientOptions = {}): ShopClient {
  if (!shared) {
    sharedBase = options.baseUrl ?? resolveApiBase();
    shared = createClient({
      baseUrl: sharedBase,
      onTask: () => beginTask(),
      onError: (err) => void presentError(err),
      ...options,
    });
  }
  return shared;
}

/**
 * A root-relative path of the shop's answers (a product's image or page) on the shop's origin that the
 * page's client calls, so that it works on another origin too (a partner page, a React app); any other
 * URL as it is.
 */
export const shopUrl = (path: string): string => (/^\/(?!\/)/.test(path) ? sharedBase + path : path);

/**
 * Points the page's client at the shop's API origin: `apiBase` as a widget's prop gives it (resolveApiBase:
 * else the page's <mercato-config api-base> or data-api-base, else same origin). The trolley widgets call
 * it before their first call; the first call of the page creates the client, later ones change nothing,
 * so every trolley element, island and React component of a page shares one client and one trolley.
 */
export const connectClient = (apiBase?: string | null): void => void getClient({ baseUrl: resolveApiBase(apiBase) });
