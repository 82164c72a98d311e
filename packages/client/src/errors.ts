// The error catalogue of spec shell-onboarding-content §8 as one typed error.
// `toShopError(status, body)` turns an HTTP status (-1 = network failure) and the answer's body (the
// `{ error: ApiError }` envelope of @mercato/contracts, or anything else) into a ShopError that says
// what happened (`kind`) and how the UI shows it (`presentation` and the flags beside it).
import type { FieldError } from '@mercato/contracts';

/** Italian texts of spec §8, verbatim. */
export const ERROR_TEXTS = {
  defaultTitle: 'Attenzione',
  errorTitle: 'Errore',
  sessionExpired: 'Sessione scaduta: login necessaria...',
  generic: 'Si è verificato un problema, si prega di riprovare più tardi',
  notFoundTitle: 'Caricamento dati',
  notFound: 'Errore di trasferimento dati o risorsa non trovata',
  duplicate: 'Operazione già avviata, aspettare il completamento e riprovare.',
  authenticationRequired: 'Autenticazione necessaria',
  twoStep: 'Verifica in due passaggi',
  twoStepContinue: 'CONTINUA',
  twoStepLater: 'ATTIVA IN SEGUITO',
} as const;

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

export class ShopError extends Error {
  kind: ShopErrorKind;
  status: number;
  code: string;
  type: 'ALERT' | 'INFO' | 'CONFIRM';
  title: string;
  presentation: ShopErrorPresentation;
  /** Messages bound to input fields (400 entityErrors); empty when none. */
  fieldErrors: FieldError[];
  /** ECOM-001: where to go after confirm / deny. */
  onConfirmURL: string | null;
  onDenyURL: string | null;
  /** 429: seconds until a retry may succeed. */
  retryAfter: number | null;
  /** 401 and 406: the UI goes to the login afterwards. */
  redirectToLogin: boolean;
  /** Network failure / 5xx: the UI goes to welcome or home afterwards (when the page cannot go on). */
  redirectHome: boolean;
  /** 406: the loader text shown before the forced login. */
  loaderText: string | null;
  /** Labels of the dialog buttons when presentation is 'confirm'. */
  buttons: { confirm: string; deny: string } | null;

  constructor(init: ShopErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ShopError';
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
  }
}

export function isShopError(e: unknown): e is ShopError {
  return e instanceof ShopError;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

function num(v: unknown): number | undefined {
  if (typeof v === 'number' && Number.isFinite(v) && v >= 0) return v;
  if (typeof v === 'string' && /^\d+$/.test(v.trim())) return Number(v.trim());
  return undefined;
}

function fieldErrorsOf(v: unknown): FieldError[] {
  if (!Array.isArray(v)) return [];
  const out: FieldError[] = [];
  for (const e of v) {
    if (e && typeof e === 'object') {
      const field = str((e as Record<string, unknown>).field);
      const message = str((e as Record<string, unknown>).message);
      if (field && message) out.push({ field, message });
    }
  }
  return out;
}

/** The anti-duplicate refusal (spec §8 'Duplicate add'). */
export function duplicateError(): ShopError {
  return new ShopError({
    kind: 'duplicate', status: 0, code: 'DUPLICATE', type: 'ALERT',
    title: ERROR_TEXTS.defaultTitle, message: ERROR_TEXTS.duplicate, presentation: 'toast',
  });
}

/**
 * Maps a failed answer onto the catalogue. Pure: same input, same output.
 * @param status HTTP status, -1 for a network failure.
 * @param body the parsed answer (`{ error: {...} }` when the server wrote it; anything otherwise).
 * @param retryAfterHeader the Retry-After header, used for 429 when the body has no retryAfter.
 */
export function toShopError(status: number, body: unknown, retryAfterHeader?: string | null): ShopError {
  const raw = body && typeof body === 'object' && 'error' in body ? (body as { error: unknown }).error : undefined;
  const e: Record<string, unknown> = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const code = str(e.code) ?? (typeof e.code === 'number' ? String(e.code) : undefined);
  const type = e.type === 'INFO' || e.type === 'CONFIRM' || e.type === 'ALERT' ? e.type : undefined;
  const serverTitle = str(e.title);
  const serverMessage = str(e.message);
  const fieldErrors = fieldErrorsOf(e.entityErrors);
  const common = {
    status,
    code: code ?? (status === -1 ? 'NETWORK' : String(status)),
    fieldErrors,
    onConfirmURL: str(e.onConfirmURL) ?? null,
    onDenyURL: str(e.onDenyURL) ?? null,
    retryAfter: num(e.retryAfter) ?? num(retryAfterHeader) ?? null,
  };
  const make = (kind: ShopErrorKind, presentation: ShopErrorPresentation, title: string, message: string, extra: Partial<ShopErrorInit> = {}) =>
    new ShopError({ ...common, type: type ?? (presentation === 'confirm' ? 'CONFIRM' : 'ALERT'), kind, presentation, title: serverTitle ?? title, message: serverMessage ?? message, ...extra });
  const D = ERROR_TEXTS;

  // Network failure: never a server message.
  if (status === -1) {
    return new ShopError({ ...common, kind: 'server', type: 'ALERT', presentation: 'modal', title: D.errorTitle, message: D.generic, redirectHome: true });
  }
  // Catalogue codes first: they say more than the status.
  switch (code) {
    case 'ECOM-001': return make('confirm', 'confirm', D.errorTitle, D.generic, { type: 'CONFIRM' });
    case '999': return make('server-message', 'modal', D.errorTitle, D.generic);
    case '4004': return make('product-not-found', 'page', D.notFoundTitle, D.notFound);
    case '4005': return make('silent', 'none', D.defaultTitle, D.generic);
  }
  const s = status >= 400 ? status : num(code) ?? status;
  if (s === 401) return make('session-expired', 'toast', D.defaultTitle, D.sessionExpired, { redirectToLogin: true });
  if (s === 404) return make('not-found', 'modal', D.notFoundTitle, D.notFound);
  if (s === 406) return make('unauthorized', 'none', D.defaultTitle, D.authenticationRequired, { loaderText: D.authenticationRequired, redirectToLogin: true });
  if (s === 412) {
    return make('two-step', 'confirm', D.twoStep, D.twoStep, { type: 'CONFIRM', buttons: { confirm: D.twoStepContinue, deny: D.twoStepLater } });
  }
  if (s >= 500) return make('server', 'modal', D.errorTitle, D.generic, { redirectHome: true });
  const shown: ShopErrorPresentation = type === 'CONFIRM' ? 'confirm' : 'toast';
  if (s === 400 && fieldErrors.length > 0) return make('validation', shown, D.defaultTitle, fieldErrors[0].message);
  if (s === 429) return make('rate-limited', shown, D.defaultTitle, D.generic);
  if (s === 409) return make('conflict', shown, D.defaultTitle, D.generic);
  if (s === 403) return make('forbidden', shown, D.defaultTitle, D.generic);
  if (type === 'CONFIRM') return make('confirm', 'confirm', D.defaultTitle, D.generic);
  if (type === 'INFO') return make('info', 'toast', D.defaultTitle, D.generic);
  return make('alert', 'toast', D.defaultTitle, D.generic);
}
