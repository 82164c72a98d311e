// The error catalogue of spec shell-onboarding-content §8 as one typed error.
// `toShopError(status, body)` turns an HTTP status (-1 = network failure) and the answer's body (the
// `{ error: ApiError }` envelope of @mercato/contracts, or anything else) into a ShopError that says
// what happened (`kind`) and how the UI shows it (`presentation` and the flags beside it).
import type { FieldError } from '@mercato/contracts';
import { errorCatalogue } from '@mercato/contracts/i18n/it-error-catalogue';
import {
  CLIENT_ERROR_TEXTS,
  networkError,
  ShopError,
  type ShopErrorInit,
  type ShopErrorKind,
  type ShopErrorPresentation,
} from './shop-error.ts';

export * from './shop-error.ts';

/** Italian texts of spec §8, verbatim: the contracts' `clientErrors` and `errorCatalogue`. */
export const ERROR_TEXTS = { ...CLIENT_ERROR_TEXTS, ...errorCatalogue } as const;

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
  const make = (
    kind: ShopErrorKind,
    presentation: ShopErrorPresentation,
    title: string,
    message: string,
    extra: Partial<ShopErrorInit> = {},
  ) => {
    const err = new ShopError({
      ...common,
      type: type ?? (presentation === 'confirm' ? 'CONFIRM' : 'ALERT'),
      kind,
      presentation,
      title: serverTitle ?? title,
      message: serverMessage ?? message,
      ...extra,
    });
    if (raw && typeof raw === 'object') err.details = e;
    return err;
  };
  const D = ERROR_TEXTS;

  // Network failure: never a server message.
  if (status === -1) return networkError(common);
  // Catalogue codes first: they say more than the status.
  switch (code) {
    case 'ECOM-001':
      return make('confirm', 'confirm', D.errorTitle, D.generic, { type: 'CONFIRM' });
    case '999':
      return make('server-message', 'modal', D.errorTitle, D.generic);
    case '4004':
      return make('product-not-found', 'page', D.notFoundTitle, D.notFound);
    case '4005':
      return make('silent', 'none', D.defaultTitle, D.generic);
  }
  const s = status >= 400 ? status : (num(code) ?? status);
  if (s === 401) return make('session-expired', 'toast', D.defaultTitle, D.sessionExpired, { redirectToLogin: true });
  if (s === 404) return make('not-found', 'modal', D.notFoundTitle, D.notFound);
  if (s === 406)
    return make('unauthorized', 'none', D.defaultTitle, D.authenticationRequired, {
      loaderText: D.authenticationRequired,
      redirectToLogin: true,
    });
  if (s === 412) {
    return make('two-step', 'confirm', D.twoStep, D.twoStep, {
      type: 'CONFIRM',
      buttons: { confirm: D.twoStepContinue, deny: D.twoStepLater },
    });
  }
  // A 5xx says the catalogue's text, never the server's (spec shell §8; an 'x' from a failing service).
  if (s >= 500)
    return make('server', 'modal', D.errorTitle, D.generic, {
      title: D.errorTitle,
      message: D.generic,
      redirectHome: true,
    });
  const shown: ShopErrorPresentation = type === 'CONFIRM' ? 'confirm' : 'toast';
  if (s === 400 && fieldErrors.length > 0) return make('validation', shown, D.defaultTitle, fieldErrors[0].message);
  if (s === 429) return make('rate-limited', shown, D.defaultTitle, D.generic);
  if (s === 409) return make('conflict', shown, D.defaultTitle, D.generic);
  if (s === 403) return make('forbidden', shown, D.defaultTitle, D.generic);
  if (type === 'CONFIRM') return make('confirm', 'confirm', D.defaultTitle, D.generic);
  if (type === 'INFO') return make('info', 'toast', D.defaultTitle, D.generic);
  return make('alert', 'toast', D.defaultTitle, D.generic);
}
