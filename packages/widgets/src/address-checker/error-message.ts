// What the address checker says inline for a failed call (its errors are not shown by the page's hosts,
// which a partner page does not have).
import { CLIENT_ERROR_TEXTS, isShopError } from '@mercato/client';

/** The Italian message to show inline for a failed call. */
export function errorMessage(err: unknown): string {
  if (isShopError(err)) return err.fieldErrors[0]?.message ?? err.message;
  return CLIENT_ERROR_TEXTS.generic;
}
