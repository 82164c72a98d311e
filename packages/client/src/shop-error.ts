// The typed error of every failed call (ShopError) and the errors the client makes without asking the
// catalogue: a network failure (status -1) and the anti-duplicate refusal. The catalogue that maps an
// HTTP answer onto a ShopError (errors.ts, `toShopError`) is downloaded by the client with the first
// failed answer, so a page that never sees one does not carry it; errors.ts re-exports this module.
import type { FieldError } from '@mercato/contracts';
import { clientErrors as CLIENT_ERROR_TEXTS } from '@mercato/contracts/i18n/it-client-errors';

/**
 * Italian texts of spec §8, verbatim, of the errors the client makes without the catalogue (network
 * failure, anti-duplicate refusal, unreadable answer): the contracts' `clientErrors`. errors.ts adds the
 * catalogue's own: ERROR_TEXTS.
 */
export { CLIENT_ERROR_TEXTS };

export type ShopErrorKind =
  | 'session-expired' // HTTP 401
  | 'not-found' // HTTP 404
  | 'server' // HTTP 5xx, network failure (status -1), unreadable answer
  | 'confirm' // ECOM-001, or any other CONFIRM answer
  | 'unauthorized' // HTTP 406: insufficient authorization
  | 'two-step' // HTTP 412: two-step verification prompt
  | 'server-message' // 999: the server's message under 'Errore'
  | 'product-not-found' // 4004: product-not-found page, no modal
  | 'silent' // 4005
  | 'validation' // HTTP 400 with entity errors
  | 'rate-limited' // HTTP 429
  | 'conflict' // HTTP 409
  | 'forbidden' // HTTP 403
  | 'duplicate' // the anti-duplicate guard refused a repeated call (never reached the network)
  | 'alert' // any other ALERT answer
  | 'info'; // any other INFO answer

/**
 * How the UI shows the error:
 * - 'toast': a toast (ALERT/INFO, session expired, duplicate call, validation, 409, 403, 429);
 * - 'modal': a modal with `title` and `message` (network/5xx, 404, 999);
 * - 'confirm': a dialog with two buttons (ECOM-001, 412, other CONFIRM answers); see `buttons`;
 * - 'page': a whole page replaces the content (4004 product not found);
 * - 'none': nothing is shown (4005; 406 shows only the loader `loaderText` then goes to login).
 */
export type ShopErrorPresentation = 'toast' | 'modal' | 'confirm' | 'none' | 'page';

export interface ShopErrorInit {
  kind: ShopErrorKind;
  /** HTTP status; -1 for a network failure, 0 when the call never left (duplicate). */
  status: number;
  /** ECOM/server code of the catalogue, or the status as a string; 'NETWORK' / 'DUPLICATE' otherwise. */
  code: string;
  type: 'ALERT' | 'INFO' | 'CONFIRM';
  title: string;
  message: string;
  presentation: ShopErrorPresentation;
  fieldErrors?: FieldError[];
  onConfirmURL?: string | null;
  onDenyURL?: string | null;
  retryAfter?: number | null;
  redirectToLogin?: boolean;
  redirectHome?: boolean;
  loaderText?: string | null;
  buttons?: { confirm: string; deny: string } | null;
  cause?: unknown;
}

// The fields are `declare`d and set in the constructor: a class field would also be emitted as such,
// bytes in the chunk every widget element loads for nothing.
export class ShopError extends Error {
  declare kind: ShopErrorKind;
  declare status: number;
  declare code: string;
  declare type: 'ALERT' | 'INFO' | 'CONFIRM';
  declare title: string;
  declare presentation: ShopErrorPresentation;
  /** Messages bound to input fields (400 entityErrors); empty when none. */
  declare fieldErrors: FieldError[];
  /** ECOM-001: where to go after confirm / deny. */
  declare onConfirmURL: string | null;
  declare onDenyURL: string | null;
  /** 429: seconds until a retry may succeed. */
  declare retryAfter: number | null;
  /** 401 and 406: the UI goes to the login afterwards. */
  declare redirectToLogin: boolean;
  /** Network failure / 5xx: the UI goes to welcome or home afterwards (when the page cannot go on). */
  declare redirectHome: boolean;
  /** 406: the loader text shown before the forced login. */
  declare loaderText: string | null;
  /** Labels of the dialog buttons when presentation is 'confirm'. */
  declare buttons: { confirm: string; deny: string } | null;
  /**
   * The server's error object as answered, set by the catalogue (errors.ts) when the answer had one:
   * fields a call adds beyond the spec's (a lost slot booking's `nearest`). Declared only, so the class
   * that every element loads carries no code for it.
   */
  declare details?: Record<string, unknown>;

  constructor(init: ShopErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.type = init.type;
    this.title = init.title;
    this.presentation = init.presentation;
    this.fieldErrors = init.fieldErrors ?? [];
    this.onConfirmURL = init.onConfirmURL ?? null;
    this.onDenyURL = init.onDenyURL ?? null;
    this.retryAfter = init.retryAfter ?? null;
    this.redirectToLogin = init.redirectToLogin ?? false;
    this.redirectHome = init.redirectHome ?? false;
    this.loaderText = init.loaderText ?? null;
    this.buttons = init.buttons ?? null;
    this.name = 'ShopError';
  }
}

export function isShopError(e: unknown): e is ShopError {
  return e instanceof ShopError;
}

/** The anti-duplicate refusal (spec §8 'Duplicate add'). */
export function duplicateError(): ShopError {
  return new ShopError({
    kind: 'duplicate',
    status: 0,
    code: 'DUPLICATE',
    type: 'ALERT',
    title: CLIENT_ERROR_TEXTS.defaultTitle,
    message: CLIENT_ERROR_TEXTS.duplicate,
    presentation: 'toast',
  });
}

/**
 * A network failure (status -1: the call got no answer): never a server message. `toShopError(-1, …)`
 * of the catalogue gives the same; the client makes it here, without downloading the catalogue.
 */
export function networkError(init: Partial<ShopErrorInit> = {}): ShopError {
  return new ShopError({
    status: -1,
    code: 'NETWORK',
    ...init,
    kind: 'server',
    type: 'ALERT',
    presentation: 'modal',
    title: CLIENT_ERROR_TEXTS.errorTitle,
    message: CLIENT_ERROR_TEXTS.generic,
    redirectHome: true,
  });
}
