import * as z from 'zod/mini';

/**
 * Error shapes of spec shell-onboarding-content §8.
 *
 * Every API answer is either `{ data: T }` (2xx) or `{ error: ApiError }` (4xx/5xx).
 * `code` is an ECOM/server code of the catalogue ('ECOM-001', '999', '4004', '4005', …) or, for plain
 * HTTP failures, the status as a string ('400', '401', '403', '404', '406', '409', '412', '429', '500').
 * `type` tells the UI how to show it: ALERT and INFO as toasts/alerts, CONFIRM as a dialog.
 */
export const ErrorType = z.enum(['ALERT', 'INFO', 'CONFIRM']);
export type ErrorType = z.infer<typeof ErrorType>;

/** Server error codes named by the catalogue. */
export const ServerErrorCode = z.enum([
  'ECOM-001',
  '100',
  '101',
  '150',
  '200',
  '204',
  '205',
  '206',
  '300',
  '301',
  '302',
  '303',
  '400',
  '401',
  '403',
  '404',
  '405',
  '406',
  '409',
  '412',
  '429',
  '500',
  '999',
  '4004',
  '4005',
]);
export type ServerErrorCode = z.infer<typeof ServerErrorCode>;

/** A message bound to one input field (server 400 with entity errors maps onto fields). */
export const FieldError = z.object({
  field: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof FieldError>;

export const ApiError = z.object({
  code: z.string(),
  type: ErrorType,
  /** Dialog title ('Attenzione' when absent, 'Errore' for ECOM-001 and 999). */
  title: z.optional(z.string()),
  /** Italian text shown to the user. */
  message: z.string(),
  entityErrors: z.optional(z.array(FieldError)),
  /** ECOM-001: where to go after confirm / deny. */
  onConfirmURL: z.optional(z.string()),
  onDenyURL: z.optional(z.string()),
  /** 429: seconds until a retry may succeed (also sent as the Retry-After header). */
  retryAfter: z.optional(z.number()),
});
export type ApiError = z.infer<typeof ApiError>;

export const ApiErrorResponse = z.object({ error: ApiError });
export type ApiErrorResponse = z.infer<typeof ApiErrorResponse>;

/** Wraps a data schema in the success envelope `{ data: T }`. */
export const envelope = <T extends z.ZodMiniType>(data: T) => z.object({ data });
