// HttpError carries the status and the body of spec shell §8 (`{ error: ApiError }`); the app's onError
// answers it as is. Services throw it; Astro pages catch it and show `body.message`.
import type { ApiError, FieldError } from '@mercato/contracts';
import { apiErrors, errors, t } from '@mercato/contracts/i18n/it';

export class HttpError extends Error {
  status: number;
  body: ApiError;
  headers: Record<string, string>;
  constructor(status: number, body: ApiError, headers: Record<string, string> = {}) {
    super(body.message);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

export const alert = (status: number, message: string, extra: Partial<ApiError> = {}): HttpError =>
  new HttpError(status, { code: String(status), type: 'ALERT', message, ...extra });

export const badRequest = (message: string = apiErrors.invalidInput, entityErrors: FieldError[] = []): HttpError =>
  alert(400, message, { entityErrors });
export const unauthorized = (message: string = errors.sessionExpired): HttpError => alert(401, message);
export const forbidden = (message: string): HttpError => alert(403, message);
export const notFound = (message: string = errors.notFound): HttpError => alert(404, message);

/** 429 with Retry-After; `message` may name {minutes} or {seconds} (default: the login's text). */
export function tooManyRequests(
  retryAfterSeconds: number,
  message: string = apiErrors.tooManyLoginAttempts,
): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new HttpError(
    429,
    {
      code: '429',
      type: 'ALERT',
      message: t(message, { minutes, seconds: retryAfterSeconds }),
      retryAfter: retryAfterSeconds,
    },
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

export const internalError = (): HttpError => alert(500, errors.generic);
